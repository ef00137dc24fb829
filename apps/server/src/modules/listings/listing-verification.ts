import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { OwnListing, VerificationStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import { models, verificationRequests } from '../../db/schema.js';
import { findPendingRow } from './pending-row.js';

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** The request waiting for a decision, if any; locked with `lock`. */
export const findPendingVerification = (db: Db, listingId: number, lock = false) =>
  findPendingRow(db, verificationRequests, listingId, lock);

/** The owner's latest request, as her dashboard shows it. */
export async function readLatestVerification(
  db: Db,
  listingId: number,
): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.modelId, listingId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return row;
}

/** The owner's view of the badge: her latest request, and the code her next photo shows. */
export async function readOwnVerification(
  db: Db,
  listing: Pick<typeof models.$inferSelect, 'id' | 'isVerified' | 'verificationCode'>,
): Promise<OwnListing['verification']> {
  const latest = await readLatestVerification(db, listing.id);
  return {
    status: verificationStatusOf(latest, listing.isVerified),
    code: listing.verificationCode,
    requested_at: latest?.createdAt.toISOString() ?? null,
    decided_at: latest?.decidedAt?.toISOString() ?? null,
    reason: latest?.status === 'declined' ? latest.reason : null,
  };
}

/** A request waiting comes first; then the badge as it is (it may have come off since). */
function verificationStatusOf(
  latest: VerificationRequestRow | undefined,
  isVerified: boolean,
): VerificationStatus {
  if (latest?.status === 'pending') return 'pending';
  if (isVerified) return 'granted';
  return latest?.status === 'declined' ? 'declined' : 'none';
}

/**
 * Decides the pending request: the photo's row reference is dropped and the listing gets a new
 * code, so the photo cannot be sent again. Answers the photo's name, for the caller to delete
 * once the transaction has committed.
 */
export async function decideVerification(
  tx: Db,
  request: VerificationRequestRow,
  outcome: { status: 'granted' | 'declined'; decidedBy: number | null; reason: string | null },
): Promise<string | null> {
  await tx
    .update(verificationRequests)
    .set({ ...outcome, imageName: null, decidedAt: new Date() })
    .where(eq(verificationRequests.id, request.id));
  await tx
    .update(models)
    .set({ verificationCode: sql`upper(substr(md5(random()::text), 1, 6))` })
    .where(eq(models.id, request.modelId));
  return request.imageName;
}

/** The median hours from request to decision over the last 90 days, and how many were decided. */
export async function readVerificationFacts(
  db: Db,
  now = new Date(),
): Promise<{ median_wait_hours: number | null; decided_last_90_days: number }> {
  const since = new Date(now.getTime() - 90 * 86_400_000);
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${verificationRequests.decidedAt} - ${verificationRequests.createdAt}) / 3600)`,
      decided: sql<number>`count(*)::int`,
    })
    .from(verificationRequests)
    .where(
      and(isNotNull(verificationRequests.decidedAt), gte(verificationRequests.decidedAt, since)),
    );
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return {
    median_wait_hours: median === null ? null : Math.round(median * 10) / 10,
    decided_last_90_days: row?.decided ?? 0,
  };
}
