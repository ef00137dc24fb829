import { useEffect, useRef, type MutableRefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks `question` before a navigation inside the app (another path or query: a link, a step,
 * Back) leaves unsaved changes behind. The returned ref holds whether there are any: a ref,
 * because a save clears it just before it navigates on, before the form's state catches up.
 */
export function useUnsavedChangesGuard(question: string): MutableRefObject<boolean> {
  const hasUnsavedChanges = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) {
      hasUnsavedChanges.current = false;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, question]);
  return hasUnsavedChanges;
}
