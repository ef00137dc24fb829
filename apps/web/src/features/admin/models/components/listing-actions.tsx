import {
  REJECTION_REASON_MAX_LENGTH,
  SUSPENSION_REASON_MAX_LENGTH,
  VERIFICATION_NOTE_MAX_LENGTH,
  buildAdminApprovePath,
  buildAdminRejectPath,
  buildAdminRestorePath,
  buildAdminSuspendPath,
  buildAdminUnverifyPath,
  buildAdminVerificationDeclinePath,
  buildAdminVerifyPath,
  type AdminListing,
} from '@app/contract';
import { useState } from 'react';
import styles from '../../components/admin-console.module.css';
import type { RunListingAction } from '../lib/run-action';
import { ReasonForm } from './reason-form';
import { VerifyForm } from './verify-form';

type Panel = 'reject' | 'suspend' | 'verify' | 'unverify' | 'decline';

interface ListingActionsProps {
  readonly listing: AdminListing;
  readonly isBusy: boolean;
  readonly run: RunListingAction;
}

/**
 * The moderation buttons the listing's status allows (the server checks the same rules and
 * answers 409 otherwise). Approve and reject act on what waits for review: a submitted listing,
 * or a live listing's changes; approve names the version shown, so changes made since are not
 * approved unseen. Reject, suspend and the badge open a small form first: the reason or the
 * checks are required, and the form is the confirmation.
 */
export function ListingActions({ listing, isBusy, run }: ListingActionsProps) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const { id, status } = listing;
  const canSuspend = status === 'live' || status === 'paused' || status === 'pending';
  const inReview = status === 'pending' || listing.changes !== null;
  const subject = status === 'pending' ? 'listing' : 'changes';

  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const closeOnSuccess = async (result: ReturnType<RunListingAction>) => {
    const done = await result;
    if (done.ok) setPanel(null);
    return done;
  };
  const opener = (name: Panel, label: string) => (
    <button
      type="button"
      className="button button--ghost"
      aria-expanded={panel === name}
      onClick={() => toggle(name)}
    >
      {label}
    </button>
  );

  return (
    <section aria-label="Moderation actions">
      <div className={styles.actions}>
        {inReview ? (
          <button
            type="button"
            className="button"
            disabled={isBusy}
            onClick={() =>
              void run({
                path: buildAdminApprovePath(id),
                method: 'POST',
                body: { version: listing.version },
              })
            }
          >
            {subject === 'listing' ? 'Approve' : 'Approve changes'}
          </button>
        ) : null}
        {inReview ? opener('reject', subject === 'listing' ? 'Reject' : 'Reject changes') : null}
        {canSuspend ? opener('suspend', 'Suspend') : null}
        {status === 'suspended' ? (
          <button
            type="button"
            className="button"
            disabled={isBusy}
            onClick={() => void run({ path: buildAdminRestorePath(id), method: 'POST' })}
          >
            Restore
          </button>
        ) : null}
        {listing.is_verified
          ? opener('unverify', 'Remove verified badge')
          : opener('verify', 'Mark verified')}
        {listing.verification_request ? opener('decline', 'Decline verification') : null}
      </div>
      <div>
        {panel === 'reject' ? (
          <ReasonForm
            label="Reason for rejection"
            hint={
              subject === 'listing'
                ? 'The advertiser reads it in an e-mail and in their dashboard.'
                : 'The listing stays as it is public now. The advertiser reads the reason in an e-mail.'
            }
            submitLabel={subject === 'listing' ? 'Reject listing' : 'Reject changes'}
            kind="reject"
            maxLength={REJECTION_REASON_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={() => setPanel(null)}
            onSubmit={(body) =>
              closeOnSuccess(run({ path: buildAdminRejectPath(id), method: 'POST', body }))
            }
          />
        ) : null}
        {panel === 'suspend' ? (
          <ReasonForm
            label="Reason for suspension"
            hint="The listing leaves the site at once. The advertiser reads the reason in an e-mail and in their dashboard."
            submitLabel="Suspend listing"
            kind="suspend"
            maxLength={SUSPENSION_REASON_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={() => setPanel(null)}
            onSubmit={(body) =>
              closeOnSuccess(run({ path: buildAdminSuspendPath(id), method: 'POST', body }))
            }
          />
        ) : null}
        {panel === 'verify' ? (
          <VerifyForm
            isBusy={isBusy}
            onCancel={() => setPanel(null)}
            onSubmit={(body) =>
              closeOnSuccess(run({ path: buildAdminVerifyPath(id), method: 'POST', body }))
            }
          />
        ) : null}
        {panel === 'decline' ? (
          <ReasonForm
            label="Why the listing cannot be verified"
            hint="The advertiser reads it in an e-mail and in their dashboard; the photo is deleted."
            submitLabel="Decline verification"
            kind="reject"
            maxLength={REJECTION_REASON_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={() => setPanel(null)}
            onSubmit={(body) =>
              closeOnSuccess(
                run({ path: buildAdminVerificationDeclinePath(id), method: 'POST', body }),
              )
            }
          />
        ) : null}
        {panel === 'unverify' ? (
          <ReasonForm
            label="Why the badge is removed"
            hint="Kept with the verification record. Optional."
            submitLabel="Remove the badge"
            kind="unverify"
            maxLength={VERIFICATION_NOTE_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={() => setPanel(null)}
            onSubmit={(body) =>
              closeOnSuccess(run({ path: buildAdminUnverifyPath(id), method: 'POST', body }))
            }
          />
        ) : null}
      </div>
    </section>
  );
}
