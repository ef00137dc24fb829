import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DESCRIPTION_ALLOWED_TAGS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_DESCRIPTION_MIN_TEXT,
  LISTING_MESSAGES as M,
  buildImageUrl,
  buildPhotoWidthName,
  buildProfilePath,
  currentAvailableUntil,
  type ListingHistoryAction,
  type ListingSectionStep,
  type ListingStep,
  type OwnListing,
  type OwnPhoto,
  type OwnTour,
  type ListingStatus,
} from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import {
  listingFlags,
  listingHistory,
  modelPhotos,
  models,
  type RevisionColumns,
  type RevisionTour,
} from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { htmlToText, sanitizeHtmlToTags } from '../../platform/text/sanitize-html.js';
import {
  changesDropBadge,
  changesNeedReview,
  discardRevision,
  findPendingRevision,
  moveListing,
  nextStatus,
  proposeChanges,
  publicPhotoIds,
  publicTours,
  readOwnVerification,
  withChanges,
  type PhotoRow,
} from '../listings/index.js';
import type { LocalityIndex } from '../locations/index.js';
import { resolveListingPlace } from './listing-place.js';
import { flagCopiedPhotos } from './photo-fingerprints.service.js';
import { toAvailabilityText, toPublicRates, type ContactChannel } from '@app/contract';

type ModelRow = typeof models.$inferSelect;

/** The validated bodies of the builder's steps (the contract schemas' output). */
export interface BasicsFields {
  name: string;
  age: number;
  gender: string;
  account_type: string;
  categories: string[];
}
export interface LocationFields {
  state: string;
  suburb: string;
  postcode: string;
  show_suburb: boolean;
}
export interface AboutFields {
  description_html: string;
  languages: string[];
  ethnicity: string;
  phone: string;
  contact_channels: ContactChannel[];
  telegram_handle: string;
}
export interface RatesFields {
  rates: ModelRow['rateTable'];
  availability: ModelRow['weeklyAvailability'];
}

/**
 * The listing named by the path, if it is the caller's: an unknown id is 404, another
 * advertiser's listing 403 (DESIGN: a model reads and changes only its own listing).
 */
export async function requireOwnListing(
  db: Db,
  userId: number,
  listingId: number,
): Promise<ModelRow> {
  const [row] = await db.select().from(models).where(eq(models.id, listingId));
  if (!row) throw new AppError('not_found', M.listingNotFound);
  if (row.userId !== userId) throw new AppError('forbidden', M.notYourListing);
  return row;
}

/** Like requireOwnListing, with the row locked until the transaction ends. */
export async function lockOwnListing(
  tx: Transaction,
  userId: number,
  listingId: number,
): Promise<ModelRow> {
  const [row] = await tx.select().from(models).where(eq(models.id, listingId)).for('update');
  if (!row) throw new AppError('not_found', M.listingNotFound);
  if (row.userId !== userId) throw new AppError('forbidden', M.notYourListing);
  return row;
}

export async function findListingIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: models.id }).from(models).where(eq(models.userId, userId));
  return row?.id ?? null;
}

/** The basics step creates the draft: one listing per account (409 when there is one). */
export async function createListing(
  db: Database,
  userId: number,
  basics: BasicsFields,
): Promise<number> {
  const rows = await db
    .insert(models)
    .values({
      userId,
      ...basicsColumns(basics),
      // The location step fills these; '' keeps the NOT NULL columns honest meanwhile.
      state: '',
      city: '',
      status: 'draft',
    })
    .onConflictDoNothing({ target: models.userId })
    .returning({ id: models.id });
  const created = rows[0];
  if (!created) throw new AppError('conflict', M.listingExists);
  return created.id;
}

/** The public columns of the basics step. */
export function basicsColumns(basics: BasicsFields) {
  return {
    name: basics.name,
    age: basics.age,
    gender: basics.gender,
    accountType: basics.account_type,
    categories: [...new Set(basics.categories)],
  };
}

/**
 * The locality is looked up in the places index (422 when it is not there). The public
 * columns get the suburb, its postcode and its centre; with the suburb hidden, only the shared
 * area shown instead of it (its name as the city, its point; no suburb, no postcode), so no
 * public query can show more than the advertiser chose. The home columns keep the rest.
 */
export function locationColumns(
  localities: LocalityIndex,
  location: LocationFields,
): RevisionColumns {
  const place = resolveListingPlace(localities, location);
  if (!place) {
    throw new AppError('unprocessable', M.locationUnknown, { suburb: M.locationUnknown });
  }
  const shown = location.show_suburb;
  return {
    state: place.state,
    city: shown ? place.city : place.hidden.city,
    suburb: shown ? place.suburb : '',
    postcode: shown ? location.postcode : null,
    lat: shown ? place.lat : place.hidden.lat,
    lng: shown ? place.lng : place.hidden.lng,
    homeSuburb: place.suburb,
    homePostcode: location.postcode,
    homeLat: place.lat,
    homeLng: place.lng,
    showSuburb: shown,
  };
}

/** The description is sanitised to the contract's allow-list; its plain text is kept too. */
export function aboutColumns(about: AboutFields): RevisionColumns {
  const descriptionHtml = sanitizeHtmlToTags(about.description_html, DESCRIPTION_ALLOWED_TAGS);
  const descriptionText = htmlToText(descriptionHtml);
  if (descriptionText.length < LISTING_DESCRIPTION_MIN_TEXT) {
    throw new AppError('unprocessable', M.descriptionTooShort, {
      description_html: M.descriptionTooShort,
    });
  }
  if (descriptionText.length > LISTING_DESCRIPTION_MAX_LENGTH) {
    throw new AppError('unprocessable', M.descriptionTooLong, {
      description_html: M.descriptionTooLong,
    });
  }
  return {
    descriptionHtml,
    descriptionText,
    languages: [...new Set(about.languages)],
    ethnicity: about.ethnicity,
    phone: about.phone || null,
    contactChannels: about.contact_channels,
    telegramHandle: about.telegram_handle,
  };
}

/**
 * Rates and the week as entered, and the public labels and text derived from them. They go
 * public without review: numbers and hours from fixed choices, no text, photo or contact
 * (docs/product/listings-and-moderation.md, "What waits for review").
 */
export function ratesColumns(input: RatesFields) {
  return {
    rateTable: input.rates,
    rates: toPublicRates(input.rates),
    weeklyAvailability: input.availability,
    availability: toAvailabilityText(input.availability),
  };
}

/** Notes what the owner did in the listing's history (the console shows it). */
export async function noteOwnerAction(
  tx: Db,
  listingId: number,
  action: ListingHistoryAction,
  waitedForReview = false,
): Promise<void> {
  await tx.insert(listingHistory).values({ modelId: listingId, action, waitedForReview });
}

/**
 * Counts one more change by the owner (an approval of an older version is refused) and notes
 * it in the listing's history.
 */
export async function countOwnerChange(
  tx: Db,
  listingId: number,
  action: ListingHistoryAction,
  waitedForReview: boolean,
): Promise<void> {
  await tx
    .update(models)
    .set({ version: sql`${models.version} + 1`, updatedAt: new Date() })
    .where(eq(models.id, listingId));
  await noteOwnerAction(tx, listingId, action, waitedForReview);
}

/**
 * Saves the owner's columns: on a public listing they wait for review (the public keeps the
 * approved version), otherwise they are written at once; `reviewed: false` for the fields
 * that go public without review.
 */
async function saveOwnerColumns(
  db: Database,
  userId: number,
  listingId: number,
  step: ListingSectionStep,
  columns: RevisionColumns | ReturnType<typeof ratesColumns>,
  reviewed = true,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const waits = reviewed && changesNeedReview(listing);
    if (waits) {
      await proposeChanges(tx, listingId, { columns: columns as RevisionColumns });
    } else {
      await tx.update(models).set(columns).where(eq(models.id, listingId));
    }
    await countOwnerChange(tx, listingId, step, waits);
  });
}

export async function saveBasics(
  db: Database,
  userId: number,
  listingId: number,
  basics: BasicsFields,
): Promise<void> {
  await saveOwnerColumns(db, userId, listingId, 'basics', basicsColumns(basics));
}

export async function saveLocation(
  db: Database,
  localities: LocalityIndex,
  userId: number,
  listingId: number,
  location: LocationFields,
): Promise<void> {
  await saveOwnerColumns(db, userId, listingId, 'location', locationColumns(localities, location));
}

export async function saveAbout(
  db: Database,
  userId: number,
  listingId: number,
  about: AboutFields,
): Promise<void> {
  await saveOwnerColumns(db, userId, listingId, 'about', aboutColumns(about));
}

export async function saveRates(
  db: Database,
  userId: number,
  listingId: number,
  input: RatesFields,
): Promise<void> {
  await saveOwnerColumns(db, userId, listingId, 'rates', ratesColumns(input), false);
}

/** Steps whose required fields are all saved (review: the listing was submitted). */
export function completedSteps(row: ModelRow, photoCount: number): ListingStep[] {
  const done: ListingStep[] = ['basics'];
  if (row.state !== '' && row.city !== '' && row.homeSuburb !== '') done.push('location');
  if (row.descriptionText.length >= LISTING_DESCRIPTION_MIN_TEXT) done.push('about');
  if (photoCount > 0) done.push('photos');
  if (row.rateTable.length > 0) done.push('rates');
  if (row.status !== 'draft' && row.status !== 'rejected') done.push('review');
  return done;
}

/** Every step but review must be done before a submit. */
export const SUBMIT_STEPS: readonly ListingStep[] = ['basics', 'location', 'about', 'rates'];

/**
 * The listing as its owner sees it, in any status: with its changes waiting for review laid
 * over the public version (`asPublic`: the public version alone, as the console compares it).
 */
export async function readOwnListing(
  db: Db,
  row: ModelRow,
  { asPublic = false, now = new Date() } = {},
): Promise<OwnListing> {
  const revision = asPublic ? undefined : await findPendingRevision(db, row.id);
  const changes = revision?.changes;
  const publicIds = await publicPhotoIds(db, row.id);
  const [photos, tourRows, verification] = await Promise.all([
    listPhotos(db, changes?.photoIds ?? publicIds),
    changes?.tours ?? publicTours(db, row.id),
    readOwnVerification(db, row),
  ]);
  const shown = withChanges(row, revision);
  return {
    id: row.id,
    status: row.status,
    rejection_reason: row.status === 'rejected' ? row.rejectionReason : null,
    suspension_reason: row.status === 'suspended' ? row.suspensionReason : null,
    completed_steps: completedSteps(shown, photos.length),
    name: shown.name,
    age: shown.age,
    gender: shown.gender,
    account_type: shown.accountType,
    categories: shown.categories,
    state: shown.state,
    city: shown.city,
    suburb: shown.homeSuburb,
    postcode: shown.homePostcode,
    show_suburb: shown.showSuburb,
    description_html: shown.descriptionHtml,
    languages: shown.languages,
    ethnicity: shown.ethnicity,
    phone: shown.phone ?? '',
    contact_channels: shown.contactChannels,
    telegram_handle: shown.telegramHandle,
    rates: row.rateTable,
    availability: row.weeklyAvailability,
    photos,
    tours: tourRows.map(toOwnTour),
    hide_online_status: row.hideOnlineStatus,
    available_until: currentAvailableUntil(row.availableUntil, now),
    profile_path: buildProfilePath(row.name, row.id, row.state || undefined),
    version: row.version,
    verified_at: row.isVerified ? (row.verifiedAt?.toISOString() ?? null) : null,
    pending_changes: revision
      ? {
          submitted_at: revision.submittedAt.toISOString(),
          drops_badge: changesDropBadge(row, revision.changes, publicIds),
        }
      : null,
    verification,
  };
}

/** The photos of `ids`, in that order. */
async function listPhotos(db: Db, ids: readonly number[]): Promise<OwnPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(modelPhotos)
    .where(inArray(modelPhotos.id, [...ids]));
  const byId = new Map(rows.map((photo) => [photo.id, photo]));
  return ids.flatMap((id, position) => {
    const photo = byId.get(id);
    return photo ? [toOwnPhoto({ ...photo, position })] : [];
  });
}

export function toOwnPhoto(
  row: Pick<
    typeof modelPhotos.$inferSelect,
    'id' | 'position' | 'imageName' | 'baseName' | 'widths' | 'width'
  >,
): OwnPhoto {
  const { baseName } = row;
  const sources =
    baseName && row.widths.length > 0
      ? [...row.widths]
          .sort((a, b) => a - b)
          .map((width) => ({ width, url: buildImageUrl(buildPhotoWidthName(baseName, width)) }))
      : // Demo photos are one file of one size.
        [{ width: row.width ?? 0, url: buildImageUrl(row.imageName) }];
  return { id: row.id, position: row.position, image_name: row.imageName, sources };
}

export function toOwnTour(tour: RevisionTour): OwnTour {
  return {
    id: tour.id,
    state: tour.state,
    city: tour.city,
    starts_on: tour.startsOn,
    ends_on: tour.endsOn,
  };
}

/** The gallery as its owner sees it: the ids in order, with the changes waiting for review. */
export async function ownPhotoIds(db: Db, listingId: number): Promise<number[]> {
  const revision = await findPendingRevision(db, listingId);
  return revision?.changes.photoIds ?? publicPhotoIds(db, listingId);
}

/** draft or rejected → pending: every step done and at least one photo (422 otherwise). */
export async function submitListing(db: Database, userId: number, listingId: number) {
  await db.transaction(async (tx) => {
    const row = await lockOwnListing(tx, userId, listingId);
    nextStatus(row.status, 'submit');
    const photoCount = (await ownPhotoIds(tx, listingId)).length;
    const done = completedSteps(row, photoCount);
    const missing = SUBMIT_STEPS.filter((step) => !done.includes(step));
    if (missing.length > 0) {
      throw new AppError(
        'unprocessable',
        M.incomplete,
        Object.fromEntries(missing.map((step) => [step, M.incomplete])),
      );
    }
    if (photoCount === 0)
      throw new AppError('unprocessable', M.needsPhoto, { photos: M.needsPhoto });
    await moveListing(tx, row, 'submit', { also: { submittedAt: new Date() } });
    await countOwnerChange(tx, listingId, 'submit', false);
  });
}

/**
 * live → paused and paused → live (state machine: a paused listing with an open flag goes to
 * review). A resume checks the photos again first (flagCopiedPhotos), so a copy of another
 * advertiser's photo that no check flagged yet is flagged then. Answers the new status.
 */
export async function changePause(
  db: Database,
  userId: number,
  listingId: number,
  pause: boolean,
): Promise<ListingStatus> {
  return db.transaction(async (tx) => {
    const row = await lockOwnListing(tx, userId, listingId);
    await noteOwnerAction(tx, listingId, pause ? 'pause' : 'resume');
    if (pause) return moveListing(tx, row, 'pause');
    await flagCopiedPhotos(tx, listingId, userId);
    const openFlags = await countOpenFlags(tx, listingId);
    return moveListing(tx, row, 'resume', {
      context: { everLive: row.wentLiveAt !== null, openFlags },
      also: openFlags > 0 ? { submittedAt: new Date() } : {},
    });
  });
}

/** Copied-photo flags nobody has reviewed yet. */
export async function countOpenFlags(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(listingFlags)
    .where(and(eq(listingFlags.modelId, listingId), isNull(listingFlags.resolvedAt)));
  return Number(row?.open ?? 0);
}

/**
 * Withdraws the owner's changes waiting for review: the public version stays, uploads made
 * for the changes are deleted (answered, for their files). 409 when nothing waits.
 */
export async function withdrawChanges(
  db: Database,
  userId: number,
  listingId: number,
): Promise<PhotoRow[]> {
  return db.transaction(async (tx) => {
    await lockOwnListing(tx, userId, listingId);
    const revision = await findPendingRevision(tx, listingId, true);
    if (!revision) throw new AppError('conflict', M.noChangesWaiting);
    const removed = await discardRevision(tx, revision, {
      status: 'withdrawn',
      decidedBy: userId,
      reason: null,
    });
    await countOwnerChange(tx, listingId, 'changes_withdraw', false);
    return removed;
  });
}
