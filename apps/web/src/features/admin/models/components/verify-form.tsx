import {
  LISTING_VERIFICATION_CHECKS,
  VERIFICATION_NOTE_MAX_LENGTH,
  VerifyListingInputSchema,
  type VerifyListingInput,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../../components/ui/form-field';
import { useServerErrors } from '../../../../hooks/use-server-errors';
import { serverMessageOf } from '../../../../lib/http';
import type { ActionResult } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PanelButtons } from './panel-buttons';

const CHECKS = Object.entries(LISTING_VERIFICATION_CHECKS);
type VerifyValues = z.output<typeof VerifyListingInputSchema>;

interface VerifyFormProps {
  readonly isBusy: boolean;
  readonly onSubmit: (body: VerifyValues) => Promise<ActionResult>;
  readonly onCancel: () => void;
}

/** Marking verified: what was checked (at least one) and a note, kept in the listing's record. */
export function VerifyForm({ isBusy, onSubmit, onCancel }: VerifyFormProps) {
  const { register, handleSubmit, formState, setError } = useForm<
    VerifyListingInput,
    unknown,
    VerifyValues
  >({
    resolver: zodResolver(VerifyListingInputSchema),
    defaultValues: { checks: [], note: '' },
  });
  const applyServerErrors = useServerErrors(setError, ['checks', 'note']);
  const checksErrorId = useId();

  const submit = handleSubmit(async (body) => {
    const result = await onSubmit(body);
    if (result.ok || applyServerErrors(result.error)) return;
    // A wrong check's message sits on `checks.0`: shown on the group like the rest.
    const message = serverMessageOf(result.error);
    if (message) setError('checks', { message });
  });
  const errors = formState.errors;
  const checksError = errors.checks?.message ?? errors.checks?.[0]?.message;

  return (
    <form className={modelStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <p className={modelStyles.soft}>
        Saving shows the Verified badge on the public profile at once, with today’s date.
      </p>
      <fieldset
        className={modelStyles.checks}
        aria-invalid={Boolean(checksError)}
        aria-describedby={checksError ? checksErrorId : undefined}
      >
        <legend>Checks made</legend>
        {CHECKS.map(([check, label]) => (
          <label key={check}>
            <input type="checkbox" value={check} {...register('checks')} /> {label}
          </label>
        ))}
        {checksError ? (
          <p id={checksErrorId} className={modelStyles.error}>
            {checksError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Note"
        hint="How you checked, e.g. a video call. Kept with the record."
        error={errors.note}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('note')}
            rows={2}
            maxLength={VERIFICATION_NOTE_MAX_LENGTH}
          />
        )}
      </FormField>
      <PanelButtons
        submitLabel="Save verified badge"
        isBusy={formState.isSubmitting}
        isDisabled={isBusy}
        onCancel={onCancel}
      />
    </form>
  );
}
