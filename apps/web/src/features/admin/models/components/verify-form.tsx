import {
  LISTING_VERIFICATION_CHECKS,
  VERIFICATION_NOTE_MAX_LENGTH,
  type ListingVerificationCheck,
} from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/ui/form-field';
import { fieldErrorsOf, serverMessageOf } from '../../../../lib/http';
import type { ActionResult } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PanelButtons } from './panel-buttons';

const CHECKS = Object.entries(LISTING_VERIFICATION_CHECKS) as [ListingVerificationCheck, string][];

interface VerifyFormProps {
  readonly isBusy: boolean;
  readonly onSubmit: (checks: ListingVerificationCheck[], note: string) => Promise<ActionResult>;
  readonly onCancel: () => void;
}

/** Marking verified: what was checked (at least one) and a note, kept in the listing's record. */
export function VerifyForm({ isBusy, onSubmit, onCancel }: VerifyFormProps) {
  const [checks, setChecks] = useState<ListingVerificationCheck[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ checks?: string; note?: string }>({});
  const checksErrorId = useId();

  function toggle(check: ListingVerificationCheck, on: boolean) {
    setChecks((current) => (on ? [...current, check] : current.filter((entry) => entry !== check)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await onSubmit(checks, note);
    if (result.ok) return setErrors({});
    const fields = fieldErrorsOf(result.error, ['checks', 'note']);
    // The message of a wrong check sits on `checks.0`; the first message is enough.
    const other = fields.note ? undefined : (serverMessageOf(result.error) ?? undefined);
    setErrors({ checks: fields.checks ?? (fields.note ? undefined : other), note: fields.note });
  }

  return (
    <form className={modelStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className={modelStyles.checks}
        aria-invalid={Boolean(errors.checks)}
        aria-describedby={errors.checks ? checksErrorId : undefined}
      >
        <legend>Checks made</legend>
        {CHECKS.map(([check, label]) => (
          <label key={check}>
            <input
              type="checkbox"
              checked={checks.includes(check)}
              onChange={(event) => toggle(check, event.target.checked)}
            />{' '}
            {label}
          </label>
        ))}
        {errors.checks ? (
          <p id={checksErrorId} className={modelStyles.error}>
            {errors.checks}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Note"
        hint="How you checked, e.g. a video call. Kept with the record."
        error={errors.note ? { message: errors.note } : undefined}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            value={note}
            maxLength={VERIFICATION_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <PanelButtons submitLabel="Save verified badge" isBusy={isBusy} onCancel={onCancel} />
    </form>
  );
}
