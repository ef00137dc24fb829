import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true from then on (at
 * once on a page the browser draws). For what only the browser may draw (a lazy chunk, a
 * control that reads storage), so the first render matches the server's HTML (decision 045):
 * React renders again with `true` right after hydrating.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
