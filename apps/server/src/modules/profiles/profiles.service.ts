import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  COUNTRY_NAME,
  MESSAGES,
  buildImageUrl,
  buildPhotoWidthName,
  buildContactHref,
  currentAvailableUntil,
  reachableChannels,
  usesPhoneNumber,
  type ContactChannel,
  type ModelProfile,
  type TapChannel,
} from '@app/contract';
import { poolOf, type Database } from '../../db/client.js';
import { prepareStatement, runStatement } from '../../db/prepared-statement.js';
import { models } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { htmlToText, sanitizeDescriptionHtml } from '../../platform/text/sanitize-html.js';
import {
  australianDate,
  badgeCutoffs,
  isActiveNowSql,
  isNewListingSql,
  isRecentlyOnlineSql,
  type CutoffValues,
} from '../search/index.js';
import { TAP_STAT_KINDS, recordListingStat } from '../advertiser/index.js';

/** What the profile statement reads of one live listing, its photos and its coming tours. */
interface ProfileRow {
  id: number;
  name: string;
  age: number;
  gender: string;
  account_type: string;
  categories: string[];
  is_verified: boolean;
  verified_at: Date | null;
  description_html: string;
  state: string;
  city: string;
  suburb: string;
  lat: number | null;
  lng: number | null;
  image_name: string | null;
  rates: ModelProfile['rates'];
  availability: string;
  languages: string[];
  ethnicity: string;
  contact_channels: ContactChannel[];
  has_phone: boolean;
  has_telegram_handle: boolean;
  active_now: boolean;
  recently_online: boolean;
  is_new: boolean;
  available_until: Date | null;
  photos: { imageName: string; baseName: string | null; widths: number[] }[];
  tours: ModelProfile['tours'];
}

type ProfileParams = { id: unknown; today: unknown } & CutoffValues;

/**
 * One statement for the whole profile, built once and prepared once per connection: a profile
 * that misses the answer cache costs one round trip, not three statements built per request.
 */
const profileStatement = prepareStatement<ProfileParams>(
  profileSql({
    id: sql.placeholder('id'),
    today: sql.placeholder('today'),
    now: sql.placeholder('now'),
    activeSince: sql.placeholder('activeSince'),
    onlineSince: sql.placeholder('onlineSince'),
    newSince: sql.placeholder('newSince'),
  }),
  'profile',
);

function profileSql(params: ProfileParams): SQL {
  return sql`
    SELECT m.id, m.name, m.age, m.gender, m.account_type, m.categories, m.is_verified,
           m.verified_at, m.description_html, m.state, m.city, m.suburb, m.lat, m.lng,
           m.image_name, m.rates, m.availability, m.languages, m.ethnicity, m.contact_channels,
           -- Whether there is a number or a username to give, never them (a budgeted tap gives them).
           coalesce(m.phone, '') <> '' AS has_phone,
           m.telegram_handle <> '' AS has_telegram_handle,
           ${isActiveNowSql(sql`m.last_seen_at`, params)} AS active_now,
           ${isRecentlyOnlineSql(sql`m.last_seen_at`, params)} AS recently_online,
           ${isNewListingSql(sql`m.went_live_at`, params)} AS is_new,
           m.available_until,
           -- Uploads waiting for review are not public yet.
           (SELECT coalesce(json_agg(json_build_object(
                     'imageName', p.image_name, 'baseName', p.base_name, 'widths', p.widths)
                     ORDER BY p.position, p.id), '[]')
              FROM model_photos p
             WHERE p.model_id = m.id AND NOT p.pending) AS photos,
           (SELECT coalesce(json_agg(json_build_object(
                     'city', t.city, 'state', t.state,
                     'starts_on', to_char(t.starts_on, 'YYYY-MM-DD'),
                     'ends_on', to_char(t.ends_on, 'YYYY-MM-DD'))
                     ORDER BY t.starts_on, t.ends_on, t.id), '[]')
              FROM tours t
             WHERE t.model_id = m.id AND t.ends_on >= ${params.today}::date) AS tours
      FROM models m
     WHERE m.id = ${params.id}::integer AND m.status = 'live'`;
}

/** A live listing as its profile page shows it, or undefined when it is missing or not live. */
export async function findLiveProfile(
  db: Database,
  id: number,
  now = new Date(),
): Promise<ModelProfile | undefined> {
  const result = await runStatement<ProfileRow>(
    poolOf(db),
    profileStatement.with({ id, today: australianDate(now), ...badgeCutoffs(now) }),
  );
  const listing = result.rows[0];
  if (!listing) return undefined;

  const contact = {
    channels: reachableChannels(listing.contact_channels, {
      hasPhone: listing.has_phone,
      hasTelegramHandle: listing.has_telegram_handle,
    }),
  };
  const descriptionHtml = sanitizeDescriptionHtml(listing.description_html);
  const photos = galleryOrder(
    listing.image_name,
    listing.photos.map((photo) => photo.imageName),
  );
  return {
    id: listing.id,
    name: listing.name,
    age: listing.age,
    gender: listing.gender,
    account_type: listing.account_type,
    categories: listing.categories,
    verified: listing.is_verified,
    verified_since: listing.is_verified ? (listing.verified_at?.toISOString() ?? null) : null,
    active_now: listing.active_now,
    recently_online: listing.recently_online,
    is_new: listing.is_new,
    available_until: currentAvailableUntil(listing.available_until, now),
    description_html: descriptionHtml,
    description: htmlToText(descriptionHtml),
    state: listing.state,
    city: listing.city,
    suburb: listing.suburb,
    country: COUNTRY_NAME,
    lat: listing.lat,
    lng: listing.lng,
    image_name: listing.image_name,
    photos,
    photo_sources: photos.map((name) => photoSources(name, listing.photos)),
    rates: listing.rates,
    availability: listing.availability,
    languages: listing.languages,
    ethnicity: listing.ethnicity,
    contact,
    tours: listing.tours,
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
