import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cx } from '../../lib/class-names';
import { ChevronIcon } from './chevron-icon';
import styles from './phone-disclosure.module.css';

interface PhoneDisclosureProps {
  /** The one row a phone shows while the content is folded: what the content holds. */
  readonly summary: ReactNode;
  readonly children: ReactNode;
  readonly className?: string | undefined;
}

/**
 * Content that phones fold into one summary row, so the page's own content (the first
 * listing) is on the first screen; the row opens it. Wider screens show the content and no
 * row. It folds again on every new page, as the visitor's next screen starts from the top.
 */
export function PhoneDisclosure({ summary, children, className }: PhoneDisclosureProps) {
  const panelId = useId();
  const { key } = useLocation();
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const isOpen = openOnPage === key;

  return (
    <div className={className}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOnPage(isOpen ? null : key)}
      >
        <span className={styles.summary}>{summary}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={cx(styles.panel, isOpen && styles.open)}>
        {children}
      </div>
    </div>
  );
}
