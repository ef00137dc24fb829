import { LISTING_MESSAGES, LISTING_STEPS, type OwnListing } from '@app/contract';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { useListingStatusAction } from '../api/listing-status';
import { DASHBOARD_PATH } from '../lib/builder-steps';
import styles from './builder.module.css';
import { ListingSummary } from './listing-summary';

const SUBMITTABLE = new Set(['draft', 'rejected']);

/** Step 6: everything at a glance with Edit links, and Submit; then the dashboard. */
export function ReviewStep({ listing }: { readonly listing: OwnListing }) {
  const navigate = useNavigate();
  const action = useListingStatusAction(listing.id);
  const missing = LISTING_STEPS.filter(
    (step) => step !== 'review' && !listing.completed_steps.includes(step),
  );
  const canSubmit = SUBMITTABLE.has(listing.status) && missing.length === 0;

  async function submit() {
    try {
      const answer = await action.mutateAsync('submit');
      toast.success(answer.message || LISTING_MESSAGES.submitted);
      await navigate(DASHBOARD_PATH);
    } catch (error) {
      logError('submit listing', error);
      toast.error(
        serverMessageOf(error) ?? 'Your listing could not be submitted. Please try again.',
      );
    }
  }

  return (
    <div className={styles.form}>
      <p>Check your listing. Our team reviews every listing before it goes live.</p>
      <ListingSummary listing={listing} />
      {missing.length > 0 ? <p className={styles.error}>{LISTING_MESSAGES.incomplete}</p> : null}
      <div className={styles.actions}>
        {SUBMITTABLE.has(listing.status) ? (
          <button
            type="button"
            className="button"
            disabled={!canSubmit || action.isPending}
            onClick={() => void submit()}
          >
            {action.isPending ? 'Submitting…' : 'Submit for review'}
          </button>
        ) : (
          <p>Your listing is already submitted. Changes you save show on your dashboard.</p>
        )}
      </div>
    </div>
  );
}
