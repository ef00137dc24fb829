import { useEffect } from 'react';

/** Tells the builder whether a step's form holds unsaved changes (it asks before leaving). */
export function useReportDirty(
  isDirty: boolean,
  onDirtyChange: ((isDirty: boolean) => void) | undefined,
): void {
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  // A step that goes away (saved, or left) has nothing unsaved any more.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
