import { useEffect, useState } from 'react';
import { useRenderTime } from './use-render-time';

/**
 * Whether an instant (ISO) is still ahead, turning false when it passes: a page left open
 * stops showing "Available today" at its end without a new answer from the server
 * (docs/product/listings-and-moderation.md#available-today). A page hydrated from the server
 * shows what the server drew, then the browser's clock decides (useRenderTime).
 */
export function useIsStillAhead(until: string | null | undefined): boolean {
  const end = until ? Date.parse(until) : 0;
  const now = useRenderTime();
  const [, setPassed] = useState(false);
  useEffect(() => {
    const wait = end - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setPassed(true), wait);
    return () => clearTimeout(timer);
  }, [end]);
  return end > now;
}
