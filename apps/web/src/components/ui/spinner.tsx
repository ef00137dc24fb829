import { cx } from '../../lib/class-names';

interface SpinnerProps {
  /** Read by screen readers and shown under the spinner. */
  readonly label: string;
  readonly className?: string;
}

/** A loading indicator for a part of a page. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div className={cx('spinner', className)} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
