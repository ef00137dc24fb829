import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  COUNTRY_NAME,
  MESSAGES,
  buildImageUrl,
  buildPhotoWidthName,
  buildContactHref,
  currentAvailableUntil,
  reachableChannels,
  usesPhoneNumber,
  type ModelProfile,
  type TapChannel,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { modelPhotos, models, tours } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { htmlToText, sanitizeDescriptionHtml } from '../../platform/text/sanitize-html.js';
import {
  australianDate,
  badgeCutoffs,
  isActiveNowSql,
  isNewListingSql,
  isRecentlyOnlineSql,
} from '../search/index.js';
import { TAP_STAT_KINDS, recordListingStat } from '../advertiser/index.js';

/** A live listing as its profile page shows it, or undefined when it is missing or not live. */
export async function findLiveProfile(
  db: Database,
  id: number,
  now = new Date(),
): Promise<ModelProfile | undefined> {
  const cutoffs = badgeCutoffs(now);
  const lastSeenAt = sql`${models.lastSeenAt}`;
  const [listing] = await db
    .select({
      id: models.id,
      name: models.name,
      age: models.age,
      gender: models.gender,
      accountType: models.accountType,
      categories: models.categories,
      isVerified: models.isVerified,
      verifiedAt: models.verifiedAt,
      descriptionHtml: models.descriptionHtml,
      state: models.state,
      city: models.city,
      suburb: models.suburb,
      lat: models.lat,
      lng: models.lng,
      imageName: models.imageName,
      rates: models.rates,
      availability: models.availability,
      languages: models.languages,
      ethnicity: models.ethnicity,
      contactChannels: models.contactChannels,
      // Whether there is a number or a username to give, never them (a budgeted tap gives them).
      hasPhone: sql<boolean>`coalesce(${models.phone}, '') <> ''`,
      hasTelegramHandle: sql<boolean>`${models.telegramHandle} <> ''`,
      activeNow: isActiveNowSql(lastSeenAt, cutoffs),
      recentlyOnline: isRecentlyOnlineSql(lastSeenAt, cutoffs),
      isNew: isNewListingSql(sql`${models.wentLiveAt}`, cutoffs),
      availableUntil: models.availableUntil,
    })
    .from(models)
    .where(and(eq(models.id, id), eq(models.status, 'live')));
  if (!listing) return undefined;

  const [photoRows, tourRows] = await Promise.all([
    db
      .select({
        imageName: modelPhotos.imageName,
        baseName: modelPhotos.baseName,
        widths: modelPhotos.widths,
      })
      .from(modelPhotos)
      // Uploads waiting for review are not public yet.
      .where(and(eq(modelPhotos.modelId, id), eq(modelPhotos.pending, false)))
      .orderBy(asc(modelPhotos.position), asc(modelPhotos.id)),
    db
      .select({
        city: tours.city,
        state: tours.state,
        starts_on: tours.startsOn,
        ends_on: tours.endsOn,
      })
      .from(tours)
      .where(and(eq(tours.modelId, id), gte(tours.endsOn, australianDate(now))))
      .orderBy(asc(tours.startsOn), asc(tours.endsOn), asc(tours.id)),
  ]);

  const contact = { channels: reachableChannels(listing.contactChannels, listing) };
  const descriptionHtml = sanitizeDescriptionHtml(listing.descriptionHtml);
  const photos = galleryOrder(
    listing.imageName,
    photoRows.map((photo) => photo.imageName),
  );
  return {
    id: listing.id,
    name: listing.name,
    age: listing.age,
    gender: listing.gender,
    account_type: listing.accountType,
    categories: listing.categories,
    verified: listing.isVerified,
    verified_since: listing.isVerified ? (listing.verifiedAt?.toISOString() ?? null) : null,
    active_now: listing.activeNow,
    recently_online: listing.recentlyOnline,
    is_new: listing.isNew,
    available_until: currentAvailableUntil(listing.availableUntil, now),
    description_html: descriptionHtml,
    description: htmlToText(descriptionHtml),
    state: listing.state,
    city: listing.city,
    suburb: listing.suburb,
    country: COUNTRY_NAME,
    lat: listing.lat,
    lng: listing.lng,
    image_name: listing.imageName,
    photos,
    photo_sources: photos.map((name) => photoSources(name, photoRows)),
    rates: listing.rates,
    availability: listing.availability,
    languages: listing.languages,
    ethnicity: listing.ethnicity,
    contact,
    tours: tourRows,
  };
}

/** Every stored width of one gallery image, narrowest first (one file for demo photos). */
function photoSources(
  imageName: string,
  rows: readonly { imageName: string; baseName: string | null; widths: number[] }[],
): { width: number; url: string }[] {
  const row = rows.find((photo) => photo.imageName === imageName);
  const baseName = row?.baseName;
  if (!row || !baseName || row.widths.length === 0) {
    return [{ width: 0, url: buildImageUrl(imageName) }];
  }
  return [...row.widths]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: buildImageUrl(buildPhotoWidthName(baseName, width)) }));
}

/** The primary image first, then the gallery in its order, each image once. */
export function galleryOrder(primary: string | null, photos: readonly string[]): string[] {
  return [...new Set(primary ? [primary, ...photos] : photos)];
}

/**
 * Refuses (404) a listing that is not live now: only live listings have a page to view, to
 * count or to report.
 */
export async function assertLiveListing(db: Database, id: number): Promise<void> {
  const rows = await db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.id, id), eq(models.status, 'live')));
  if (rows.length === 0) throw new AppError('not_found', MESSAGES.notFound);
}

/**
 * Adds one view to a live listing, to its total and to today's count in the advertiser's
 * statistics; false when it stopped being live meanwhile.
 */
export async function addProfileView(db: Database, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(models)
    .set({ viewCount: sql`${models.viewCount} + 1` })
    .where(and(eq(models.id, id), eq(models.status, 'live')))
    .returning({ id: models.id });
  if (rows.length === 0) return false;
  await recordListingStat(db, id, 'views', now);
  return true;
}

/** What a contact tap needs of a live listing: its name, number and Telegram username. */
interface ContactTarget {
  name: string;
  phone: string;
  telegramHandle: string;
  channels: TapChannel[];
}

async function findLiveContactTarget(db: Database, id: number): Promise<ContactTarget | undefined> {
  const [listing] = await db
    .select({
      name: models.name,
      phone: models.phone,
      telegramHandle: models.telegramHandle,
      channels: models.contactChannels,
    })
    .from(models)
    .where(and(eq(models.id, id), eq(models.status, 'live')));
  if (!listing) return undefined;
  const phone = listing.phone ?? '';
  const reachable = reachableChannels(listing.channels, {
    hasPhone: phone !== '',
    hasTelegramHandle: listing.telegramHandle !== '',
  });
  return {
    ...listing,
    phone,
    channels: reachable.filter((channel): channel is TapChannel => channel !== 'enquiry'),
  };
}

/**
 * The number "Show number" answers: a live listing's phone, when she takes contact on it by
 * any channel; undefined otherwise (the number is private then).
 */
export async function findLivePhone(db: Database, id: number): Promise<string | undefined> {
  const target = await findLiveContactTarget(db, id);
  const hasTelegramHandle = target?.telegramHandle !== '';
  const onNumber = target?.channels.some((channel) => usesPhoneNumber(channel, hasTelegramHandle));
  return onNumber ? target?.phone : undefined;
}

/** The link a tap on `channel` opens, when the live listing takes that channel; else undefined. */
export async function findLiveContactHref(
  db: Database,
  id: number,
  channel: TapChannel,
): Promise<string | undefined> {
  const target = await findLiveContactTarget(db, id);
  if (!target?.channels.includes(channel)) return undefined;
  return buildContactHref(channel, target);
}

/** Counts one "Show number" into today's statistics of the listing. */
export async function addPhoneReveal(db: Database, id: number, now = new Date()): Promise<void> {
  await recordListingStat(db, id, 'phoneReveals', now);
}

/** Counts one tap on a contact channel into today's statistics of the listing. */
export async function addContactTap(
  db: Database,
  id: number,
  channel: TapChannel,
  now = new Date(),
): Promise<void> {
  await recordListingStat(db, id, TAP_STAT_KINDS[channel], now);
}
