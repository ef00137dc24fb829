import { useEffect, useState } from 'react';

/**
 * How many times the visitor has gone Back or Forward while this component is on screen (the
 * browser's popstate). The router's location cannot say so: going back to the entry shown
 * before a search gives the very same location, key included.
 */
export function useHistoryPops(): number {
  const [pops, setPops] = useState(0);
  useEffect(() => {
    const countPop = () => setPops((count) => count + 1);
    window.addEventListener('popstate', countPop);
    return () => window.removeEventListener('popstate', countPop);
  }, []);
  return pops;
}
