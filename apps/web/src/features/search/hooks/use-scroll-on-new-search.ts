import { useEffect, useRef, type RefObject } from 'react';

/**
 * docs/product/routes-and-screens.md: results scroll smoothly into view when they change. A new search's
 * results (another key) bring the list into view once they arrive; the first results of a
 * page do not, so a fresh page keeps its heading and Back keeps the restored scroll position.
 * Load more keeps the key and never scrolls. Visitors who ask for reduced motion jump instead.
 */
export function useScrollOnNewSearch(
  target: RefObject<HTMLElement | null>,
  searchKey: string,
  isReady: boolean,
  isEnabled = true,
): void {
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady) return;
    const previous = shownKey.current;
    shownKey.current = searchKey;
    if (!isEnabled || previous === null || previous === searchKey) return;
    target.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [isEnabled, isReady, searchKey, target]);
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
