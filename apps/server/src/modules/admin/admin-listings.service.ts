import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_HISTORY_ACTIONS,
  LISTING_MESSAGES as M,
  buildAdminVerificationPhotoPath,
  toPlaceKey,
  type AdminListing,
  type AdminListingRow,
  type AdminListingsQuery,
  type AdminPage,
  type ListingChanges,
  type ListingFlag,
  type ListingHistoryAction,
  type OwnListing,
  type ListingStatus,
  type OwnPhoto,
} from '@app/contract';
import type { Database, Db } from '../../db/client.js';
import {
  listingFlags,
  listingHistory,
  listingRevisions,
  listingVerifications,
  modelPhotos,
  models,
  users,
} from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { readOwnListing, toOwnPhoto } from '../advertiser/index.js';
import { findPendingVerification } from '../listings/index.js';
import { readAdminPage } from './admin-page.js';
import { approvalUndoUntil } from './approval-undo.js';

/** Open flags (photo matches nobody has reviewed yet) of the listing in the outer query. */
const openFlagCount = sql<number>`(
  SELECT count(*)::int FROM ${listingFlags}
  WHERE ${listingFlags.modelId} = ${models.id} AND ${listingFlags.resolvedAt} IS NULL
)`;

/**
 * The main photo's row as JSON (toOwnPhoto's fields), so the table shows its narrowest width
 * without a second query per row.
 */
const mainPhoto = sql<PhotoJson | null>`(
  SELECT json_build_object(
    'id', p.id, 'position', p.position, 'imageName', p.image_name,
    'baseName', p.base_name, 'widths', p.widths, 'width', p.width
  )
  FROM ${modelPhotos} p WHERE p.model_id = ${models.id} AND NOT p.pending
  ORDER BY p.position, p.id LIMIT 1
)`;
type PhotoJson = Parameters<typeof toOwnPhoto>[0];

/** When the listing's changes waiting for review were sent, or null when none wait. */
const changesSubmittedAt = sql<string | null>`(
  SELECT r.submitted_at FROM ${listingRevisions} r
  WHERE r.model_id = ${models.id} AND r.status = 'pending'
)`;

/** Since when the listing waits for review: its first review, or its changes'. */
const waitingSince = sql`coalesce(${changesSubmittedAt}, ${models.submittedAt})`;

function listingConditions(query: AdminListingsQuery): SQL | undefined {
  const { q, status, state, city, flagged } = query;
  return and(
    q
      ? or(ilike(models.name, containsPattern(q)), ilike(users.email, containsPattern(q)))
      : undefined,
    status === 'pending'
      ? or(eq(models.status, 'pending'), sql`${changesSubmittedAt} IS NOT NULL`)
      : undefined,
    status && status !== 'pending' ? eq(models.status, status) : undefined,
    state ? eq(models.state, state) : undefined,
    city ? eq(models.cityKey, toPlaceKey(city)) : undefined,
    flagged === 'yes' ? sql`${openFlagCount} > 0` : undefined,
    flagged === 'no' ? sql`${openFlagCount} = 0` : undefined,
  );
}

/**
 * One page of listings, filtered on the server. The review queue (`status=pending`) is oldest
 * submission first, as a queue is worked; every other view shows the newest change first.
 */
export async function listAdminListings(
  db: Database,
  query: AdminListingsQuery,
): Promise<AdminPage<AdminListingRow>> {
  const where = listingConditions(query);
  const order =
    query.status === 'pending'
      ? [asc(waitingSince), asc(models.id)]
      : [desc(models.updatedAt), desc(models.id)];
  return readAdminPage(
    query,
    db
      .select({
        id: models.id,
        name: models.name,
        status: models.status,
        age: models.age,
        gender: models.gender,
        state: models.state,
        city: models.city,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
        submittedAt: models.submittedAt,
        updatedAt: models.updatedAt,
        isVerified: models.isVerified,
        changesSubmittedAt,
        openFlags: openFlagCount,
        mainPhoto,
      })
      .from(models)
      .innerJoin(users, eq(users.id, models.userId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(models)
      .innerJoin(users, eq(users.id, models.userId))
      .where(where),
    (row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      age: row.age,
      gender: row.gender,
      state: row.state,
      city: row.city,
      owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
      submitted_at: row.submittedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      is_verified: row.isVerified,
      changes_pending: row.changesSubmittedAt !== null,
      open_flags: row.openFlags,
      photo_url: row.mainPhoto ? (toOwnPhoto(row.mainPhoto).sources[0]?.url ?? null) : null,
    }),
  );
}

/**
 * A listing in any status with everything an admin checks: every field and photo (as its
 * owner sees them), the owner's account, dates, the flags with the other listing's matched
 * photo beside each, who marked it verified, what they checked and when, and until when its
 * approval can be undone at `now`.
 */
export async function readAdminListing(
  db: Db,
  listingId: number,
  now = new Date(),
): Promise<AdminListing> {
  const [row] = await db.select().from(models).where(eq(models.id, listingId));
  if (!row) throw new AppError('not_found', M.listingNotFound);
  const [[owner], flags, verifications, own, history] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, row.userId)),
    readFlags(db, listingId),
    db
      .select()
      .from(listingVerifications)
      .where(eq(listingVerifications.modelId, listingId))
      .orderBy(desc(listingVerifications.createdAt), desc(listingVerifications.id)),
    readOwnListing(db, row),
    db
      .select()
      .from(listingHistory)
      .where(eq(listingHistory.modelId, listingId))
      .orderBy(desc(listingHistory.createdAt), desc(listingHistory.id))
      .limit(LISTING_HISTORY_SHOWN),
  ]);
  const request = await findPendingVerification(db, listingId);
  const changes = own.pending_changes ? await readChanges(db, row, own, own.pending_changes) : null;
  const undoUntil = await approvalUndoUntil(db, row, now);
  return {
    ...own,
    owner: owner ?? { id: row.userId, name: '', email: '', status: 'active' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    went_live_at: row.wentLiveAt?.toISOString() ?? null,
    approval_undo_until: undoUntil,
    is_verified: row.isVerified,
    verification_request: request
      ? {
          requested_at: request.createdAt.toISOString(),
          code: request.code,
          photo_path: buildAdminVerificationPhotoPath(listingId),
        }
      : null,
    changes,
    flags,
    verifications: verifications.map((entry) => ({
      id: entry.id,
      verified: entry.verified,
      checks: entry.checks,
      note: entry.note,
      admin_email: entry.adminEmail,
      created_at: entry.createdAt.toISOString(),
    })),
    history: history.map((entry) => ({
      action: entry.action,
      label: LISTING_HISTORY_ACTIONS[entry.action as ListingHistoryAction] ?? entry.action,
      at: entry.createdAt.toISOString(),
      waited_for_review: entry.waitedForReview,
    })),
  };
}

/** The newest changes the console shows of a listing's history. */
const LISTING_HISTORY_SHOWN = 50;

/** The public fields a change can touch, with the words the console shows them under. */
const CHANGE_FIELDS = {
  name: 'Display name',
  age: 'Age',
  gender: 'Gender',
  account_type: 'Account type',
  categories: 'Categories',
  state: 'State',
  city: 'City',
  suburb: 'Suburb',
  postcode: 'Postcode',
  show_suburb: 'Suburb shown',
  description_html: 'Description',
  languages: 'Languages',
  ethnicity: 'Ethnicity',
  phone: 'Phone',
  contact_channels: 'Contact by',
  telegram_handle: 'Telegram username',
} as const satisfies Partial<Record<keyof OwnListing, string>>;

function fieldText(value: OwnListing[keyof typeof CHANGE_FIELDS]): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The public version beside the owner's changes: each field that differs, photos and tours. */
async function readChanges(
  db: Db,
  row: typeof models.$inferSelect,
  own: OwnListing,
  pending: NonNullable<OwnListing['pending_changes']>,
): Promise<ListingChanges> {
  const before = await readOwnListing(db, row, { asPublic: true });
  const fields = Object.entries(CHANGE_FIELDS).flatMap(([field, label]) => {
    const key = field as keyof typeof CHANGE_FIELDS;
    const [was, is] = [fieldText(before[key]), fieldText(own[key])];
    return was === is ? [] : [{ field, label, before: was, after: is }];
  });
  return {
    ...pending,
    fields,
    photos_before: before.photos,
    tours_before: before.tours,
  };
}

/** The listing's flags, newest first, each with the other listing and its matched photo. */
async function readFlags(db: Db, listingId: number): Promise<ListingFlag[]> {
  const rows = await db
    .select()
    .from(listingFlags)
    .where(eq(listingFlags.modelId, listingId))
    .orderBy(desc(listingFlags.createdAt), desc(listingFlags.id));
  const listingIds = rows.map((flag) => flag.details.matched_listing_id);
  const photoIds = rows.map((flag) => flag.details.matched_photo_id);
  const [matchedListings, matchedPhotos] = await Promise.all([
    listingIds.length === 0
      ? []
      : db
          .select({ id: models.id, name: models.name, status: models.status })
          .from(models)
          .where(inArray(models.id, listingIds)),
    photoIds.length === 0
      ? []
      : db.select().from(modelPhotos).where(inArray(modelPhotos.id, photoIds)),
  ]);
  const listingById = new Map<number, { name: string; status: ListingStatus }>(
    matchedListings.map((listing) => [listing.id, listing]),
  );
  const photoById = new Map<number, OwnPhoto>(
    matchedPhotos.map((photo) => [photo.id, toOwnPhoto(photo)]),
  );
  return rows.map((flag) => {
    const { details } = flag;
    const matched = listingById.get(details.matched_listing_id);
    return {
      id: flag.id,
      kind: flag.kind,
      created_at: flag.createdAt.toISOString(),
      resolved_at: flag.resolvedAt?.toISOString() ?? null,
      photo_id: details.photo_id,
      matched_listing_id: details.matched_listing_id,
      matched_listing_name: matched?.name ?? null,
      matched_listing_status: matched?.status ?? null,
      matched_photo_id: details.matched_photo_id,
      matched_photo: photoById.get(details.matched_photo_id) ?? null,
      distance: details.distance,
    };
  });
}
