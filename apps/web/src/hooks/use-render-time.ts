import { useIsHydrated } from './use-is-hydrated';

/** When the server drew the page this browser is hydrating; null on a page drawn here. */
let pageDrawnAt: number | null = null;

/**
 * The instant a server-drawn page was drawn at: set by the server entry just before it renders
 * (renderToString is synchronous, so no other page's render comes between), and by the browser
 * from the page's server state before it hydrates.
 */
export function setPageDrawnAt(time: number | null): void {
  pageDrawnAt = time;
}

/**
 * "Now" for what a render shows by the clock (an "Available today" badge, today's tour). While
 * the server draws a page and while the browser hydrates it, the instant the page was drawn
 * at, so both show the same (decision 045); from the render right after hydration on, the
 * browser's clock.
 */
export function useRenderTime(): number {
  const isHydrated = useIsHydrated();
  return !isHydrated && pageDrawnAt !== null ? pageDrawnAt : Date.now();
}
