import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import styles from './in-place-form.module.css';

interface InPlaceFormProps<Values> {
  readonly id?: string | undefined;
  /** The form's accessible name, and the name its failures are logged under. */
  readonly label: string;
  readonly submitLabel: string;
  /** Shown when a failure carries no message of the server's. */
  readonly failedMessage: string;
  /** The form's handleSubmit (react-hook-form), which checks the contract's schema first. */
  readonly handleSubmit: (
    onValid: (values: Values) => Promise<void>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Sends the values; resolves the words to thank with. */
  readonly send: (values: Values) => Promise<string>;
  /** Puts a 422's messages on the fields; false when none took one. */
  readonly applyServerErrors: (error: unknown) => boolean;
  readonly isSubmitting: boolean;
  readonly children: ReactNode;
}

/**
 * A profile's form that opens in place (report, enquiry): sent, it gives way to the server's
 * thank-you; refused, field errors go on their fields and anything else above the button, and
 * nothing chosen or typed is lost.
 */
export function InPlaceForm<Values>({
  id,
  label,
  submitLabel,
  failedMessage,
  handleSubmit,
  send,
  applyServerErrors,
  isSubmitting,
  children,
}: InPlaceFormProps<Values>) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      setSent(await send(values));
    } catch (error) {
      logError(label, error);
      if (!applyServerErrors(error)) setFailure(serverMessageOf(error) ?? failedMessage);
    }
  }

  if (sent) {
    return (
      <p id={id} className={styles.success} role="status">
        {sent}
      </p>
    );
  }

  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={label}
    >
      {children}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <SubmitButton isBusy={isSubmitting} busyLabel="Sending…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
