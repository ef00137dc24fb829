import styles from './auth-form.module.css';

interface AuthSubmitButtonProps {
  readonly label: string;
  /** docs/product/limits-and-messages.md: what the button reads while the request runs ('Signing in...'). */
  readonly busyLabel: string;
  readonly isBusy: boolean;
  /** After success the button stays off until the page moves on, so a second tap sends nothing. */
  readonly isDone?: boolean;
}

/** The wide submit button of every auth form. */
export function AuthSubmitButton({
  label,
  busyLabel,
  isBusy,
  isDone = false,
}: AuthSubmitButtonProps) {
  return (
    <button type="submit" className={`button ${styles.submit ?? ''}`} disabled={isBusy || isDone}>
      {isBusy ? busyLabel : label}
    </button>
  );
}
