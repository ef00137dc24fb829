import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `path` after `delayMs` (docs/product/limits-and-messages.md: 1 s after sign-in, 1.5 s after the code
 * is accepted). The timer is cleared if the page goes away first, so a visitor who clicks
 * elsewhere in the meantime is not pulled back.
 */
export function useDelayedNavigate(): (path: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (path: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(path), delayMs);
    },
    [navigate],
  );
}
