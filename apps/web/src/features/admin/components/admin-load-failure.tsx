import styles from './admin-console.module.css';

interface AdminLoadFailureProps {
  readonly message: string;
  readonly onRetry: () => void;
}

/** In place of a section's content when it could not load: why, and a way to ask again. */
export function AdminLoadFailure({ message, onRetry }: AdminLoadFailureProps) {
  return (
    <div className={styles.card} role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
