import { useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/ui/form-field';
import { fieldErrorsOf } from '../../../../lib/http';
import type { ActionResult } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PanelButtons } from './panel-buttons';

interface ReasonFormProps {
  /** The field's label, e.g. "Reason for rejection". */
  readonly label: string;
  readonly hint: string;
  readonly submitLabel: string;
  /** The body field the text goes in and the server's 422 names (`reason`, `note`). */
  readonly field: 'reason' | 'note';
  readonly required: boolean;
  readonly maxLength: number;
  readonly isBusy: boolean;
  readonly onSubmit: (text: string) => Promise<ActionResult>;
  readonly onCancel: () => void;
}

/**
 * One text box and its submit: the reason of a rejection or suspension, the note of removing
 * the badge. The text stays after an error, and the server's message shows on the field.
 */
export function ReasonForm({
  label,
  hint,
  submitLabel,
  field,
  required,
  maxLength,
  isBusy,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await onSubmit(text);
    setError(result.ok ? undefined : fieldErrorsOf(result.error, [field])[field]);
  }

  return (
    <form className={modelStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={label} hint={hint} error={error ? { message: error } : undefined}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={text}
            required={required}
            maxLength={maxLength}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <PanelButtons submitLabel={submitLabel} isBusy={isBusy} onCancel={onCancel} />
    </form>
  );
}
