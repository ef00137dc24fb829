import { LISTING_MESSAGES, type OwnListing } from '@app/contract';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { useListingStatusAction } from '../api/listing-status';
import { DASHBOARD_PATH, missingSteps } from '../lib/builder-steps';
import styles from './builder.module.css';
import { ListingPreview } from './listing-preview';

const SUBMITTABLE = new Set(['draft', 'rejected']);

/**
 * The last step: the listing as its public profile will show it (the steps above lead back to
 * each section), and Submit; then the dashboard.
 */
export function ReviewStep({ listing }: { readonly listing: OwnListing }) {
  const navigate = useNavigate();
  const action = useListingStatusAction(listing.id);
  const missing = missingSteps(listing);
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
      <ListingPreview listing={listing} />
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
