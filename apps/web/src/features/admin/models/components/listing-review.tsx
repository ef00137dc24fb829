import {
  ADMIN_LISTING_STATUS_LABELS,
  LISTING_VERIFICATION_CHECKS,
  type AdminListing,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailRow } from '../../../../components/ui/detail-row';
import { Spinner } from '../../../../components/ui/spinner';
import { HttpError, serverMessageOf } from '../../../../lib/http';
import { logError } from '../../../../lib/log';
import styles from '../../components/admin-console.module.css';
import {
  useAdminListing,
  useListingAction,
  type ListingActionRequest,
} from '../api/admin-listings-api';
import { formatAdminDateTime } from '../../lib/admin-dates';
import type { ActionResult } from '../lib/run-action';
import { ListingActions } from './listing-actions';
import { ListingChanges } from './listing-changes';
import { ListingHistory } from './listing-history';
import { VerificationRequest } from './verification-request';
import { ListingFields } from './listing-fields';
import { ListingPhotos, PhotoMatches } from './listing-photos';
import modelStyles from './models.module.css';

interface ListingReviewProps {
  readonly listingId: number;
  /** The list's search params, to go back with its filters. */
  readonly backTo: string;
}

const FAILED = 'That did not work just now. Please try again.';

/**
 * One listing as an admin reviews it: status and owner, the actions, photo matches beside
 * their match, every photo, every field (editable) and the verification record. Each action's
 * result is read out in the status line, and the answer's listing replaces the shown one.
 */
export function ListingReview({ listingId, backTo }: ListingReviewProps) {
  const listing = useAdminListing(listingId);
  const action = useListingAction(listingId);
  const [statusLine, setStatusLine] = useState('');

  async function run(request: ListingActionRequest): Promise<ActionResult> {
    try {
      const answer = await action.mutateAsync(request);
      setStatusLine(answer.message);
      return { ok: true };
    } catch (error) {
      // A 4xx is the server's answer to the admin (shown); anything else is worth a log line.
      if (!(error instanceof HttpError) || error.status >= 500)
        logError('admin listing action', error);
      setStatusLine(serverMessageOf(error) ?? FAILED);
      return { ok: false, error };
    }
  }

  const linkTo = (otherId: number) => {
    const params = new URLSearchParams(backTo.replace(/^\?/, ''));
    params.set('listing', String(otherId));
    return `?${params.toString()}`;
  };

  return (
    <section aria-labelledby="listing-review-title" className={modelStyles.stack}>
      {/* The status line sits under the back link, so an empty one leaves no gap of its own. */}
      <div>
        <p className={modelStyles.backLink}>
          <Link to={backTo}>← Back to listings</Link>
        </p>
        <p role="status" aria-live="polite" className={modelStyles.statusLine}>
          {statusLine}
        </p>
      </div>
      {listing.isPending ? (
        <Spinner label="Loading the listing…" />
      ) : listing.isError ? (
        <>
          <h1 id="listing-review-title" className="page__title">
            Listing not found
          </h1>
          <p role="alert">{serverMessageOf(listing.error) ?? FAILED}</p>
        </>
      ) : (
        <ReviewBody listing={listing.data} isBusy={action.isPending} run={run} linkTo={linkTo} />
      )}
    </section>
  );
}

interface ReviewBodyProps {
  readonly listing: AdminListing;
  readonly isBusy: boolean;
  readonly run: (request: ListingActionRequest) => Promise<ActionResult>;
  readonly linkTo: (listingId: number) => string;
}

function ReviewBody({ listing, isBusy, run, linkTo }: ReviewBodyProps) {
  return (
    <>
      <header className={styles.sectionHeader}>
        <h1 id="listing-review-title" className="page__title">
          {listing.name}
        </h1>
        <span className={styles.status} data-status={listing.status}>
          {ADMIN_LISTING_STATUS_LABELS[listing.status]}
        </span>
      </header>
      <div className={styles.card}>
        <dl className={modelStyles.fields}>
          <DetailRow term="Owner">
            {listing.owner.name} ({listing.owner.email})
            {listing.owner.status === 'suspended' ? ' · account suspended' : ''}
          </DetailRow>
          <DetailRow term="Created">{formatAdminDateTime(listing.created_at)}</DetailRow>
          <DetailRow term="Submitted">{formatAdminDateTime(listing.submitted_at)}</DetailRow>
          <DetailRow term="First live">{formatAdminDateTime(listing.went_live_at)}</DetailRow>
          <DetailRow term="Verified">
            {listing.is_verified ? `Yes, since ${formatAdminDateTime(listing.verified_at)}` : 'No'}
          </DetailRow>
          <DetailRow term="Rejection reason">{listing.rejection_reason}</DetailRow>
          <DetailRow term="Suspension reason">{listing.suspension_reason}</DetailRow>
        </dl>
        {listing.status === 'live' ? (
          <p>
            <a href={listing.profile_path} target="_blank" rel="noreferrer">
              Open the public profile
            </a>
          </p>
        ) : null}
        <ListingActions listing={listing} isBusy={isBusy} run={run} />
      </div>
      <VerificationRequest listing={listing} />
      <ListingChanges listing={listing} />
      <PhotoMatches listing={listing} linkTo={linkTo} />
      <ListingPhotos listing={listing} isBusy={isBusy} run={run} />
      <ListingFields listing={listing} run={run} />
      <VerificationHistory listing={listing} />
      <ListingHistory listing={listing} />
    </>
  );
}

/** Who marked or unmarked the badge, what they checked, their note, when; newest first. */
function VerificationHistory({ listing }: { readonly listing: AdminListing }) {
  return (
    <section aria-labelledby="listing-verifications-title">
      <h2 id="listing-verifications-title">Verification record</h2>
      {listing.verifications.length === 0 ? (
        <p>Never verified.</p>
      ) : (
        <ul className={modelStyles.history}>
          {listing.verifications.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.verified ? 'Marked verified' : 'Badge removed'}</strong> by{' '}
              {entry.admin_email} on {formatAdminDateTime(entry.created_at)}
              {entry.checks.length > 0
                ? ` · checked: ${entry.checks
                    .map(
                      (check) =>
                        LISTING_VERIFICATION_CHECKS[
                          check as keyof typeof LISTING_VERIFICATION_CHECKS
                        ] ?? check,
                    )
                    .join(', ')}`
                : ''}
              {entry.note ? ` · “${entry.note}”` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
