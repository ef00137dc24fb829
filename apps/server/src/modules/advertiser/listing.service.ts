import { and, asc, count, eq } from 'drizzle-orm';
import {
  DESCRIPTION_ALLOWED_TAGS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_DESCRIPTION_MIN_TEXT,
  LISTING_MESSAGES as M,
  buildImageUrl,
  buildPhotoWidthName,
  buildProfilePath,
  type ListingStep,
  type OwnListing,
  type OwnPhoto,
  type OwnTour,
} from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import { modelPhotos, models, tours } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { htmlToText, sanitizeHtmlToTags } from '../../platform/text/sanitize-html.js';
import type { LocalityIndex } from '../locations/index.js';
import { resolveListingPlace } from './listing-place.js';
import {
  toAvailabilityText,
  toContactPair,
  toContactPreference,
  toPublicRates,
} from './listing-text.js';

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
  contact_preference: 'both' | 'calls' | 'sms' | 'none';
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

function basicsColumns(basics: BasicsFields) {
  return {
    name: basics.name,
    age: basics.age,
    gender: basics.gender,
    accountType: basics.account_type,
    categories: [...new Set(basics.categories)],
  };
}

export async function saveBasics(
  db: Db,
  userId: number,
  listingId: number,
  basics: BasicsFields,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  await db
    .update(models)
    .set({ ...basicsColumns(basics), updatedAt: new Date() })
    .where(eq(models.id, listingId));
}

/**
 * The locality is looked up in the places index (422 when it is not there); the public
 * columns get the suburb and its centre, or, with the suburb hidden, no suburb and the city's
 * centre, so no public query can show more than the advertiser chose.
 */
export async function saveLocation(
  db: Db,
  localities: LocalityIndex,
  userId: number,
  listingId: number,
  location: LocationFields,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  const place = resolveListingPlace(localities, location);
  if (!place) {
    throw new AppError('unprocessable', M.locationUnknown, { suburb: M.locationUnknown });
  }
  const shown = location.show_suburb;
  await db
    .update(models)
    .set({
      state: place.state,
      city: place.city,
      suburb: shown ? place.suburb : '',
      postcode: location.postcode,
      lat: shown ? place.lat : place.cityLat,
      lng: shown ? place.lng : place.cityLng,
      homeSuburb: place.suburb,
      homeLat: place.lat,
      homeLng: place.lng,
      showSuburb: shown,
      updatedAt: new Date(),
    })
    .where(eq(models.id, listingId));
}

/** The description is sanitised to the contract's allow-list; its plain text is kept too. */
export async function saveAbout(
  db: Db,
  userId: number,
  listingId: number,
  about: AboutFields,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
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
  await db
    .update(models)
    .set({
      descriptionHtml,
      descriptionText,
      languages: [...new Set(about.languages)],
      ethnicity: about.ethnicity,
      phone: about.phone || null,
      contactPreferences: toContactPair(about.contact_preference),
      updatedAt: new Date(),
    })
    .where(eq(models.id, listingId));
}

/** Rates and the week as entered, and the public labels and text derived from them. */
export async function saveRates(
  db: Db,
  userId: number,
  listingId: number,
  input: RatesFields,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  await db
    .update(models)
    .set({
      rateTable: input.rates,
      rates: toPublicRates(input.rates),
      weeklyAvailability: input.availability,
      availability: toAvailabilityText(input.availability),
      updatedAt: new Date(),
    })
    .where(eq(models.id, listingId));
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

/** The listing as its owner sees it, in any status. */
export async function readOwnListing(db: Db, row: ModelRow): Promise<OwnListing> {
  const [photos, tourRows] = await Promise.all([listOwnPhotos(db, row.id), listTours(db, row.id)]);
  return {
    id: row.id,
    status: row.status,
    rejection_reason: row.status === 'rejected' ? row.rejectionReason : null,
    suspension_reason: row.status === 'suspended' ? row.suspensionReason : null,
    completed_steps: completedSteps(row, photos.length),
    name: row.name,
    age: row.age,
    gender: row.gender,
    account_type: row.accountType,
    categories: row.categories,
    state: row.state,
    city: row.city,
    suburb: row.homeSuburb,
    postcode: row.postcode ?? '',
    show_suburb: row.showSuburb,
    description_html: row.descriptionHtml,
    languages: row.languages,
    ethnicity: row.ethnicity,
    phone: row.phone ?? '',
    contact_preference: toContactPreference(row.contactPreferences),
    rates: row.rateTable,
    availability: row.weeklyAvailability,
    photos,
    tours: tourRows,
    hide_online_status: row.hideOnlineStatus,
    profile_path: buildProfilePath(row.name, row.id, row.state || undefined),
  };
}

export async function listOwnPhotos(db: Db, modelId: number): Promise<OwnPhoto[]> {
  const rows = await db
    .select()
    .from(modelPhotos)
    .where(eq(modelPhotos.modelId, modelId))
    .orderBy(asc(modelPhotos.position), asc(modelPhotos.id));
  return rows.map(toOwnPhoto);
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

async function listTours(db: Db, modelId: number): Promise<OwnTour[]> {
  return db
    .select({
      id: tours.id,
      state: tours.state,
      city: tours.city,
      starts_on: tours.startsOn,
      ends_on: tours.endsOn,
    })
    .from(tours)
    .where(eq(tours.modelId, modelId))
    .orderBy(asc(tours.startsOn), asc(tours.id));
}

export async function countPhotos(db: Db, modelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(modelPhotos)
    .where(eq(modelPhotos.modelId, modelId));
  return Number(row?.n ?? 0);
}

/** draft or rejected → pending: every step done and at least one photo (422 otherwise). */
export async function submitListing(db: Database, userId: number, listingId: number) {
  await db.transaction(async (tx) => {
    const row = await lockOwnListing(tx, userId, listingId);
    if (row.status !== 'draft' && row.status !== 'rejected') {
      throw new AppError('conflict', M.cannotSubmit);
    }
    const photoCount = await countPhotos(tx, listingId);
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
    await tx
      .update(models)
      .set({ status: 'pending', submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(models.id, listingId));
  });
}

/** live → paused and paused → live; anything else is a 409 with the reason. */
export async function changePause(
  db: Database,
  userId: number,
  listingId: number,
  pause: boolean,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  const [from, to] = pause ? (['live', 'paused'] as const) : (['paused', 'live'] as const);
  const rows = await db
    .update(models)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(models.id, listingId), eq(models.status, from)))
    .returning({ id: models.id });
  if (rows.length === 0) throw new AppError('conflict', pause ? M.cannotPause : M.cannotResume);
}
