import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import styles from './auth-form.module.css';

interface AuthFormProps {
  /** The form's accessible name. */
  readonly label: string;
  /** react-hook-form's handleSubmit(submit); a failure it re-throws has been shown already. */
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly isBusy: boolean;
  /** True once the form has done its job, so a second click sends nothing. */
  readonly isDone?: boolean;
  /** The fields, above the button. */
  readonly children: ReactNode;
  /** What stands under the button inside the form (a status line). */
  readonly after?: ReactNode;
}

/** The form of every auth card: the fields, the wide submit button and the browser's checks off. */
export function AuthForm({
  label,
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy,
  isDone = false,
  children,
  after,
}: AuthFormProps) {
  return (
    <form
      className={styles.form}
      // handleSubmit re-throws the failure submit() has already shown; nothing is left to do.
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      noValidate
      aria-label={label}
    >
      {children}
      <SubmitButton
        className={styles.submit}
        isBusy={isBusy}
        busyLabel={busyLabel}
        isDisabled={isDone}
      >
        {submitLabel}
      </SubmitButton>
      {after}
    </form>
  );
}
