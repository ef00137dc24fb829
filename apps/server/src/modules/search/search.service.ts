import { sql, type SQL } from 'drizzle-orm';
import {
  CARD_DESCRIPTION_MAX_LENGTH,
  COUNTRY_NAME,
  DIRECTORY_TIME_ZONE,
  SEARCH_PAGE_SIZE,
  STATES,
  findState,
  toPlaceKey,
  type SearchModelItem,
  type SearchModelsFilters,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import {
  badgeCutoffs,
  isActiveNowSql,
  isRecentlyOnlineSql,
  type BadgeCutoffs,
} from './listing-badges.js';

export interface SearchPage {
  items: SearchModelItem[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
}

export interface SearchOptions {
  /** The moment the badges and the day's rotation are computed for; now by default. */
  now?: Date;
  perPage?: number;
}

const COUNTRY_KEYS = new Set([toPlaceKey(COUNTRY_NAME), 'au', 'aus']);

/**
 * Live listings matching the filters, in the directory's order: Active Now first, then
 * verified, then a rotation reshuffled once a day (seeded by the date), so every advertiser
 * takes turns near the top without paying or bumping, and pages agree within a day.
 */
export async function searchModels(
  db: Database,
  filters: SearchModelsFilters,
  options: SearchOptions = {},
): Promise<SearchPage> {
  const now = options.now ?? new Date();
  const perPage = options.perPage ?? SEARCH_PAGE_SIZE;
  const page = filters.page;
  const empty: SearchPage = { items: [], total: 0, page, perPage, lastPage: 1 };
  if (filters.country && !COUNTRY_KEYS.has(toPlaceKey(filters.country))) return empty;

  const today = australianDate(now);
  const cutoffs = badgeCutoffs(now);
  const moment: MatchMoment = { today, cutoffs };
  // A fast seeded hash of the id: a new, fair shuffle every Australian day.
  const rotation = sql`hashint4extended(r.id, ${Number(today.replaceAll('-', ''))})`;

  // Rank the matching ids first, on the few columns the order needs, then read the whole
  // listing and today's tour for the one page only.
  const result = await db.execute<SearchRow>(sql`
    WITH matched AS (${buildMatchQuery(filters, moment)}),
    ranked AS (
      SELECT r.id, ${isActiveNowSql(sql`r.last_seen_at`, cutoffs)} AS active_now, r.is_verified,
             count(*) OVER () AS total
      FROM matched r
      ORDER BY active_now DESC, r.is_verified DESC, ${rotation}, r.id
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
    )
    SELECT m.id, m.name, m.age, m.gender, m.account_type, m.categories, m.is_verified,
           left(m.description_text, ${CARD_DESCRIPTION_MAX_LENGTH + 1}) AS description,
           coalesce(t.state, m.state) AS state,
           coalesce(t.city, m.city) AS city,
           -- A listing hiding its suburb (suburb '') shows its city on the card instead.
           CASE WHEN t.id IS NULL THEN coalesce(nullif(m.suburb, ''), m.city) ELSE t.city END AS suburb,
           CASE WHEN t.id IS NULL THEN m.lat ELSE t.lat END AS lat,
           CASE WHEN t.id IS NULL THEN m.lng ELSE t.lng END AS lng,
           m.image_name,
           t.id IS NOT NULL AS touring,
           r.active_now,
           ${isRecentlyOnlineSql(sql`m.last_seen_at`, cutoffs)} AS recently_online,
           r.total
    FROM ranked r
    JOIN models m ON m.id = r.id
    LEFT JOIN LATERAL (
      SELECT tr.id, tr.state, tr.city, tr.lat, tr.lng FROM tours tr
      WHERE tr.model_id = m.id AND ${today}::date BETWEEN tr.starts_on AND tr.ends_on
      ORDER BY tr.starts_on DESC LIMIT 1
    ) t ON true
    ORDER BY r.active_now DESC, r.is_verified DESC, ${rotation}, r.id
  `);

  const rows = result.rows;
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : await countMatches(db, filters, moment, page);
  return {
    items: rows.map(toSearchItem),
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}

interface SearchRow extends Record<string, unknown> {
  id: number;
  name: string;
  age: number;
  gender: string;
  account_type: string;
  categories: string[];
  is_verified: boolean;
  description: string;
  state: string;
  city: string;
  suburb: string;
  lat: number | null;
  lng: number | null;
  image_name: string | null;
  touring: boolean;
  active_now: boolean;
  recently_online: boolean;
  total: string;
}

/** The day tours are matched on and the moment badges (the `online` filter) are measured from. */
interface MatchMoment {
  today: string;
  cutoffs: BadgeCutoffs;
}

/**
 * The ids (with their ranking columns) of live listings matching the filters. A place filter
 * is two index-served branches: listings at home there, and listings touring there today.
 * The listing's own filters (options, age, verified, online) go into both branches, so each
 * stays a plain indexed scan of live listings.
 */
function buildMatchQuery(filters: SearchModelsFilters, { today, cutoffs }: MatchMoment): SQL {
  const listing: SQL[] = [sql`m.status = 'live'`];
  if (filters.gender) listing.push(sql`m.gender = ${filters.gender}`);
  if (filters.account_type) listing.push(sql`m.account_type = ${filters.account_type}`);
  if (filters.escort_type) listing.push(sql`m.categories @> ARRAY[${filters.escort_type}]::text[]`);
  if (filters.min_age !== undefined) listing.push(sql`m.age >= ${filters.min_age}`);
  if (filters.max_age !== undefined) listing.push(sql`m.age <= ${filters.max_age}`);
  if (filters.verified) listing.push(sql`m.is_verified`);
  // The same rule as the `Recently online` badge, so every listing found shows the marker.
  if (filters.online) listing.push(isRecentlyOnlineSql(sql`m.last_seen_at`, cutoffs));

  const state = filters.state ? resolveState(filters.state) : undefined;
  const cityKey = filters.city ? toPlaceKey(filters.city) : undefined;
  const home = [...listing];
  if (state) home.push(sql`m.state = ${state}`);
  if (cityKey) home.push(sql`m.city_key = ${cityKey}`);
  if (filters.suburb) home.push(sql`m.suburb_key = ${toPlaceKey(filters.suburb)}`);
  const homeQuery = sql`SELECT m.id, m.last_seen_at, m.is_verified FROM models m WHERE ${sql.join(home, sql` AND `)}`;

  // Tours name a city and state, not a suburb: a suburb search finds home listings only.
  if (!(state || cityKey) || filters.suburb) return homeQuery;
  const touring = [...listing, sql`${today}::date BETWEEN tr.starts_on AND tr.ends_on`];
  if (state) touring.push(sql`tr.state = ${state}`);
  if (cityKey) touring.push(sql`tr.city_key = ${cityKey}`);
  return sql`${homeQuery}
    UNION
    SELECT m.id, m.last_seen_at, m.is_verified FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join(touring, sql` AND `)}`;
}

function resolveState(input: string): string {
  const state = findState(input);
  if (!state) {
    throw new AppError(
      'bad_request',
      `Unknown state "${input}". Use one of: ${STATES.map((s) => s.slug).join(', ')}.`,
    );
  }
  return state.name;
}

async function countMatches(
  db: Database,
  filters: SearchModelsFilters,
  moment: MatchMoment,
  page: number,
): Promise<number> {
  if (page === 1) return 0; // page 1 came back empty: nothing matches
  const result = await db.execute<{ total: string }>(
    sql`SELECT count(*) AS total FROM (${buildMatchQuery(filters, moment)}) matched`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

function toSearchItem(row: SearchRow): SearchModelItem {
  return {
    name: row.name,
    city: row.city,
    gender: row.gender,
    account_type: row.account_type,
    categories: row.categories,
    verified: row.is_verified,
    recently_online: row.recently_online,
    active_now: row.active_now,
    touring: row.touring,
    lat: row.lat,
    lng: row.lng,
    profile: { state: row.state, country: COUNTRY_NAME },
    model: {
      id: row.id,
      image_name: row.image_name,
      description: shorten(row.description, CARD_DESCRIPTION_MAX_LENGTH),
      age: row.age,
      suburb: row.suburb,
    },
  };
}

/** Cuts at the last word boundary and adds an ellipsis, so cards never end mid-word. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The calendar date in Australia (YYYY-MM-DD): tours and the rotation follow the local day. */
export function australianDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DIRECTORY_TIME_ZONE }).format(moment);
}
