import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the renders now must match a server's HTML: always on the server; in the browser
 * from startHydrating() until the hydration's first commit has run its effects; never on a
 * page the browser draws.
 */
let isHydrating = typeof document === 'undefined';

/** Called just before a server-drawn page is hydrated. */
export function startHydrating(): void {
  isHydrating = true;
}

/**
 * False while the server draws a page and while the browser hydrates it, true from then on (at
 * once on a page the browser draws). For what only the browser may draw (a lazy chunk, a
 * control that reads storage), so the first render matches the server's HTML (decision 045).
 * The render with `true` after hydrating is a transition, so it yields to the browser like the
 * hydration did instead of redrawing in one long task (decision 048); keep the components that
 * read this small, as each of them renders again.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(!isHydrating);
  useEffect(() => {
    // Effects run after the whole commit has rendered, so no component of this hydration
    // reads the flag after this.
    isHydrating = false;
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
