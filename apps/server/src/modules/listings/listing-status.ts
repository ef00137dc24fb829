import { and, eq } from 'drizzle-orm';
import {
  ADMIN_LISTING_MESSAGES as A,
  LISTING_MESSAGES as M,
  type ListingStatus,
} from '@app/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';

type ModelRow = typeof models.$inferSelect;

/**
 * What decides where a move ends when it has two ends: whether the listing was ever approved
 * and whether a copied-photo flag is open.
 */
export interface MoveContext {
  everLive: boolean;
  openFlags: number;
}

interface Transition {
  from: readonly ListingStatus[];
  to: (context: MoveContext) => ListingStatus;
  /** The 409's message when the listing is in no `from` status. */
  refusal: string;
}

/**
 * The listing's one state machine (docs/product/listings-and-moderation.md, "Statuses"). Every
 * status change of the code goes through `moveListing` with one of these events.
 */
export const LISTING_TRANSITIONS = {
  /** The owner sends a finished draft (or a rejected listing, changed) for review. */
  submit: { from: ['draft', 'rejected'], to: () => 'pending', refusal: M.cannotSubmit },
  approve: { from: ['pending'], to: () => 'live', refusal: A.notPending },
  /** An admin undoes a first approval within minutes: back in the queue at its old place. */
  unapprove: { from: ['live'], to: () => 'pending', refusal: A.cannotUndoApproval },
  reject: { from: ['pending'], to: () => 'rejected', refusal: A.notPending },
  pause: { from: ['live'], to: () => 'paused', refusal: M.cannotPause },
  /** A photo found to copy another advertiser's sends the listing back to review instead. */
  resume: {
    from: ['paused'],
    to: ({ openFlags }) => (openFlags > 0 ? 'pending' : 'live'),
    refusal: M.cannotResume,
  },
  suspend: { from: ['live', 'paused', 'pending'], to: () => 'suspended', refusal: A.cannotSuspend },
  /** Straight back online only if it was approved before and nothing is left to check. */
  restore: {
    from: ['suspended'],
    to: ({ everLive, openFlags }) => (everLive && openFlags === 0 ? 'live' : 'pending'),
    refusal: A.notSuspended,
  },
} as const satisfies Record<string, Transition>;
export type ListingEvent = keyof typeof LISTING_TRANSITIONS;

/** The status `event` moves a listing in `status` to; 409 with the event's refusal otherwise. */
export function nextStatus(
  status: ListingStatus,
  event: ListingEvent,
  context: MoveContext = { everLive: false, openFlags: 0 },
): ListingStatus {
  const transition: Transition = LISTING_TRANSITIONS[event];
  if (!transition.from.includes(status)) throw new AppError('conflict', transition.refusal);
  return transition.to(context);
}

/** The columns a status brings with it: a reason is kept only while it explains the status. */
function columnsOf(to: ListingStatus, reason: string | undefined) {
  return {
    status: to,
    rejectionReason: to === 'rejected' ? (reason ?? null) : null,
    suspensionReason: to === 'suspended' ? (reason ?? null) : null,
    updatedAt: new Date(),
  };
}

/**
 * Moves the (locked) listing with `event` and answers the new status. The update names the
 * status it read, so a concurrent move cannot be overwritten.
 */
export async function moveListing(
  tx: Db,
  listing: ModelRow,
  event: ListingEvent,
  options: { context?: MoveContext; reason?: string; also?: PgUpdateSetSource<typeof models> } = {},
): Promise<ListingStatus> {
  const to = nextStatus(listing.status, event, options.context);
  const rows = await tx
    .update(models)
    .set({ ...options.also, ...columnsOf(to, options.reason) })
    .where(and(eq(models.id, listing.id), eq(models.status, listing.status)))
    .returning({ id: models.id });
  if (rows.length === 0) throw new AppError('conflict', LISTING_TRANSITIONS[event].refusal);
  return to;
}

/**
 * Whether the owner's changes wait for review instead of being written at once: the listing
 * is public, or was and will be again (paused, or suspended after going live). A draft,
 * rejected or pending listing is not public, and its next review sees every change.
 */
export function changesNeedReview(listing: Pick<ModelRow, 'status' | 'wentLiveAt'>): boolean {
  if (listing.status === 'live' || listing.status === 'paused') return true;
  return listing.status === 'suspended' && listing.wentLiveAt !== null;
}
