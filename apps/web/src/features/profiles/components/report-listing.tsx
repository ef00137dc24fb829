import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import styles from './report-listing.module.css';

// The form and its schema load on the first press, so the profile's first load stays light.
const ReportForm = lazy(() => import('./report-form'));

/**
 * The "Report" button under a profile and the form it opens in place (decision 029: no
 * dialog and no route of its own, so nothing traps focus and Back stays on the profile).
 */
export function ReportListing({ listingId }: { readonly listingId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <section className={styles.report} aria-label="Report this listing">
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Report
      </button>
      {isOpen ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <ReportForm id={formId} listingId={listingId} />
        </Suspense>
      ) : null}
    </section>
  );
}
