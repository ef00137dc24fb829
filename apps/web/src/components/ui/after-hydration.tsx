import type { ReactNode } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated';

/**
 * Its children only once the page is the browser's own (useIsHydrated): what the server cannot
 * draw, such as a control that reads the visitor's session. Only this small component renders
 * again after hydration, not the page around it.
 */
export function AfterHydration({ children }: { readonly children: ReactNode }) {
  return useIsHydrated() ? children : null;
}
