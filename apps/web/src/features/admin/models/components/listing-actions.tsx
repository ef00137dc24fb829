import {
  APPROVAL_UNDO_MINUTES,
  REJECTION_REASON_MAX_LENGTH,
  SUSPENSION_REASON_MAX_LENGTH,
  VERIFICATION_NOTE_MAX_LENGTH,
  buildAdminApprovePath,
  buildAdminRejectPath,
  buildAdminRestorePath,
  buildAdminSuspendPath,
  buildAdminUndoApprovePath,
  buildAdminUnverifyPath,
  buildAdminVerificationDeclinePath,
  buildAdminVerifyPath,
  type AdminListing,
} from '@app/contract';
import { useEffect, useState } from 'react';
import styles from '../../components/admin-console.module.css';
import { ConfirmStep } from '../../components/confirm-step';
import { formatAdminDateTime } from '../../lib/admin-dates';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';
import { ReasonForm } from './reason-form';
import { VerifyForm } from './verify-form';

type Panel =
  'approve' | 'undo' | 'restore' | 'reject' | 'suspend' | 'verify' | 'unverify' | 'decline';

/** Whether `until` (an ISO time) is still ahead; turns false when it passes. */
function useIsBefore(until: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const end = until === null ? null : Date.parse(until);
  useEffect(() => {
    if (end === null || end <= Date.now()) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), end - Date.now());
    return () => clearTimeout(timer);
  }, [end]);
  return end !== null && end > now;
}

interface ListingActionsProps {
  readonly listing: AdminListing;
  readonly isBusy: boolean;
  readonly run: RunListingAction;
}

/**
 * The moderation buttons the listing's status allows (the server checks the same rules and
 * answers 409 otherwise). Approve and reject act on what waits for review: a submitted listing,
 * or a live listing's changes; approve names the version shown, so changes made since are not
 * approved unseen. Every action asks first: approve, restore and undo with a ConfirmStep
 * saying what follows; reject, suspend and the badge with a small form (the reason or the
 * checks are required, and the form is the confirmation). A first approval can be undone
 * for APPROVAL_UNDO_MINUTES (docs/product/listings-and-moderation.md, "Moderation").
 */
export function ListingActions({ listing, isBusy, run }: ListingActionsProps) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const { id, status } = listing;
  const canSuspend = status === 'live' || status === 'paused' || status === 'pending';
  const inReview = status === 'pending' || listing.changes !== null;
  const subject = status === 'pending' ? 'listing' : 'changes';
  const canUndo = useIsBefore(listing.approval_undo_until);
  const openFlags = listing.flags.filter((flag) => flag.resolved_at === null).length;

  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  const close = () => setPanel(null);
  /** Every action here is a POST on the listing; its panel closes once the server agreed. */
  const post = (path: string) => async (body?: unknown) => {
    const done = await run({ path, method: 'POST', body });
    if (done.ok) close();
    return done;
  };
  const opener = (name: Panel, label: string, isMain = false) => (
    <button
      type="button"
      className={isMain ? 'button' : 'button button--ghost'}
      aria-expanded={panel === name}
      onClick={() => toggle(name)}
    >
      {label}
    </button>
  );
  const flagsReviewed =
    openFlags > 0 ? (
      <li>
        {openFlags === 1
          ? 'Its open photo match counts'
          : `Its ${openFlags} open photo matches count`}{' '}
        as reviewed.
      </li>
    ) : null;

  return (
    <section aria-label="Moderation actions">
      <div className={styles.actions}>
        {inReview
          ? opener('approve', subject === 'listing' ? 'Approve' : 'Approve changes', true)
          : null}
        {inReview ? opener('reject', subject === 'listing' ? 'Reject' : 'Reject changes') : null}
        {status === 'live' && canUndo ? opener('undo', 'Undo approval') : null}
        {canSuspend ? opener('suspend', 'Suspend') : null}
        {status === 'suspended' ? opener('restore', 'Restore', true) : null}
        {listing.is_verified
          ? opener('unverify', 'Remove verified badge')
          : opener('verify', 'Mark verified')}
        {listing.verification_request ? opener('decline', 'Decline verification') : null}
      </div>
      {status === 'live' && canUndo && listing.approval_undo_until ? (
        <p className={modelStyles.soft}>
          Approved just now: you can undo the approval until{' '}
          {formatAdminDateTime(listing.approval_undo_until)}.
        </p>
      ) : null}
      <div>
        {panel === 'approve' && inReview ? (
          <ConfirmStep
            question={
              subject === 'listing'
                ? 'Approve this listing? It goes live at once.'
                : 'Make these changes public?'
            }
            confirmLabel={subject === 'listing' ? 'Yes, approve' : 'Yes, make them public'}
            isBusy={isBusy}
            onCancel={close}
            onConfirm={() => void post(buildAdminApprovePath(id))({ version: listing.version })}
          >
            <ul>
              <li>
                {subject === 'listing'
                  ? 'The public can find it in search and open its profile.'
                  : 'The public profile shows the changes at once.'}{' '}
                You can undo this for {APPROVAL_UNDO_MINUTES} minutes.
              </li>
              {listing.changes?.drops_badge ? (
                <li>
                  <strong>The Verified badge comes off:</strong> the changes replace photos or the
                  age.
                </li>
              ) : null}
              {flagsReviewed}
              <li>The advertiser is e-mailed.</li>
            </ul>
          </ConfirmStep>
        ) : null}
        {panel === 'undo' && canUndo ? (
          <ConfirmStep
            question="Undo the last approval?"
            confirmLabel="Yes, undo the approval"
            isBusy={isBusy}
            onCancel={close}
            onConfirm={() => void post(buildAdminUndoApprovePath(id))()}
          >
            <p>
              A first approval: the listing leaves the site at once and goes back to the review
              queue at its old place. An approval of changes: the listing shows its earlier version
              again and the changes wait for review. The advertiser is e-mailed either way.
            </p>
          </ConfirmStep>
        ) : null}
        {panel === 'restore' && status === 'suspended' ? (
          <ConfirmStep
            question="Restore this listing?"
            confirmLabel="Yes, restore"
            isBusy={isBusy}
            onCancel={close}
            onConfirm={() => void post(buildAdminRestorePath(id))()}
          >
            <p>
              {listing.went_live_at !== null && openFlags === 0
                ? 'It goes live again at once, as it was public before (unless its photos are found to match another listing’s now: then it goes back to the review queue).'
                : 'It goes back to the review queue.'}{' '}
              The advertiser is e-mailed.
            </p>
          </ConfirmStep>
        ) : null}
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
            onCancel={close}
            onSubmit={post(buildAdminRejectPath(id))}
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
            onCancel={close}
            onSubmit={post(buildAdminSuspendPath(id))}
          />
        ) : null}
        {panel === 'verify' ? (
          <VerifyForm isBusy={isBusy} onCancel={close} onSubmit={post(buildAdminVerifyPath(id))} />
        ) : null}
        {panel === 'decline' ? (
          <ReasonForm
            label="Why the listing cannot be verified"
            hint="The advertiser reads it in an e-mail and in their dashboard; the photo is deleted."
            submitLabel="Decline verification"
            kind="reject"
            maxLength={REJECTION_REASON_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={close}
            onSubmit={post(buildAdminVerificationDeclinePath(id))}
          />
        ) : null}
        {panel === 'unverify' ? (
          <ReasonForm
            label="Why the badge is removed"
            hint="The badge leaves the public profile at once. The note is kept with the verification record (optional)."
            submitLabel="Remove the badge"
            kind="unverify"
            maxLength={VERIFICATION_NOTE_MAX_LENGTH}
            isBusy={isBusy}
            onCancel={close}
            onSubmit={post(buildAdminUnverifyPath(id))}
          />
        ) : null}
      </div>
    </section>
  );
}
