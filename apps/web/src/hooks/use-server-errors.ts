import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../lib/http';

/**
 * Puts a failed call's 422 field map onto the form's fields (the first one focused), so the
 * server's message shows where the browser's own would. Answers whether any field took one:
 * when none did, the form says the failure its own way (a line, a toast, the status).
 */
export function useServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): (error: unknown) => boolean {
  return useCallback(
    (error: unknown) => {
      const entries = Object.entries(fieldErrorsOf(error, fields)) as Array<[Path<Values>, string]>;
      entries.forEach(([field, message], index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
      return entries.length > 0;
    },
    // The field list is a constant of each form; its identity may change per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError, fields.join()],
  );
}
