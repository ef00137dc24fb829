import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_LISTING_MESSAGES as A,
  LISTING_MESSAGES as M,
  SITE_NAME,
  type ListingStatus,
  type ListingVerificationCheck,
} from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import { listingFlags, listingVerifications, models, users } from '../../db/schema.js';
import { recordAudit, type AuditActor, type AuditEntry } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import { stripControlCharacters, type Mailer } from '../../platform/mail/mailer.js';

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

/** Marks the listing's open flags reviewed (the admin saw each match beside its photo). */
async function resolveOpenFlags(db: Db, listingId: number): Promise<void> {
  await db
    .update(listingFlags)
    .set({ resolvedAt: new Date() })
    .where(and(eq(listingFlags.modelId, listingId), isNull(listingFlags.resolvedAt)));
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
  subject: string,
  lines: readonly string[],
): Promise<void> {
  await mailer.send({
    to: owner.email,
    subject,
    text: [`Hello ${stripControlCharacters(owner.name)},`, '', ...lines].join('\n'),
  });
}

/**
 * pending → live. The first approval sets went_live_at (the NEW badge counts from it); the
 * listing's open flags count as reviewed. The advertiser is mailed. Refused while the owner's
 * account is suspended.
 */
export async function approveListing(
  db: Database,
  mailer: Mailer,
  listingId: number,
  publicUrl: string,
  actor: AuditActor,
): Promise<void> {
  const owner = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.status !== 'pending') throw new AppError('conflict', A.notPending);
    const owner = await activeOwnerOf(tx, listing.userId);
    await tx
      .update(models)
      .set({
        status: 'live',
        rejectionReason: null,
        wentLiveAt: sql`coalesce(${models.wentLiveAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(models.id, listingId));
    await resolveOpenFlags(tx, listingId);
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.approve',
      details: { name: listing.name },
    });
    return owner;
  });
  await mailOwner(mailer, owner, `Your ${SITE_NAME} listing is live`, [
    'Your listing was approved and is now public.',
    `See it and its statistics from your dashboard: ${publicUrl}/modelDashboard`,
  ]);
}

/** A move to a status that carries the admin's reason: recorded, shown in the dashboard, mailed. */
interface MoveWithReason {
  refusal: string;
  allowedFrom: (status: ListingStatus) => boolean;
  set: (
    reason: string,
  ) => Pick<typeof models.$inferInsert, 'status' | 'rejectionReason' | 'suspensionReason'>;
  action: 'listing.reject' | 'listing.suspend';
  details: (listing: ModelRow, reason: string) => Record<string, unknown>;
  /** The mail's subject, and its lines before and after the reason. */
  mail: (publicUrl: string) => { subject: string; before: string; after: string };
}

/** What an admin can suspend: whatever is public or on its way there. */
const SUSPENDABLE: readonly ListingStatus[] = ['live', 'paused', 'pending'];

const MOVES_WITH_REASON = {
  /** pending → rejected with the reason, which the dashboard shows and the advertiser is mailed. */
  reject: {
    refusal: A.notPending,
    allowedFrom: (status) => status === 'pending',
    set: (reason) => ({ status: 'rejected', rejectionReason: reason }),
    action: 'listing.reject',
    details: (listing, reason) => ({ name: listing.name, reason }),
    mail: (publicUrl) => ({
      subject: `Your ${SITE_NAME} listing needs changes`,
      before: 'Your listing was not approved yet, for this reason:',
      after: `Please change it from your dashboard and submit it again: ${publicUrl}/modelDashboard`,
    }),
  },
  /**
   * live, paused or pending → suspended: off the public site at once (search and profiles
   * serve only live listings). The reason is kept, shown in the dashboard and mailed.
   */
  suspend: {
    refusal: A.cannotSuspend,
    allowedFrom: (status) => SUSPENDABLE.includes(status),
    set: (reason) => ({ status: 'suspended', suspensionReason: reason }),
    action: 'listing.suspend',
    details: (listing, reason) => ({ name: listing.name, reason, previous_status: listing.status }),
    mail: (publicUrl) => ({
      subject: `Your ${SITE_NAME} listing was suspended`,
      before:
        'Your listing was suspended by the site team and is no longer public, for this reason:',
      after: `Please reply to this e-mail or contact us from the site if you have questions: ${publicUrl}/contact`,
    }),
  },
} as const satisfies Record<string, MoveWithReason>;

/** Rejects or suspends a listing with the admin's reason (MOVES_WITH_REASON). */
export async function moveListingWithReason(
  db: Database,
  mailer: Mailer,
  listingId: number,
  moveName: keyof typeof MOVES_WITH_REASON,
  reason: string,
  publicUrl: string,
  actor: AuditActor,
): Promise<void> {
  const move: MoveWithReason = MOVES_WITH_REASON[moveName];
  const owner = await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (!move.allowedFrom(listing.status)) throw new AppError('conflict', move.refusal);
    await tx
      .update(models)
      .set({ ...move.set(reason), updatedAt: new Date() })
      .where(eq(models.id, listingId));
    await recordListingAction(tx, actor, listingId, {
      action: move.action,
      details: move.details(listing, reason),
    });
    return ownerOf(tx, listing.userId);
  });
  const mail = move.mail(publicUrl);
  await mailOwner(mailer, owner, mail.subject, [
    mail.before,
    '',
    stripControlCharacters(reason),
    '',
    mail.after,
  ]);
}

/**
 * suspended → live when it had gone live before and has no open flag; otherwise → pending,
 * back in the review queue at its old place (docs/decisions/013-listing-moderation.md).
 * Refused while the owner's account is suspended: the account is restored first.
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
    if (listing.status !== 'suspended') throw new AppError('conflict', A.notSuspended);
    const owner = await activeOwnerOf(tx, listing.userId);
    const [flags] = await tx
      .select({ open: count() })
      .from(listingFlags)
      .where(and(eq(listingFlags.modelId, listingId), isNull(listingFlags.resolvedAt)));
    const to = listing.wentLiveAt && (flags?.open ?? 0) === 0 ? 'live' : 'pending';
    await tx
      .update(models)
      .set({
        status: to,
        suspensionReason: null,
        submittedAt: to === 'pending' ? sql`coalesce(${models.submittedAt}, now())` : undefined,
        updatedAt: new Date(),
      })
      .where(eq(models.id, listingId));
    await recordListingAction(tx, actor, listingId, {
      action: 'listing.restore',
      details: { name: listing.name, status: to },
    });
    return { owner, to } as const;
  });
  await mailOwner(mailer, owner, `Your ${SITE_NAME} listing was restored`, [
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
 * what they checked and their note in listing_verifications. 409 when there is nothing to change.
 */
export async function setListingVerified(
  db: Database,
  adminId: number,
  listingId: number,
  input: { verified: boolean } & VerificationInput,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.isVerified === input.verified) {
      throw new AppError('conflict', input.verified ? A.alreadyVerified : A.notVerified);
    }
    const checks = [...new Set(input.checks)];
    await tx.insert(listingVerifications).values({
      modelId: listingId,
      adminId,
      adminEmail: sql`(SELECT email FROM users WHERE id = ${adminId})`,
      verified: input.verified,
      checks,
      note: input.note,
    });
    await tx
      .update(models)
      .set({
        isVerified: input.verified,
        verifiedAt: input.verified ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(models.id, listingId));
    await recordListingAction(tx, actor, listingId, {
      action: input.verified ? 'listing.verify' : 'listing.unverify',
      details: { name: listing.name, checks, note: input.note },
    });
  });
}
