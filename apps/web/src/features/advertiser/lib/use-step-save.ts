import type { ListingSectionStep, OwnListing } from '@app/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { useSaveListingStep } from '../api/save-listing-step';

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';

/**
 * Saves one step and routes the answer: the server's 422 field messages onto the fields, any
 * other message as a toast. The form is never reset on a failure, so nothing typed is lost.
 */
export function useStepSave<Values extends FieldValues>(options: {
  readonly listingId: number | null;
  readonly step: ListingSectionStep;
  readonly fields: readonly Path<Values>[];
  readonly setError: UseFormSetError<Values>;
  readonly onSaved: (listing: OwnListing) => void;
}) {
  const mutation = useSaveListingStep();
  async function save(values: unknown): Promise<void> {
    try {
      const listing = await mutation.mutateAsync({
        listingId: options.listingId,
        step: options.step,
        values,
      });
      options.onSaved(listing);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, options.fields);
      const entries = Object.entries(fieldErrors) as Array<[Path<Values>, string]>;
      for (const [field, message] of entries) options.setError(field, { message });
      if (entries.length === 0) {
        logError(`save ${options.step}`, error);
        toast.error(serverMessageOf(error) ?? SAVE_FAILED);
      }
    }
  }
  return { save, isSaving: mutation.isPending };
}
