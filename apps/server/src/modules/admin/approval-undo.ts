import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  ADMIN_LISTING_MESSAGES as A,
  APPROVAL_UNDO_MINUTES,
  type AuditAction,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { auditLog, type models } from '../../db/schema.js';
import type { ReplacedVersion } from '../listings/index.js';

type ModelRow = typeof models.$inferSelect;

/**
 * What a first approval keeps in its audit entry so that it can be undone: the listing's
 * updated_at as the approval left it (anything done since moves it), went_live_at before the
 * approval, and the flags the approval marked reviewed.
 */
export interface ApprovalUndoDetails {
  updated_at: string;
  went_live_at: string | null;
  resolved_flag_ids: number[];
  /** The approval made the listing live (its first review), rather than only its changes. */
  first_review?: boolean;
  /** The public version the approved changes replaced. */
  replaced?: ReplacedVersion;
  /** When the badge the changes took off had been granted. */
  badge_verified_at?: string | null;
}

/** The audit entry of an approval that can be undone, or the 409's message why not. */
export type ApprovalUndo =
  { canUndo: true; until: Date; undo: ApprovalUndoDetails } | { canUndo: false; refusal: string };

const APPROVALS: AuditAction[] = ['listing.approve', 'listing.approve_changes'];

function listingEntries(listingId: number) {
  return and(eq(auditLog.targetType, 'listing'), eq(auditLog.targetId, String(listingId)));
}

/**
 * Whether the listing's last approval can still be undone at `now`
 * (docs/product/listings-and-moderation.md, "Moderation"): a first approval or an approval of
 * changes, at most APPROVAL_UNDO_MINUTES ago, with nothing done to the listing since, by an
 * admin (no later audit entry) or by its owner (updated_at moved). The photos approved changes
 * replaced are kept out of view for that long, so the undo can bring them back.
 */
export async function checkApprovalUndo(
  db: Db,
  listing: ModelRow,
  now: Date,
): Promise<ApprovalUndo> {
  const [approval] = await db
    .select()
    .from(auditLog)
    .where(and(listingEntries(listing.id), inArray(auditLog.action, APPROVALS)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!approval) return { canUndo: false, refusal: A.noApprovalToUndo };
  const undo = approval.details?.undo as ApprovalUndoDetails | undefined;
  if (!undo) return { canUndo: false, refusal: A.noApprovalToUndo };
  const until = new Date(approval.createdAt.getTime() + APPROVAL_UNDO_MINUTES * 60_000);
  if (now > until) return { canUndo: false, refusal: A.undoTooLate };
  const [later] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(listingEntries(listing.id), gt(auditLog.id, approval.id)))
    .limit(1);
  if (later || listing.updatedAt.toISOString() !== undo.updated_at) {
    return { canUndo: false, refusal: A.changedSinceApproval };
  }
  return { canUndo: true, until, undo };
}

/** Until when the console offers "Undo approval" (ISO), or null. */
export async function approvalUndoUntil(db: Db, listing: ModelRow, now: Date) {
  if (listing.status !== 'live') return null;
  const check = await checkApprovalUndo(db, listing, now);
  return check.canUndo ? check.until.toISOString() : null;
}
