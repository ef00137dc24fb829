import type { ReactNode } from 'react';
import { MessagePage } from './message-page';
import styles from './load-failed.module.css';

interface LoadFailedProps {
  /** What could not load, said calmly ("Your profile could not be loaded just now."). */
  readonly message: ReactNode;
  readonly onRetry: () => void;
}

/**
 * In place of a block whose data could not load: why, and Try again (which asks once more).
 * The one shape for every panel, section and card of the app.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.block} role="alert">
      <p>{message}</p>
      <RetryButton onRetry={onRetry} className="button button--ghost" />
    </div>
  );
}

interface LoadFailedPageProps {
  /** The page's heading ("This profile could not load"). */
  readonly title: string;
  readonly onRetry: () => void;
}

/** The same, when a whole public page is what could not load: its heading and Try again. */
export function LoadFailedPage({ title, onRetry }: LoadFailedPageProps) {
  return (
    <MessagePage title={title} actions={<RetryButton onRetry={onRetry} className="button" />}>
      <p>Please check your connection and try again.</p>
    </MessagePage>
  );
}

interface RetryButtonProps {
  readonly onRetry: () => void;
  readonly className: string;
}

function RetryButton({ onRetry, className }: RetryButtonProps) {
  return (
    <button type="button" className={className} onClick={onRetry}>
      Try again
    </button>
  );
}
