import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_LISTING_MESSAGES as A,
  LISTING_MESSAGES as M,
  ACCOUNT_MAIL_SUBJECTS,
  type ListingVerificationCheck,
  type AccountMailSubject,
} from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import { listingFlags, listingVerifications, models, users } from '../../db/schema.js';
import { recordAudit, type AuditActor, type AuditEntry } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import { stripControlCharacters, type Mailer } from '../../platform/mail/mailer.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { countOpenFlags, flagCopiedPhotos, removePhotoFiles } from '../advertiser/index.js';
import { checkApprovalUndo, type ApprovalUndoDetails } from './approval-undo.js';
import {
  applyRevision,
  changesDropBadge,
  revertRevision,
  decideVerification,
  findPendingVerification,
  discardRevision,
  findPendingRevision,
  moveListing,
  nextStatus,
  publicPhotoIds,
} from '../listings/index.js';

type ModelRow = typeof models.$inferSelect;

/** The audit entry of an action on listing `listingId`, in the action's transaction. */
export async function recordListingAction(
  tx: Db,
  actor: AuditActor,
  listingId: number,
  entry: Omit<AuditEntry, 'targetType' | 'targetId'>,
): Promise<void> {
  await recordAudit(tx, actor, { ...entry, targetType: 'listing', targetId: listingId });
}

/** The listing locked until the transaction ends; 404 when there is none. */
export async function lockListing(tx: Transaction, listingId: number): Promise<ModelRow> {
  const [row] = await tx.select().from(models).where(eq(models.id, listingId)).for('update');
  if (!row) throw new AppError('not_found', M.listingNotFound);
  return row;
}

/**
 * Marks the listing's open flags reviewed (the admin saw each match beside its photo) and
 * answers their ids.
 */
async function resolveOpenFlags(db: Db, listingId: number): Promise<number[]> {
  const rows = await db
    .update(listingFlags)
    .set({ resolvedAt: new Date() })
    .where(and(eq(listingFlags.modelId, listingId), isNull(listingFlags.resolvedAt)))
    .returning({ id: listingFlags.id });
  return rows.map((row) => row.id);
}

interface Owner {
  name: string;
  email: string;
  status: 'active' | 'suspended';
}

async function ownerOf(db: Db, userId: number): Promise<Owner> {
  const [owner] = await db
    .select({ name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return owner!;
}

/**
 * The owner of a listing about to go public: 409 while the account is suspended, since a
 * suspended account's listing must not go public (the account is restored first).
 */
async function activeOwnerOf(db: Db, userId: number): Promise<Owner> {
  const owner = await ownerOf(db, userId);
  if (owner.status === 'suspended') throw new AppError('conflict', A.ownerSuspended);
  return owner;
}

/** A plain mail to the advertiser: greeting, the lines, and the way to the dashboard. */
async function mailOwner(
  mailer: Mailer,
  owner: Owner,
  subject: AccountMailSubject,
  lines: readonly string[],
): Promise<void> {
  await mailer.send({
    to: owner.email,
    subject,
    text: [`Hello ${stripControlCharacters(owner.name)},`, '', ...lines].join('\n'),
  });
}

/** What an approval or rejection acted on: a listing's first review, or a public listing's changes. */
export type ReviewSubject = 'listing' | 'changes';

/**
 * Approves what the listing's review shows, as of `version` (409 when the owner changed it
 * since): a pending listing goes live (its first approval sets went_live_at, from which the
 * NEW badge counts), or a public listing's changes are made public, taking the Verified badge
 * off when they change photos or age. Open flags count as reviewed; the owner is mailed.
 * Refused while the owner's account is suspended. A pending listing's approval keeps in its
 * audit entry what undoApproval needs to put it back (ApprovalUndoDetails).
 */
export async function approveListing(
  db: Database,
  mailer: Mailer,
  storage: ImageStorage,
  listingId: number,
  version: number,
  publicUrl: string,
  actor: AuditActor,
): Promise<ReviewSubject> {
  const { owner, subject } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.version !== version) throw new AppError('conflict', A.versionChanged);
    const revision = await findPendingRevision(tx, listingId, true);
    const subject: ReviewSubject = listing.status === 'pending' ? 'listing' : 'changes';
    if (subject === 'changes' && !revision) throw new AppError('conflict', A.notPending);
    const owner = await activeOwnerOf(tx, listing.userId);
    const dropsBadge =
      revision !== undefined &&
      changesDropBadge(listing, revision.changes, await publicPhotoIds(tx, listingId));
    const replaced = revision
      ? await applyRevision(tx, listing, revision, actor.userId)
      : undefined;
    if (subject === 'listing') {
      await moveListing(tx, listing, 'approve', {
        also: { wentLiveAt: sql`coalesce(${models.wentLiveAt}, now())` },
      });
    }
    if (dropsBadge) {
      await writeBadge(tx, actor, listingId, {
        verifiedAt: null,
        checks: [],
        note: BADGE_OFF_NOTE,
      });
    }
    const resolvedFlagIds = await resolveOpenFlags(tx, listingId);
    const undo: ApprovalUndoDetails = {
      updated_at: (await lockListing(tx, listingId)).updatedAt.toISOString(),
      went_live_at: listing.wentLiveAt?.toISOString() ?? null,
      resolved_flag_ids: resolvedFlagIds,
      first_review: subject === 'listing',
      replaced,
      badge_verified_at: dropsBadge ? (listing.verifiedAt?.toISOString() ?? null) : null,
    };
    await recordListingAction(tx, actor, listingId, {
      action: subject === 'listing' ? 'listing.approve' : 'listing.approve_changes',
      details: {
        name: listing.name,
        version,
        verified_badge_removed: dropsBadge,
        revision_applied: revision !== undefined,
        undo,
      },
    });
    return { owner, subject };
  });
  await mailOwner(
    mailer,
    owner,
    subject === 'listing' ? ACCOUNT_MAIL_SUBJECTS.listingLive : ACCOUNT_MAIL_SUBJECTS.changesLive,
    [
      subject === 'listing'
        ? 'Your listing was approved and is now public.'
        : 'Your changes were approved and your listing shows them now.',
      `See it and its statistics from your dashboard: ${publicUrl}/modelDashboard`,
    ],
  );
  return subject;
}

/**
 * Undoes a listing's first approval (live → pending, back in the queue at its old place) within
 * APPROVAL_UNDO_MINUTES and only if nothing was done to it since (checkApprovalUndo's 409s):
 * went_live_at and the flags it marked reviewed are as before the approval, and the owner is
 * mailed that the listing is back in review.
 */
export async function undoApproval(
  db: Database,
  mailer: Mailer,
  listingId: number,
  now: Date,
  publicUrl: string,
  actor: AuditActor,
): Promise<boolean> {
  const { owner, firstReview } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    const check = await checkApprovalUndo(tx, listing, now);
    if (!check.canUndo) throw new AppError('conflict', check.refusal);
    const { undo } = check;
    // Older approvals recorded only first reviews, without the flag.
    const firstReview = undo.first_review ?? true;
    if (undo.replaced) await revertRevision(tx, listingId, undo.replaced);
    if (undo.badge_verified_at) {
      const verifiedAt = new Date(undo.badge_verified_at);
      await writeBadge(tx, actor, listingId, { verifiedAt, checks: [], note: BADGE_BACK_NOTE });
    }
    if (firstReview) {
      await moveListing(tx, listing, 'unapprove', {
        also: { wentLiveAt: undo.went_live_at === null ? null : new Date(undo.went_live_at) },
      });
    }
    if (undo.resolved_flag_ids.length > 0) {
      await tx
        .update(listingFlags)
        .set({ resolvedAt: null })
        .where(inArray(listingFlags.id, undo.resolved_flag_ids));
    }
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.undo_approve',
      details: { name: listing.name, went_live_at: undo.went_live_at, first_review: firstReview },
    });
    return { owner: await ownerOf(tx, listing.userId), firstReview };
  });
  await mailOwner(
    mailer,
    owner,
    firstReview
      ? ACCOUNT_MAIL_SUBJECTS.listingBackInReview
      : ACCOUNT_MAIL_SUBJECTS.changesBackInReview,
    [
      firstReview
        ? 'Our team took back the approval of your listing: it is not public for now and is back with us for review. We will e-mail you when it is reviewed.'
        : 'Our team took back the approval of your changes: your listing shows as it was, and the changes are back with us for review. We will e-mail you when they are reviewed.',
      `Your dashboard: ${publicUrl}/modelDashboard`,
    ],
  );
  return firstReview;
}

/** Why approving changes took the badge off, as the verification record keeps it. */
const BADGE_OFF_NOTE = 'Photos or age changed: the badge waits for a new verification.';

/**
 * Sets the badge (granted with its date, or taken off with none) and records who did it, what
 * was checked and why in listing_verifications: the one way the badge changes.
 */
async function writeBadge(
  tx: Db,
  actor: AuditActor,
  listingId: number,
  badge: { verifiedAt: Date | null; checks: string[]; note: string },
): Promise<void> {
  await tx.insert(listingVerifications).values({
    modelId: listingId,
    adminId: actor.userId,
    adminEmail: adminEmailOf(actor),
    verified: badge.verifiedAt !== null,
    checks: badge.checks,
    note: badge.note,
  });
  await tx
    .update(models)
    .set({
      isVerified: badge.verifiedAt !== null,
      verifiedAt: badge.verifiedAt,
      updatedAt: new Date(),
    })
    .where(eq(models.id, listingId));
}

/** Why the badge came back, as the verification record keeps it. */
const BADGE_BACK_NOTE = 'The approval that took the badge off was undone.';

/** The mail of a move that carries the admin's reason: its subject, and its lines around it. */
interface ReasonMail {
  subject: AccountMailSubject;
  before: string;
  after: string;
}

async function mailReason(mailer: Mailer, owner: Owner, mail: ReasonMail, reason: string) {
  await mailOwner(mailer, owner, mail.subject, [
    mail.before,
    '',
    stripControlCharacters(reason),
    '',
    mail.after,
  ]);
}

/**
 * Rejects what the listing's review shows, with the reason (kept, shown in the dashboard and
 * mailed): a pending listing → rejected, or a public listing's changes are dropped (their
 * uploads deleted) and the public version stays.
 */
export async function rejectListing(
  db: Database,
  mailer: Mailer,
  storage: ImageStorage,
  listingId: number,
  reason: string,
  publicUrl: string,
  actor: AuditActor,
): Promise<ReviewSubject> {
  const { owner, subject, removed } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    const revision = await findPendingRevision(tx, listingId, true);
    const subject: ReviewSubject = listing.status === 'pending' ? 'listing' : 'changes';
    if (subject === 'changes' && !revision) throw new AppError('conflict', A.notPending);
    const outcome = { status: 'rejected', decidedBy: actor.userId, reason } as const;
    const removed = revision ? await discardRevision(tx, revision, outcome) : [];
    if (subject === 'listing') await moveListing(tx, listing, 'reject', { reason });
    await recordListingAction(tx, actor, listingId, {
      action: subject === 'listing' ? 'listing.reject' : 'listing.reject_changes',
      details: { name: listing.name, reason },
    });
    return { owner: await ownerOf(tx, listing.userId), subject, removed };
  });
  await removePhotoFiles(storage, removed);
  await mailReason(
    mailer,
    owner,
    subject === 'listing'
      ? {
          subject: ACCOUNT_MAIL_SUBJECTS.listingNeedsChanges,
          before: 'Your listing was not approved yet, for this reason:',
          after: `Please change it from your dashboard and submit it again: ${publicUrl}/modelDashboard`,
        }
      : {
          subject: ACCOUNT_MAIL_SUBJECTS.changesNotApproved,
          before: 'Your listing stays as it was. Your changes were not approved, for this reason:',
          after: `You can make changes again from your dashboard: ${publicUrl}/modelDashboard`,
        },
    reason,
  );
  return subject;
}

/**
 * live, paused or pending → suspended: off the public site at once (search and profiles serve
 * only live listings). The reason is kept, shown in the dashboard and mailed. Changes waiting
 * for review keep waiting.
 */
export async function suspendListing(
  db: Database,
  mailer: Mailer,
  listingId: number,
  reason: string,
  publicUrl: string,
  actor: AuditActor,
): Promise<void> {
  const owner = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    await moveListing(tx, listing, 'suspend', { reason });
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.suspend',
      details: { name: listing.name, reason, previous_status: listing.status },
    });
    return ownerOf(tx, listing.userId);
  });
  await mailReason(
    mailer,
    owner,
    {
      subject: ACCOUNT_MAIL_SUBJECTS.listingSuspended,
      before:
        'Your listing was suspended by the site team and is no longer public, for this reason:',
      after: `Please reply to this e-mail or contact us from the site if you have questions: ${publicUrl}/contact`,
    },
    reason,
  );
}

/**
 * suspended → live when it had gone live before and has no open flag; otherwise → pending,
 * back in the review queue at its old place (docs/decisions/013-listing-moderation.md). The
 * public version comes back: changes made meanwhile still wait for review. Refused while the
 * owner's account is suspended: the account is restored first.
 */
export async function restoreListing(
  db: Database,
  mailer: Mailer,
  listingId: number,
  publicUrl: string,
  actor: AuditActor,
): Promise<'live' | 'pending'> {
  const { owner, to } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    nextStatus(listing.status, 'restore');
    const owner = await activeOwnerOf(tx, listing.userId);
    // The photos are checked again on the way back, as on resume.
    await flagCopiedPhotos(tx, listingId, listing.userId);
    const context = {
      everLive: listing.wentLiveAt !== null,
      openFlags: await countOpenFlags(tx, listingId),
    };
    const to = await moveListing(tx, listing, 'restore', {
      context,
      also: { submittedAt: sql`coalesce(${models.submittedAt}, now())` },
    });
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.restore',
      details: { name: listing.name, status: to },
    });
    return { owner, to: to as 'live' | 'pending' };
  });
  await mailOwner(mailer, owner, ACCOUNT_MAIL_SUBJECTS.listingRestored, [
    to === 'live'
      ? 'Your listing was restored and is public again.'
      : 'Your listing was restored and is back with our team for review. We will e-mail you.',
    `Your dashboard: ${publicUrl}/modelDashboard`,
  ]);
  return to;
}

export interface VerificationInput {
  checks: ListingVerificationCheck[];
  note: string;
}

/**
 * Marks (checks given) or unmarks (none) the public verified badge, and records who did it,
 * what they checked and their note in listing_verifications. 409 when there is nothing to
 * change. Marking grants the owner's waiting request, if any: its private photo is deleted, and
 * the owner is mailed either way.
 */
export async function setListingVerified(
  db: Database,
  mail: { mailer: Mailer; storage: ImageStorage; publicUrl: string },
  listingId: number,
  input: { verified: boolean } & VerificationInput,
  actor: AuditActor,
): Promise<void> {
  const { owner, photo } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.isVerified === input.verified) {
      throw new AppError('conflict', input.verified ? A.alreadyVerified : A.notVerified);
    }
    const checks = [...new Set(input.checks)];
    const verifiedAt = input.verified ? new Date() : null;
    await writeBadge(tx, actor, listingId, { verifiedAt, checks, note: input.note });
    const request = input.verified ? await findPendingVerification(tx, listingId, true) : undefined;
    const photo = request
      ? await decideVerification(tx, request, {
          status: 'granted',
          decidedBy: actor.userId,
          reason: null,
        })
      : null;
    await recordListingAction(tx, actor, listingId, {
      action: input.verified ? 'listing.verify' : 'listing.unverify',
      details: { name: listing.name, checks, note: input.note },
    });
    return { owner: input.verified ? await ownerOf(tx, listing.userId) : null, photo };
  });
  if (photo) await mail.storage.remove(photo).catch(() => undefined);
  if (owner) {
    await mailOwner(mail.mailer, owner, ACCOUNT_MAIL_SUBJECTS.listingVerified, [
      'Our team checked your listing and it now shows the Verified badge.',
      'A new age or a new photo takes the badge off until you are verified again.',
      `Your dashboard: ${mail.publicUrl}/modelDashboard`,
    ]);
  }
}

/**
 * Declines the owner's waiting verification request with the reason (mailed); its private
 * photo is deleted and her next request needs a new photo with the new code.
 */
export async function declineVerification(
  db: Database,
  mail: { mailer: Mailer; storage: ImageStorage; publicUrl: string },
  listingId: number,
  reason: string,
  actor: AuditActor,
): Promise<void> {
  const { owner, photo } = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    const request = await findPendingVerification(tx, listingId, true);
    if (!request) throw new AppError('conflict', A.noVerificationRequest);
    const photo = await decideVerification(tx, request, {
      status: 'declined',
      decidedBy: actor.userId,
      reason,
    });
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.verification_decline',
      details: { name: listing.name, reason },
    });
    return { owner: await ownerOf(tx, listing.userId), photo };
  });
  if (photo) await mail.storage.remove(photo).catch(() => undefined);
  await mailReason(
    mail.mailer,
    owner,
    {
      subject: ACCOUNT_MAIL_SUBJECTS.verificationDeclined,
      before: 'Your listing could not be verified this time, for this reason:',
      after: `You can send a new photo with the new code from your dashboard: ${mail.publicUrl}/modelDashboard`,
    },
    reason,
  );
}

/** The admin's e-mail as records keep it (the command line's label when no account acted). */
function adminEmailOf(actor: AuditActor) {
  return sql<string>`coalesce((SELECT email FROM users WHERE id = ${actor.userId}), ${actor.label ?? ''})`;
}
