import { LISTING_MESSAGES, LISTING_STATUS_TEXT, type OwnListing } from '@app/contract';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatAustralianDate } from '../../../lib/australian-date';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { buildModelDashboardPath } from '../../../lib/route-paths';
import { useListingStatusAction, type ListingStatusAction } from '../api/listing-status';
import { buildBuilderStepPath, firstIncompleteStep } from '../lib/builder-steps';
import styles from './builder.module.css';

const ACTION_LABELS: Record<ListingStatusAction, string> = {
  submit: 'Submit for review',
  pause: 'Pause listing',
  resume: 'Resume listing',
  withdraw: 'Withdraw changes',
};

/** The actions each status allows (the server checks the same transitions). */
function actionsFor(listing: OwnListing): ListingStatusAction[] {
  const withdraw: ListingStatusAction[] = listing.pending_changes ? ['withdraw'] : [];
  return [...statusActionsFor(listing), ...withdraw];
}

function statusActionsFor(listing: OwnListing): ListingStatusAction[] {
  switch (listing.status) {
    case 'draft':
    case 'rejected':
      return firstIncompleteStep(listing) === 'review' ? ['submit'] : [];
    case 'live':
      return ['pause'];
    case 'paused':
      return ['resume'];
    default:
      return [];
  }
}

/**
 * Where the listing is, what happens next, the rejection or suspension reason, and what can
 * be done now.
 */
export function StatusCard({ listing }: { readonly listing: OwnListing }) {
  const text = LISTING_STATUS_TEXT[listing.status];
  const action = useListingStatusAction(listing.id);
  const actions = actionsFor(listing);
  const resume = firstIncompleteStep(listing);
  // Each reason is shown only while the listing is in the state it explains.
  const reason =
    listing.status === 'rejected'
      ? listing.rejection_reason
      : listing.status === 'suspended'
        ? listing.suspension_reason
        : null;

  async function run(kind: ListingStatusAction) {
    try {
      const answer = await action.mutateAsync(kind);
      toast.success(answer.message);
    } catch (error) {
      logError(`listing ${kind}`, error);
      toast.error(serverMessageOf(error) ?? 'That did not work just now. Please try again.');
    }
  }

  return (
    <section className={styles.card} aria-labelledby="listing-status-title">
      <header className={styles.cardHeader}>
        <h2 id="listing-status-title" className={styles.cardTitle}>
          Listing status: <span data-status={listing.status}>{text.title}</span>
        </h2>
      </header>
      <p>{text.next}</p>
      {reason ? (
        <div role="note" aria-label="Reason">
          <strong>Reason: </strong>
          {reason}
        </div>
      ) : null}
      {listing.pending_changes ? (
        <div role="note" aria-label="Changes waiting for review">
          <strong>Changes waiting for review</strong> (sent{' '}
          {formatAustralianDate(listing.pending_changes.submitted_at)}). Visitors see your listing
          as it was until our team approves them; we will e-mail you.
          {listing.pending_changes.drops_badge ? ` ${LISTING_MESSAGES.badgeAtRisk}` : ''}
        </div>
      ) : null}
      {(listing.status === 'draft' || listing.status === 'rejected') && resume !== 'review' ? (
        <p>
          <Link to={buildBuilderStepPath(resume)}>Continue your listing</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        {actions.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button"
            disabled={action.isPending}
            onClick={() => void run(kind)}
          >
            {ACTION_LABELS[kind]}
          </button>
        ))}
        {listing.status === 'live' ? (
          <a className="button button--ghost" href={listing.profile_path}>
            View my public profile
          </a>
        ) : (
          <Link className="button button--ghost" to={buildModelDashboardPath('listing')}>
            Preview my listing
          </Link>
        )}
      </div>
    </section>
  );
}
