import type { ListingSectionStep, OwnListing } from '@app/contract';
import { useSaveListingStep } from '../api/save-listing-step';

/**
 * The advertiser's `save` for a step form: the step saved as a draft (the first basics create
 * the listing), then `onSaved` with the answer. A failure rejects, so the form shows it.
 */
export type StepSave = (step: ListingSectionStep) => (values: unknown) => Promise<void>;

export function useStepSave(
  listingId: number | null,
  onSaved: (listing: OwnListing) => void,
): StepSave {
  const mutation = useSaveListingStep();
  return (step: ListingSectionStep) =>
    async (values: unknown): Promise<void> => {
      onSaved(await mutation.mutateAsync({ listingId, step, values }));
    };
}
