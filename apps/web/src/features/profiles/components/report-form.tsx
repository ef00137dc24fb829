import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  ListingReportInputSchema,
} from '@app/contract';
import type { z } from 'zod';
import { ChoiceGroup } from '../../../components/listing-steps/choice-group';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { reportListing } from '../api/report-listing';
import { InPlaceForm } from './in-place-form';

type ReportOutput = z.output<typeof ListingReportInputSchema>;
const REPORT_FIELDS = ['reason', 'details'] as const;
const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({
  value: reason,
  label: REPORT_REASON_LABELS[reason],
}));

/**
 * Reason and optional details, checked by the contract's schema. A sent report replaces the
 * form with the thank-you; on a failure nothing chosen or typed is lost.
 */
export default function ReportForm({
  id,
  listingId,
}: {
  readonly id?: string;
  readonly listingId: number;
}) {
  const { register, handleSubmit, formState, applyServerErrors } = useContractForm({
    schema: ListingReportInputSchema,
    defaultValues: { details: '' },
    serverErrorFields: REPORT_FIELDS,
  });
  const { errors, isSubmitting } = formState;

  return (
    <InPlaceForm<ReportOutput>
      id={id}
      label="Report this listing"
      submitLabel="Send report"
      failedMessage={REPORT_MESSAGES.failed}
      handleSubmit={handleSubmit}
      send={async (values) =>
        (await reportListing(listingId, values)).message || REPORT_MESSAGES.sent
      }
      applyServerErrors={applyServerErrors}
      isSubmitting={isSubmitting}
    >
      <ChoiceGroup
        legend="What is wrong?"
        type="radio"
        options={REASON_OPTIONS}
        registration={register('reason')}
        error={errors.reason?.message}
      />
      <FormField
        label="Details (optional)"
        error={errors.details}
        hint="What did you notice? Our moderators read every report; the advertiser never learns who sent it."
      >
        {(props) => (
          <textarea
            {...props}
            rows={4}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            {...register('details')}
          />
        )}
      </FormField>
    </InPlaceForm>
  );
}
