import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  listingRevisions,
  modelPhotos,
  models,
  tours,
  type RevisionChanges,
  type RevisionColumns,
  type RevisionTour,
} from '../../db/schema.js';
import { findPendingRow } from './pending-row.js';

type ModelRow = typeof models.$inferSelect;
export type RevisionRow = typeof listingRevisions.$inferSelect;
export type PhotoRow = typeof modelPhotos.$inferSelect;

/** The listing's changes waiting for review, if any; locked until the transaction ends with `lock`. */
export const findPendingRevision = (db: Db, listingId: number, lock = false) =>
  findPendingRow(db, listingRevisions, listingId, lock);

/** The public gallery's photo ids in order (uploads waiting for review left out). */
export async function publicPhotoIds(db: Db, listingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: modelPhotos.id })
    .from(modelPhotos)
    .where(and(eq(modelPhotos.modelId, listingId), eq(modelPhotos.pending, false)))
    .orderBy(asc(modelPhotos.position), asc(modelPhotos.id));
  return rows.map((row) => row.id);
}

/** The listing's tours as they are public now. */
export async function publicTours(db: Db, listingId: number): Promise<RevisionTour[]> {
  return db
    .select({
      id: tours.id,
      state: tours.state,
      city: tours.city,
      lat: tours.lat,
      lng: tours.lng,
      startsOn: tours.startsOn,
      endsOn: tours.endsOn,
    })
    .from(tours)
    .where(eq(tours.modelId, listingId))
    .orderBy(asc(tours.startsOn), asc(tours.id));
}

/** An id for a proposed tour, from the tours' own sequence: approval inserts it under it. */
export async function nextTourId(db: Db): Promise<number> {
  const rows = await db.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('tours', 'id'))::int AS id`,
  );
  return rows.rows[0]!.id;
}

/**
 * Adds `patch` to the listing's changes waiting for review, made with the first change. The
 * caller holds the listing's row lock, so two first changes cannot both make one.
 */
export async function proposeChanges(
  tx: Db,
  listingId: number,
  patch: Partial<RevisionChanges>,
): Promise<void> {
  const open = await findPendingRevision(tx, listingId, true);
  if (!open) {
    await tx.insert(listingRevisions).values({
      modelId: listingId,
      changes: { columns: {}, ...patch },
    });
    return;
  }
  const changes: RevisionChanges = {
    ...open.changes,
    ...patch,
    columns: { ...open.changes.columns, ...patch.columns },
  };
  await tx
    .update(listingRevisions)
    .set({ changes, updatedAt: new Date() })
    .where(eq(listingRevisions.id, open.id));
}

/** The listing as its owner sees it with the changes waiting for review laid over it. */
export function withChanges(listing: ModelRow, revision: RevisionRow | undefined): ModelRow {
  return revision ? { ...listing, ...revision.changes.columns } : listing;
}

/**
 * Whether approving the changes takes the Verified badge off: the badge vouches for the age
 * and the photos an admin checked, so a new age or a photo the admin has not compared does.
 */
export function changesDropBadge(
  listing: Pick<ModelRow, 'age' | 'isVerified'>,
  changes: RevisionChanges,
  publicIds: readonly number[],
): boolean {
  if (!listing.isVerified) return false;
  const ageChanged = changes.columns.age !== undefined && changes.columns.age !== listing.age;
  const newPhoto = (changes.photoIds ?? []).some((id) => !publicIds.includes(id));
  return ageChanged || newPhoto;
}

async function decide(
  tx: Db,
  revisionId: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  decidedBy: number | null,
  reason: string | null,
): Promise<void> {
  await tx
    .update(listingRevisions)
    .set({ status, decidedBy, reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(listingRevisions.id, revisionId));
}

/** The public version a revision replaced, kept so that its approval can be undone. */
export interface ReplacedVersion {
  revisionId: number;
  previous: RevisionChanges;
}

/**
 * Writes the changes to the public listing: its columns, the gallery in the proposed order
 * (uploads become public) and the tours. Photos the changes drop are retired, out of view,
 * until the approval can no longer be undone (`deleteRetiredPhotos`). Answers what it
 * replaced, for an undo.
 */
export async function applyRevision(
  tx: Db,
  listing: ModelRow,
  revision: RevisionRow,
  decidedBy: number | null,
): Promise<ReplacedVersion> {
  const { columns, photoIds, tours: proposedTours } = revision.changes;
  const previous: RevisionChanges = {
    columns: Object.fromEntries(
      Object.keys(columns).map((key) => [key, listing[key as keyof RevisionColumns]]),
    ),
  };
  const set: Partial<typeof models.$inferInsert> = { ...columns };
  if (photoIds) {
    previous.photoIds = await publicPhotoIds(tx, listing.id);
    const photos = await tx.select().from(modelPhotos).where(eq(modelPhotos.modelId, listing.id));
    // An admin may have removed a photo meanwhile: the order keeps the photos that exist.
    const kept = photoIds.filter((id) => photos.some((photo) => photo.id === id));
    const dropped = previous.photoIds.filter((id) => !kept.includes(id));
    if (dropped.length > 0) {
      await tx
        .update(modelPhotos)
        .set({ pending: true, retiredAt: new Date() })
        .where(inArray(modelPhotos.id, dropped));
    }
    await writeGallery(tx, kept);
    set.imageName = photos.find((photo) => photo.id === kept[0])?.imageName ?? null;
  }
  if (proposedTours) {
    previous.tours = await publicTours(tx, listing.id);
    await replaceTours(tx, listing.id, proposedTours);
  }
  await tx
    .update(models)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(models.id, listing.id));
  await decide(tx, revision.id, 'approved', decidedBy, null);
  return { revisionId: revision.id, previous };
}

/** The public gallery in this order: each photo public, none retired. */
async function writeGallery(tx: Db, ordered: readonly number[]): Promise<void> {
  for (const [position, id] of ordered.entries()) {
    await tx
      .update(modelPhotos)
      .set({ position, pending: false, retiredAt: null })
      .where(eq(modelPhotos.id, id));
  }
}

/**
 * Undoes an approval of changes: the public version it replaced comes back (columns, gallery
 * with its retired photos, tours) and the changes wait for review again, their uploads out of
 * view as before.
 */
export async function revertRevision(tx: Db, listingId: number, replaced: ReplacedVersion) {
  const { previous } = replaced;
  const set: Partial<typeof models.$inferInsert> = { ...previous.columns };
  if (previous.photoIds) {
    const shown = await publicPhotoIds(tx, listingId);
    const added = shown.filter((id) => !previous.photoIds!.includes(id));
    if (added.length > 0) {
      await tx.update(modelPhotos).set({ pending: true }).where(inArray(modelPhotos.id, added));
    }
    await writeGallery(tx, previous.photoIds);
    const [main] = previous.photoIds.length
      ? await tx
          .select({ imageName: modelPhotos.imageName })
          .from(modelPhotos)
          .where(eq(modelPhotos.id, previous.photoIds[0]!))
      : [];
    set.imageName = main?.imageName ?? null;
  }
  if (previous.tours) await replaceTours(tx, listingId, previous.tours);
  await tx
    .update(models)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(models.id, listingId));
  await tx
    .update(listingRevisions)
    .set({ status: 'pending', decidedAt: null, decidedBy: null, updatedAt: new Date() })
    .where(eq(listingRevisions.id, replaced.revisionId));
}

/**
 * Deletes the photos that approved changes retired more than `minutes` ago (their approval
 * can no longer be undone), answering them for their files to be removed.
 */
export async function deleteRetiredPhotos(db: Db, minutes: number): Promise<PhotoRow[]> {
  return db
    .delete(modelPhotos)
    .where(lt(modelPhotos.retiredAt, new Date(Date.now() - minutes * 60_000)))
    .returning();
}

async function replaceTours(tx: Db, listingId: number, proposed: RevisionTour[]): Promise<void> {
  const keep = proposed.map((tour) => tour.id);
  await tx
    .delete(tours)
    .where(
      and(eq(tours.modelId, listingId), keep.length > 0 ? notInArray(tours.id, keep) : undefined),
    );
  const existing = await tx
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.modelId, listingId));
  const fresh = proposed.filter((tour) => !existing.some((row) => row.id === tour.id));
  if (fresh.length === 0) return;
  await tx.insert(tours).values(fresh.map((tour) => ({ ...tour, modelId: listingId })));
}

/**
 * Drops the changes (rejected by an admin, or withdrawn by the owner): the uploads made for
 * them are deleted and answered, for the caller to remove their files after the commit.
 */
export async function discardRevision(
  tx: Db,
  revision: RevisionRow,
  outcome: { status: 'rejected' | 'withdrawn'; decidedBy: number | null; reason: string | null },
): Promise<PhotoRow[]> {
  const removed = await tx
    .delete(modelPhotos)
    .where(
      and(
        eq(modelPhotos.modelId, revision.modelId),
        eq(modelPhotos.pending, true),
        isNull(modelPhotos.retiredAt),
      ),
    )
    .returning();
  await decide(tx, revision.id, outcome.status, outcome.decidedBy, outcome.reason);
  return removed;
}
