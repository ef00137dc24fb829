import {
  RejectListingInputSchema,
  SuspendListingInputSchema,
  UnverifyListingInputSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { useServerErrors } from '../../../../hooks/use-server-errors';
import type { ActionResult } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PanelButtons } from './panel-buttons';

/** The body each reason form sends: a rejection's or suspension's reason, the badge's note. */
const REASON_SCHEMAS = {
  reject: RejectListingInputSchema,
  suspend: SuspendListingInputSchema,
  unverify: UnverifyListingInputSchema,
} as const;
export type ReasonKind = keyof typeof REASON_SCHEMAS;

/** Both shapes as one form: the text sits under `reason` or `note`. */
type ReasonValues = { reason?: string; note?: string };

interface ReasonFormProps {
  readonly kind: ReasonKind;
  /** The field's label, e.g. "Reason for rejection". */
  readonly label: string;
  readonly hint: string;
  readonly submitLabel: string;
  readonly maxLength: number;
  readonly isBusy: boolean;
  readonly onSubmit: (body: ReasonValues) => Promise<ActionResult>;
  readonly onCancel: () => void;
}

/**
 * One text box and its submit: the reason of a rejection or suspension, the note of removing
 * the badge, checked with the contract's schema of that call. The text stays after an error,
 * and the server's message shows on the field.
 */
export function ReasonForm({
  kind,
  label,
  hint,
  submitLabel,
  maxLength,
  isBusy,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const field = kind === 'unverify' ? 'note' : 'reason';
  const { register, handleSubmit, formState, setError } = useForm<ReasonValues>({
    resolver: zodResolver(REASON_SCHEMAS[kind]),
    defaultValues: { [field]: '' },
  });
  const applyServerErrors = useServerErrors(setError, [field]);

  const submit = handleSubmit(async (body) => {
    const result = await onSubmit(body);
    if (!result.ok) applyServerErrors(result.error);
  });

  return (
    <form className={modelStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={label} hint={hint} error={formState.errors[field]}>
        {(props) => (
          <textarea
            {...props}
            {...register(field)}
            rows={3}
            required={kind !== 'unverify'}
            maxLength={maxLength}
          />
        )}
      </FormField>
      <PanelButtons
        submitLabel={submitLabel}
        isBusy={formState.isSubmitting}
        isDisabled={isBusy}
        onCancel={onCancel}
      />
    </form>
  );
}
