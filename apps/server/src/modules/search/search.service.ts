import { sql, type SQL } from 'drizzle-orm';
import {
  CARD_DESCRIPTION_MAX_LENGTH,
  COUNTRY_NAME,
  australianDate,
  SEARCH_PAGE_SIZE,
  STATES,
  TOURING_SOON_DAYS,
  addDays,
  findState,
  toPlaceKey,
  type SearchModelItem,
  type SearchModelsFilters,
  type SearchSort,
  type SearchTour,
  type SearchTourStatus,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  badgeCutoffs,
  isActiveNowSql,
  isAvailableTodaySql,
  isRecentlyOnlineSql,
  type BadgeCutoffs,
} from './listing-badges.js';
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
  /** At most this many speakers of the language searched make its matches few (FEW_MATCHES). */
  fewMatchesAtMost?: number;
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

  const fewMatches = await hasFewMatches(db, filters, options.fewMatchesAtMost);
  const { page: pageSql, total } = buildSearchSql(filters, { now, perPage, fewMatches });
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
  { now, perPage, fewMatches = false }: { now: Date; perPage: number; fewMatches?: boolean },
): { page: SQL; total: SQL } {
  const today = australianDate(now);
  const cutoffs = badgeCutoffs(now);
  const match = buildMatch(filters, today, cutoffs);
  const start = rotationStart(today);
  const offset = (filters.page - 1) * perPage;
  const order = searchOrder(filters.sort, start);
  // Touring soon in the recommended order reads the tours in rank order instead
  // (rankedSoonSql), with no `touring` to read them all first.
  const ranksSoon = match.soon === true && order.sort === 'recommended';
  const viaTouring = match.touring !== undefined && !ranksSoon;
  // A rare language's matches at home, or Available today's (a few in a hundred), are read all
  // at once through their own index: the page is sorted from them and the total counted from
  // them, where the rank indexes would be read far to find them (decision 042).
  const gathered = !match.soon && (fewMatches || match.availableOnly);
  const total = totalSql(filters, match, { viaTouring, gathered });
  // Both statements name these `touring` and `home_matches`; materialised, they are read once.
  const shared: SQL[] = [];
  if (viaTouring) shared.push(sql`touring AS MATERIALIZED (${touringSql(match, order, cutoffs)})`);
  if (gathered) {
    shared.push(sql`home_matches AS MATERIALIZED (${homeMatchesSql(match, order, cutoffs)})`);
  }
  const withShared = shared.length > 0 ? sql`${sql.join(shared, sql`, `)},` : sql``;

  const page = sql`
    WITH ${withShared} candidates AS (${candidatesSql(match, order, cutoffs, start, offset + perPage, { viaTouring, gathered })}),
    ranked AS (
      SELECT * FROM candidates
      ORDER BY ${order.by(sql``)}
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
           t.status AS tour_status,
           t.city AS tour_city,
           t.state AS tour_state,
           to_char(t.starts_on, 'YYYY-MM-DD') AS tour_from,
           to_char(t.ends_on, 'YYYY-MM-DD') AS tour_until,
           r.active AS active_now,
           ${isRecentlyOnlineSql(sql`m.last_seen_at`, cutoffs)} AS recently_online,
           -- Available today while its time is ahead (listings-and-moderation.md#available-today).
           CASE WHEN m.available_until > ${now} THEN m.available_until END AS available_until,
           (${total}) AS total
    FROM ranked r
    JOIN models m ON m.id = r.id
    LEFT JOIN LATERAL (${shownTourSql(match, today)}) t ON true
    ORDER BY ${order.by(sql`r.`)}
  `;
  const standaloneTotal =
    shared.length > 0
      ? sql`WITH ${sql.join(shared, sql`, `)} SELECT (${total}) AS total`
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
  tour_from: string | null;
  tour_until: string | null;
  active_now: boolean;
  recently_online: boolean;
  available_until: Date | null;
  total: string;
}

/**
 * The conditions of a search on `models m` (and `tours tr`). A place filter is two branches:
 * listings at home there, and listings touring there today (`touring`, absent without a city
 * or state). Every per-listing filter goes into `listing`, which both branches apply; `home`
 * holds the place conditions on the listing's home. With `touring_soon` the place is matched
 * through the listing's tours instead (`soon`): `home` is empty and `touring` holds the tours
 * starting soon, so `listing` and `home` alone still say exactly which listings match.
 */
export interface Match {
  listing: SQL[];
  /**
   * The listing's own conditions: `listing` without the EXISTS on its tours that touring soon
   * adds, for the search's touring-soon statements, which read those tours themselves. The
   * first is always that the listing is live.
   */
  own: SQL[];
  /** The place conditions on the listing's home. */
  home: SQL[];
  touring?: SQL[];
  /** Touring soon: every match is found through a tour of the place starting soon (`touring`). */
  soon?: boolean;
  /**
   * Whether a tour `tr` is in the place searched: its place conditions; anywhere without a
   * place; never with a suburb, which tours do not name.
   */
  tourHere: SQL;
  state?: string;
  cityKey?: string;
  /** The Available today filter is on: every match is Active Now or available. */
  availableOnly: boolean;
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
  listing.push(...richerFilters(filters, cutoffs));
  const own = [...listing];

  const state = filters.state ? resolveState(filters.state) : undefined;
  const cityKey = filters.city ? toPlaceKey(filters.city) : undefined;
  const home: SQL[] = [];
  if (state) home.push(sql`m.state = ${state}`);
  if (cityKey) home.push(sql`m.city_key = ${cityKey}`);
  if (filters.suburb) home.push(sql`m.suburb_key = ${toPlaceKey(filters.suburb)}`);

  const tourPlace: SQL[] = [];
  if (state) tourPlace.push(sql`tr.state = ${state}`);
  if (cityKey) tourPlace.push(sql`tr.city_key = ${cityKey}`);
  // Tours name a city and state, not a suburb: a suburb search finds home listings only.
  if (filters.suburb) tourPlace.push(sql`false`);
  const tourHere = tourPlace.length > 0 ? sql`(${sql.join(tourPlace, sql` AND `)})` : sql`true`;
  const common = {
    own,
    tourHere,
    state,
    cityKey,
    availableOnly: filters.available_today === true,
  };
  if (filters.touring_soon) {
    const soon = [
      sql`tr.starts_on BETWEEN ${today}::date AND ${addDays(today, TOURING_SOON_DAYS)}::date`,
      ...tourPlace,
    ];
    listing.push(
      sql`EXISTS (SELECT 1 FROM tours tr WHERE tr.model_id = m.id AND ${sql.join(soon, sql` AND `)})`,
    );
    return { ...common, listing, home: [], touring: soon, soon: true };
  }
  if (filters.suburb || !(state || cityKey)) return { ...common, listing, home };
  const touring = [sql`${today}::date BETWEEN tr.starts_on AND tr.ends_on`, ...tourPlace];
  return { ...common, listing, home, touring };
}

/**
 * Price, incall/outcall, language and available today, on the columns the database keeps
 * from the rates and languages (drizzle/0023; docs/product/search-and-ranking.md#filters).
 */
function richerFilters(filters: SearchModelsFilters, cutoffs: BadgeCutoffs): SQL[] {
  const conditions: SQL[] = [];
  if (filters.min_price !== undefined)
    conditions.push(sql`m.hourly_rate_aud >= ${filters.min_price}`);
  if (filters.max_price !== undefined)
    conditions.push(sql`m.hourly_rate_aud <= ${filters.max_price}`);
  if (filters.incall) conditions.push(sql`m.offers_incall`);
  if (filters.outcall) conditions.push(sql`m.offers_outcall`);
  if (filters.language) {
    conditions.push(sql`m.language_keys @> ARRAY[lower(${filters.language})]::text[]`);
  }
  if (filters.available_today) conditions.push(sql`m.available_until > ${cutoffs.now}`);
  return conditions;
}

/**
 * The tour a card shows, one index probe per row of the page (`tours_model_idx`). Normally the
 * listing's tour today, a tour of the place searched first (tours never share a day, so there
 * is at most one): `touring` there, else `away`. Touring soon shows the tour it was found
 * through, the next one of the place: `arriving`, or `touring` once it has begun.
 */
function shownTourSql(match: Match, today: string): SQL {
  const columns = sql`tr.id, tr.state, tr.city, tr.lat, tr.lng, tr.starts_on, tr.ends_on`;
  if (match.soon) {
    return sql`SELECT ${columns}, true AS here,
        CASE WHEN tr.starts_on <= ${today}::date THEN 'touring' ELSE 'arriving' END AS status
      FROM tours tr WHERE tr.model_id = m.id AND ${sql.join(match.touring!, sql` AND `)}
      ORDER BY tr.starts_on LIMIT 1`;
  }
  return sql`SELECT ${columns}, ${match.tourHere} AS here,
      CASE WHEN ${match.tourHere} THEN 'touring' ELSE 'away' END AS status
    FROM tours tr
    WHERE tr.model_id = m.id AND ${today}::date BETWEEN tr.starts_on AND tr.ends_on
    ORDER BY here DESC, tr.starts_on DESC LIMIT 1`;
}

/**
 * How a search's candidates are ordered: the columns each branch adds (over `models m`) and the
 * order of the union over them (`prefix` names the table that holds them).
 */
interface SearchOrder {
  sort: SearchSort;
  columns: SQL;
  by: (prefix: SQL) => SQL;
}

/**
 * The orders of docs/product/search-and-ranking.md#ranking-order. Every candidate carries `id`,
 * `active` (the Active Now badge) and `available` (the boost's tier) before these columns.
 * - recommended: Active Now, then Available today, then verified, then the day's rotation;
 * - newest: first went live, newest first;
 * - price_asc: the price (the lowest one-hour rate), listings without one last, equal prices in
 *   the rotation circle's fixed order.
 */
function searchOrder(sort: SearchSort, start: number): SearchOrder {
  if (sort === 'newest') {
    return {
      sort,
      columns: sql`m.went_live_at AS o1, m.id AS o2`,
      by: (p) => sql`${p}o1 DESC NULLS LAST, ${p}id DESC`,
    };
  }
  if (sort === 'price_asc') {
    return {
      sort,
      columns: sql`m.hourly_rate_aud AS o1, m.rotation AS o2`,
      by: (p) => sql`${p}o1 NULLS LAST, ${p}o2, ${p}id`,
    };
  }
  return {
    sort,
    columns: sql`m.is_verified AS o1, ${rotationKey(sql`m.rotation`, start)} AS o2`,
    by: (p) => sql`${p}active DESC, ${p}available DESC, ${p}o1 DESC, ${p}o2, ${p}id`,
  };
}

/**
 * The first `limit` matches of each branch in the search's order; the page is cut from their
 * union, which holds every row it can need. Listings at home are read in order from an index;
 * listings touring the place today come from `touring`. Touring soon has no home branch: in the
 * recommended order its matches are read in order from the tours (rankedSoonSql), in the other
 * orders from `touring`.
 */
function candidatesSql(
  match: Match,
  order: SearchOrder,
  cutoffs: BadgeCutoffs,
  start: number,
  limit: number,
  { viaTouring, gathered }: { viaTouring: boolean; gathered: boolean },
): SQL {
  const home = [...match.listing, ...match.home];
  const branches: SQL[] = [];
  if (match.soon) {
    if (!viaTouring) branches.push(...rankedSoonSql(match, cutoffs, start, limit));
  } else if (gathered) {
    branches.push(sql`(SELECT * FROM home_matches ORDER BY ${order.by(sql``)} LIMIT ${limit})`);
  } else if (order.sort === 'recommended') {
    branches.push(...rankedHomeSql(home, order, cutoffs, start, limit));
  } else {
    // newest and price_asc read one index in their order (drizzle/0023), badges computed.
    branches.push(sql`(SELECT m.id, ${tierColumnsSql(order, cutoffs)}, ${order.columns}
      FROM models m WHERE ${sql.join(home, sql` AND `)}
      ORDER BY ${order.by(sql``)} LIMIT ${limit})`);
  }
  if (viaTouring) {
    branches.push(sql`(SELECT id, active, available, o1, o2 FROM touring
      ORDER BY ${order.by(sql``)} LIMIT ${limit})`);
  }
  return sql.join(branches, sql` UNION `);
}

/**
 * The recommended order's branches for listings at home, read in order from a rank index
 * (drizzle/0005, with the filters' columns included by 0023): per tier (Active Now, Available
 * today, the rest) and badge, the arc of the rotation circle from the day's start, then the arc
 * before it (daily-rotation.ts). Where a place has few Active Now or available listings the
 * planner finds them through their own index and sorts them instead.
 */
function rankedHomeSql(
  home: SQL[],
  order: SearchOrder,
  cutoffs: BadgeCutoffs,
  start: number,
  limit: number,
): SQL[] {
  // A branch's order is the rank index's own (with the tier fixed it is the circle's order),
  // written out in full so that the planner reads it from the index without sorting.
  return rankSplits(sql`m`, cutoffs, start, false).map(
    (split) => sql`(
      SELECT m.id, ${sql.raw(String(split.active))} AS active,
             ${sql.raw(String(split.available))} AS available, ${order.columns}
      FROM models m WHERE ${sql.join([...home, ...split.where], sql` AND `)}
      ORDER BY m.is_verified DESC, m.rotation, m.id LIMIT ${limit})`,
  );
}

/**
 * Touring soon in the recommended order: the same branches as rankedHomeSql, read from the
 * tours of the place in rank order (tours_city_rank_idx, tours_state_rank_idx of drizzle/0026,
 * which copy the listing's rank inputs), the start-date window and the tier checked on the
 * index. The listing itself is read only for filters beyond the place. A listing with two tours
 * starting soon is one candidate: its rows are identical (the copy is the listing's), so the
 * branch keeps one per listing before its limit, and the union keeps one across branches.
 * docs/decisions/043-tours-in-rank-order.md.
 */
function rankedSoonSql(match: Match, cutoffs: BadgeCutoffs, start: number, limit: number): SQL[] {
  const { listing, conditions } = soonTours(match);
  return rankSplits(sql`tr`, cutoffs, start, match.availableOnly).map(
    (split) => sql`(
      SELECT DISTINCT ON (tr.is_verified, tr.rotation, tr.model_id) tr.model_id AS id,
             ${sql.raw(String(split.active))} AS active,
             ${sql.raw(String(split.available))} AS available,
             tr.is_verified AS o1, ${rotationKey(sql`tr.rotation`, start)} AS o2
      FROM tours tr ${listing} WHERE ${sql.join([...conditions, ...split.where], sql` AND `)}
      ORDER BY tr.is_verified DESC, tr.rotation, tr.model_id LIMIT ${limit})`,
  );
}

/**
 * The tours starting soon in the place of live listings matching the filters: the join to the
 * listing (`models m`) only where a filter beyond the place needs it, since the first of `own`,
 * that the listing is live, is on the tour's copy already.
 */
function soonTours(match: Match): { listing: SQL; conditions: SQL[] } {
  const filtered = match.own.length > 1;
  return {
    listing: filtered ? sql`JOIN models m ON m.id = tr.model_id` : sql``,
    conditions: [sql`tr.listing_live`, ...match.touring!, ...(filtered ? match.own : [])],
  };
}

/**
 * The recommended order cut into parts each read in one index's order: per tier (Active Now,
 * Available today, the rest), per verified badge, per arc of the rotation circle. `t` names the
 * table holding the rank columns (`models m`, or the copy on `tours tr`).
 */
function rankSplits(
  t: SQL,
  cutoffs: BadgeCutoffs,
  start: number,
  availableOnly: boolean,
): { active: boolean; available: boolean; where: SQL[] }[] {
  // The same rules as the badges (listing-badges.ts), written so an index can serve them.
  const activeNow = sql`${t}.last_seen_at > ${cutoffs.activeSince}`;
  const notActiveNow = sql`(${t}.last_seen_at IS NULL OR ${t}.last_seen_at <= ${cutoffs.activeSince})`;
  const available = sql`${t}.available_until > ${cutoffs.now}`;
  const notAvailable = sql`(${t}.available_until IS NULL OR ${t}.available_until <= ${cutoffs.now})`;
  const tiers = [
    { active: true, available: false, where: [activeNow] },
    { active: false, available: true, where: [notActiveNow, available] },
    { active: false, available: false, where: [notActiveNow, notAvailable] },
  ];
  // Under the Available today filter the last tier can hold nothing, but its branches would
  // read the place's whole index to prove it.
  const possible = availableOnly ? tiers.filter((tier) => tier.active || tier.available) : tiers;
  return possible.flatMap((tier) =>
    [sql`${t}.is_verified`, sql`NOT ${t}.is_verified`].flatMap((badge) =>
      [sql`${t}.rotation >= ${start}`, sql`${t}.rotation < ${start}`].map((arc) => ({
        ...tier,
        where: [...tier.where, badge, arc],
      })),
    ),
  );
}

/**
 * Every match at home with the order's columns, for a search whose matches are few: read through
 * the index of its rarest filter (a language's, Available today's).
 */
function homeMatchesSql(match: Match, order: SearchOrder, cutoffs: BadgeCutoffs): SQL {
  return sql`SELECT m.id, ${tierColumnsSql(order, cutoffs)}, ${order.columns}
    FROM models m WHERE ${sql.join([...match.listing, ...match.home], sql` AND `)}`;
}

/**
 * A listing's (`m`) `active` and `available` columns, computed where no branch fixes its tier:
 * Available today is a tier of the recommended order only.
 */
function tierColumnsSql(order: SearchOrder, cutoffs: BadgeCutoffs): SQL {
  const active = isActiveNowSql(sql`m.last_seen_at`, cutoffs);
  const available =
    order.sort === 'recommended'
      ? sql`NOT ${active} AND ${isAvailableTodaySql(sql`m.available_until`, cutoffs)}`
      : sql`false`;
  return sql`${active} AS active, ${available} AS available`;
}

/** A listing's position in the day's order: how far round the circle from the day's start. */
function rotationKey(rotation: SQL, start: number): SQL {
  return sql`(${rotation} - ${start} + ${ROTATION_CIRCLE}) % ${ROTATION_CIRCLE}`;
}

/**
 * The listings found through their tours (touring the place today, or touring soon), read once
 * per search (the page's branch and the total both use it): with the order's columns, and
 * whether also at home there.
 */
function touringSql(match: Match, order: SearchOrder, cutoffs: BadgeCutoffs): SQL {
  const atHome = match.home.length > 0 ? sql.join(match.home, sql` AND `) : sql`false`;
  return sql`SELECT DISTINCT m.id, ${tierColumnsSql(order, cutoffs)},
      ${order.columns}, (${atHome}) AS at_home
    FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join([...match.own, ...match.touring!], sql` AND `)}`;
}

/**
 * The number of matches. Where every filter is one the database keeps counts by (place,
 * gender, account type, the verified badge, and one of incall/outcall, a price range or a
 * language) the total at home is summed from those counts (a few rows whatever the
 * directory's size); other filters count their matches at home, through the index that serves
 * the filter. Either way the listings touring the place from elsewhere are added (counted in
 * `touring` where the statement has it).
 */
function totalSql(
  filters: SearchModelsFilters,
  match: Match,
  { viaTouring, gathered }: { viaTouring: boolean; gathered: boolean },
): SQL {
  if (match.soon) return viaTouring ? sql`SELECT count(*) FROM touring` : soonTotalSql(match);
  const atHome =
    keptCountSql(filters, match) ??
    (gathered
      ? sql`SELECT count(*) FROM home_matches`
      : sql`SELECT count(*) FROM models m WHERE ${sql.join([...match.listing, ...match.home], sql` AND `)}`);
  if (!match.touring) return atHome;
  return sql`(${atHome}) + (SELECT count(*) FROM touring WHERE NOT at_home)`;
}

/**
 * The listings with a tour starting soon in the place: counted on the tour rank index alone
 * (drizzle/0026) unless a filter beyond the place needs the listing.
 */
function soonTotalSql(match: Match): SQL {
  const { listing, conditions } = soonTours(match);
  return sql`SELECT count(DISTINCT tr.model_id) FROM tours tr ${listing}
    WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * The live listings at home matching the filters, summed from the kept counts
 * (`listing_counts`, `listing_price_counts`, `listing_language_counts`), or undefined when a
 * filter is not one they are kept by (decision 042).
 */
function keptCountSql(filters: SearchModelsFilters, match: Match): SQL | undefined {
  const counted =
    filters.suburb ||
    filters.escort_type ||
    filters.min_age !== undefined ||
    filters.max_age !== undefined ||
    filters.online ||
    filters.available_today;
  if (counted) return undefined;
  const price = filters.min_price !== undefined || filters.max_price !== undefined;
  const service = Boolean(filters.incall || filters.outcall);
  if ([price, Boolean(filters.language), service].filter(Boolean).length > 1) return undefined;

  const where = countedPlace(match);
  if (filters.gender) where.push(sql`c.gender = ${filters.gender}`);
  if (filters.account_type) where.push(sql`c.account_type = ${filters.account_type}`);
  if (filters.verified) where.push(sql`c.is_verified`);
  let table = sql`listing_counts`;
  if (price) {
    table = sql`listing_price_counts`;
    if (filters.min_price !== undefined) where.push(sql`c.hourly_rate_aud >= ${filters.min_price}`);
    if (filters.max_price !== undefined) where.push(sql`c.hourly_rate_aud <= ${filters.max_price}`);
  } else if (filters.language) {
    table = sql`listing_language_counts`;
    where.push(sql`c.language_key = lower(${filters.language})`);
  } else {
    if (filters.incall) where.push(sql`c.offers_incall`);
    if (filters.outcall) where.push(sql`c.offers_outcall`);
  }
  return sql`SELECT coalesce(sum(c.live), 0) FROM ${table} c WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * At most this many listings at home in the place speak the language searched: its matches are
 * read through the language's index and sorted (`homeMatchesSql`) rather than found along the
 * rank indexes, where a rare language sits a few in thousands (decision 042).
 */
export const FEW_MATCHES = 2_000;

/**
 * Whether the search's language is rare in its place, from the kept counts: one small query
 * before the search. Searches without a language, or touring soon, keep their usual path.
 */
export async function hasFewMatches(
  db: Database,
  filters: SearchModelsFilters,
  atMost = FEW_MATCHES,
): Promise<boolean> {
  if (!filters.language || filters.touring_soon) return false;
  const where = countedPlace({
    state: filters.state ? resolveState(filters.state) : undefined,
    cityKey: filters.city ? toPlaceKey(filters.city) : undefined,
  });
  where.push(sql`c.language_key = lower(${filters.language})`);
  const result = await db.execute<{ few: boolean }>(
    sql`SELECT coalesce(sum(c.live), 0) <= ${atMost} AS few
      FROM listing_language_counts c WHERE ${sql.join(where, sql` AND `)}`,
  );
  return result.rows[0]?.few === true;
}

/** The place conditions on a kept count `c`: a suburb is within its city and state. */
function countedPlace(place: { state?: string; cityKey?: string }): SQL[] {
  const where: SQL[] = [sql`true`];
  if (place.state) where.push(sql`c.state = ${place.state}`);
  if (place.cityKey) where.push(sql`c.city_key = ${place.cityKey}`);
  return where;
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
  const { tour_status: status, tour_city: city, tour_state: state } = row;
  const { tour_from: from, tour_until: until } = row;
  if (!status || city === null || state === null || from === null || until === null) return null;
  return { status, city, state, from, until };
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
