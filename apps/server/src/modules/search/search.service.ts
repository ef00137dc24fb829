import { sql, type SQL } from 'drizzle-orm';
import {
  CARD_DESCRIPTION_MAX_LENGTH,
  COUNTRY_NAME,
  australianDate,
  SEARCH_PAGE_SIZE,
  STATES,
  findState,
  toPlaceKey,
  type SearchModelItem,
  type SearchModelsFilters,
  type SearchTour,
  type SearchTourStatus,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { badgeCutoffs, isRecentlyOnlineSql, type BadgeCutoffs } from './listing-badges.js';
import { ROTATION_CIRCLE, rotationStart } from './daily-rotation.js';

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
 * verified, then the day's rotation (daily-rotation.ts), so every advertiser takes turns near
 * the top without paying or bumping, and pages agree within a day.
 *
 * The page is read in that order from the rank indexes (drizzle/0005), never sorted from
 * every match: each branch below (at home or touring, Active Now or not) reads at most the
 * first `offset + perPage` rows of its index, and the page is cut from their union. The total
 * comes from the `listing_counts` summary where the filters allow, so neither part grows with
 * the size of the directory (docs/PERFORMANCE.md, "Search at a million listings").
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

  const { page: pageSql, total } = buildSearchSql(filters, { now, perPage });
  const result = await db.execute<SearchRow>(pageSql);

  const rows = result.rows;
  // A page past the end has no rows to carry the total; it costs a query of its own.
  const count = rows.length > 0 ? rows[0]!.total : await readTotal(db, total);
  return {
    items: rows.map(toSearchItem),
    total: Number(count),
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(Number(count) / perPage)),
  };
}

/**
 * The statements of one search: the page (each row carrying the total) and the total alone.
 * Exported for the benchmark, which shows their plans.
 */
export function buildSearchSql(
  filters: SearchModelsFilters,
  { now, perPage }: { now: Date; perPage: number },
): { page: SQL; total: SQL } {
  const today = australianDate(now);
  const cutoffs = badgeCutoffs(now);
  const match = buildMatch(filters, today, cutoffs);
  const start = rotationStart(today);
  const total = totalSql(filters, match);
  const offset = (filters.page - 1) * perPage;
  // Both statements name the touring listings `touring`; materialised, they are read once.
  const touring = match.touring
    ? sql`touring AS MATERIALIZED (${touringSql(match, cutoffs, start)}),`
    : sql``;

  const page = sql`
    WITH ${touring} candidates AS (${candidatesSql(match, cutoffs, start, offset + perPage)}),
    ranked AS (
      SELECT * FROM candidates
      ORDER BY active DESC, is_verified DESC, key, id
      LIMIT ${perPage} OFFSET ${offset}
    )
    SELECT m.id, m.name, m.age, m.gender, m.account_type, m.categories, m.is_verified,
           left(m.description_text, ${CARD_DESCRIPTION_MAX_LENGTH + 1}) AS description,
           -- Where the listing is for this search: the tour's place when touring it, else home.
           CASE WHEN t.here THEN t.state ELSE m.state END AS state,
           CASE WHEN t.here THEN t.city ELSE m.city END AS city,
           -- A listing hiding its suburb (suburb '') shows its city on the card instead.
           CASE WHEN t.here THEN t.city ELSE coalesce(nullif(m.suburb, ''), m.city) END AS suburb,
           -- Away on tour: no position, so the map places no pin where the listing is not.
           CASE WHEN t.id IS NULL THEN m.lat WHEN t.here THEN t.lat END AS lat,
           CASE WHEN t.id IS NULL THEN m.lng WHEN t.here THEN t.lng END AS lng,
           m.image_name,
           CASE WHEN t.id IS NULL THEN NULL WHEN t.here THEN 'touring' ELSE 'away' END AS tour_status,
           t.city AS tour_city,
           t.state AS tour_state,
           to_char(t.ends_on, 'YYYY-MM-DD') AS tour_until,
           r.active AS active_now,
           ${isRecentlyOnlineSql(sql`m.last_seen_at`, cutoffs)} AS recently_online,
           -- Available today while its time is ahead (listings-and-moderation.md#available-today).
           CASE WHEN m.available_until > ${now} THEN m.available_until END AS available_until,
           (${total}) AS total
    FROM ranked r
    JOIN models m ON m.id = r.id
    -- The listing's tour today, one index probe per row of the page: a tour of the place
    -- searched first (tours never share a day, so there is at most one).
    LEFT JOIN LATERAL (
      SELECT tr.id, tr.state, tr.city, tr.lat, tr.lng, tr.ends_on, ${match.tourHere} AS here
      FROM tours tr
      WHERE tr.model_id = m.id AND ${today}::date BETWEEN tr.starts_on AND tr.ends_on
      ORDER BY here DESC, tr.starts_on DESC LIMIT 1
    ) t ON true
    ORDER BY r.active DESC, r.is_verified DESC, r.key, r.id
  `;
  const standaloneTotal = match.touring
    ? sql`WITH touring AS MATERIALIZED (${touringSql(match, cutoffs, start)}) SELECT (${total}) AS total`
    : sql`SELECT (${total}) AS total`;
  return { page, total: standaloneTotal };
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
  tour_status: SearchTourStatus | null;
  tour_city: string | null;
  tour_state: string | null;
  tour_until: string | null;
  active_now: boolean;
  recently_online: boolean;
  available_until: Date | null;
  total: string;
}

/**
 * The conditions of a search on `models m` (and `tours tr`). A place filter is two branches:
 * listings at home there, and listings touring there today (`touring`, absent without a city
 * or state). The listing's own filters (`listing`) go into both.
 */
export interface Match {
  listing: SQL[];
  /** The place conditions on the listing's home. */
  home: SQL[];
  touring?: SQL[];
  /**
   * Whether a tour `tr` is in the place searched: its place conditions; anywhere without a
   * place; never with a suburb, which tours do not name.
   */
  tourHere: SQL;
  state?: string;
  cityKey?: string;
}

export function buildMatch(
  filters: SearchModelsFilters,
  today: string,
  cutoffs: BadgeCutoffs,
): Match {
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
  const home: SQL[] = [];
  if (state) home.push(sql`m.state = ${state}`);
  if (cityKey) home.push(sql`m.city_key = ${cityKey}`);
  if (filters.suburb) home.push(sql`m.suburb_key = ${toPlaceKey(filters.suburb)}`);

  // Tours name a city and state, not a suburb: a suburb search finds home listings only.
  if (filters.suburb) return { listing, home, tourHere: sql`false`, state, cityKey };
  if (!(state || cityKey)) return { listing, home, tourHere: sql`true`, state, cityKey };
  const tourPlace: SQL[] = [];
  if (state) tourPlace.push(sql`tr.state = ${state}`);
  if (cityKey) tourPlace.push(sql`tr.city_key = ${cityKey}`);
  const touring = [sql`${today}::date BETWEEN tr.starts_on AND tr.ends_on`, ...tourPlace];
  const tourHere = sql`(${sql.join(tourPlace, sql` AND `)})`;
  return { listing, home, touring, tourHere, state, cityKey };
}

/**
 * The first `limit` matches of each branch in the day's order. Listings at home are read in
 * order from a rank index: Active Now or not, per badge tier, the arc of the rotation circle
 * from the day's start, then the arc before it (daily-rotation.ts). Where a place has few
 * Active Now listings the planner finds them through the last-seen index and sorts them
 * instead. Listings touring the place today are sorted. The page is cut from the union of the
 * branches, which holds every row it can need.
 */
function candidatesSql(match: Match, cutoffs: BadgeCutoffs, start: number, limit: number): SQL {
  // A branch's order is the rank index's own (with the tier fixed it is the circle's order),
  // written out in full so that the planner reads it from the index without sorting.
  // The same rule as the Active Now badge (listing-badges.ts), written so an index can serve it.
  const activeNow = sql`m.last_seen_at > ${cutoffs.activeSince}`;
  const notActiveNow = sql`(m.last_seen_at IS NULL OR m.last_seen_at <= ${cutoffs.activeSince})`;
  const branch = (where: SQL[], active: boolean) => sql`(
    SELECT m.id, m.is_verified, ${rotationKey(start)} AS key, ${sql.raw(String(active))} AS active
    FROM models m WHERE ${sql.join(where, sql` AND `)}
    ORDER BY m.is_verified DESC, m.rotation, m.id LIMIT ${limit})`;
  const home = [...match.listing, ...match.home];

  const branches: SQL[] = [];
  for (const active of [true, false]) {
    for (const tier of [sql`m.is_verified`, sql`NOT m.is_verified`]) {
      for (const arc of [sql`m.rotation >= ${start}`, sql`m.rotation < ${start}`]) {
        const where = [...home, active ? activeNow : notActiveNow, tier, arc];
        branches.push(branch(where, active));
      }
    }
  }
  if (match.touring) {
    branches.push(sql`(SELECT id, is_verified, key, active FROM touring
      ORDER BY active DESC, is_verified DESC, key, id LIMIT ${limit})`);
  }
  return sql.join(branches, sql` UNION `);
}

/** A listing's position in the day's order: how far round the circle from the day's start. */
function rotationKey(start: number): SQL {
  return sql`(m.rotation - ${start} + ${ROTATION_CIRCLE}) % ${ROTATION_CIRCLE}`;
}

/**
 * The listings touring the place today, read once per search (the page's branch and the
 * total both use it): with their rank, whether Active Now, and whether also at home there.
 */
function touringSql(match: Match, cutoffs: BadgeCutoffs, start: number): SQL {
  return sql`SELECT DISTINCT m.id, m.is_verified, ${rotationKey(start)} AS key,
      coalesce(m.last_seen_at > ${cutoffs.activeSince}, false) AS active,
      (${sql.join(match.home, sql` AND `)}) AS at_home
    FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join([...match.listing, ...match.touring!], sql` AND `)}`;
}

/**
 * The number of matches. Filters on place, gender, account type and the verified badge alone
 * are summed from `listing_counts` (a few rows whatever the directory's size), plus the
 * listings touring the place today from elsewhere; other filters count their matches.
 */
function totalSql(filters: SearchModelsFilters, match: Match): SQL {
  const summed =
    !filters.suburb &&
    !filters.escort_type &&
    filters.min_age === undefined &&
    filters.max_age === undefined &&
    !filters.online;
  if (!summed) {
    const home = sql`SELECT m.id FROM models m WHERE ${sql.join([...match.listing, ...match.home], sql` AND `)}`;
    const all = match.touring ? sql`${home} UNION SELECT id FROM touring` : home;
    return sql`SELECT count(*) FROM (${all}) matched`;
  }

  const counts: SQL[] = [sql`true`];
  if (match.state) counts.push(sql`c.state = ${match.state}`);
  if (match.cityKey) counts.push(sql`c.city_key = ${match.cityKey}`);
  if (filters.gender) counts.push(sql`c.gender = ${filters.gender}`);
  if (filters.account_type) counts.push(sql`c.account_type = ${filters.account_type}`);
  if (filters.verified) counts.push(sql`c.is_verified`);
  const atHome = sql`SELECT coalesce(sum(c.live), 0) FROM listing_counts c WHERE ${sql.join(counts, sql` AND `)}`;
  if (!match.touring) return atHome;
  return sql`(${atHome}) + (SELECT count(*) FROM touring WHERE NOT at_home)`;
}

async function readTotal(db: Database, total: SQL): Promise<string> {
  const result = await db.execute<{ total: string }>(total);
  return result.rows[0]?.total ?? '0';
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
    available_until: row.available_until && new Date(row.available_until).toISOString(),
    touring: row.tour_status === 'touring',
    tour: toSearchTour(row),
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

function toSearchTour(row: SearchRow): SearchTour | null {
  const { tour_status: status, tour_city: city, tour_state: state, tour_until: until } = row;
  if (!status || city === null || state === null || until === null) return null;
  return { status, city, state, until };
}

/** Cuts at the last word boundary and adds an ellipsis, so cards never end mid-word. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

// The calendar date in Australia (YYYY-MM-DD): tours and the rotation follow the local day.
// The contract's, so the advertiser's tour form counts "today" as the server does.
export { australianDate };
