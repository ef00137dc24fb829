import { useId } from 'react';
import styles from './auth-form.module.css';

interface PhoneSignInButtonProps {
  readonly label: string;
}

/**
 * The handed-over forms have a phone button (docs/product/accounts.md#sign-in) but not what it does. Until sign-in by
 * text message exists it stays visible, keyboard reachable and announced as unavailable
 * (aria-disabled, not disabled, so it keeps focus and its note is read).
 */
export function PhoneSignInButton({ label }: PhoneSignInButtonProps) {
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={`button button--ghost ${styles.altButton ?? ''}`}
        aria-disabled="true"
        aria-describedby={hintId}
        title="Coming soon"
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </button>
      <p id={hintId} className={styles.altHint}>
        Phone sign-in is coming soon.
      </p>
    </>
  );
}
