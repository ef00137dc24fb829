import { FieldErrorText } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { DEFAULT_SUBMIT_LABEL } from './step-form-props';
import styles from './step-form.module.css';

interface StepActionsProps {
  readonly submitLabel: string | undefined;
  readonly isSaving: boolean;
  /** A failure no field of the form shows (the server's message). */
  readonly formError: string | undefined;
  readonly onCancel: (() => void) | undefined;
}

/** The foot of every step form: the failure no field shows, the submit and maybe Cancel. */
export function StepActions({ submitLabel, isSaving, formError, onCancel }: StepActionsProps) {
  return (
    <>
      <FieldErrorText message={formError} className={styles.error} role="alert" />
      <div className={styles.actions}>
        <SubmitButton isBusy={isSaving}>{submitLabel ?? DEFAULT_SUBMIT_LABEL}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </>
  );
}
