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
import { poolOf, searchPoolOf, type Database } from '../../db/client.js';
import {
  prepareStatement,
  runStatement,
  type PreparedStatement,
} from '../../db/prepared-statement.js';
import { AppError } from '../../platform/http/errors.js';
import {
  badgeCutoffs,
  isActiveNowSql,
  isAvailableTodaySql,
  isRecentlyOnlineSql,
  type CutoffValues,
} from './listing-badges.js';
import { ROTATION_CIRCLE, rotationStart } from './daily-rotation.js';
import { RECOMMENDED_ORDER, type RankKey } from './ranking-order.js';

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

/** The filters whose presence (never their value) decides the text of a search's statements. */
const SHAPE_FILTERS = [
  'state',
  'city',
  'suburb',
  'gender',
  'account_type',
  'escort_type',
  'min_age',
  'max_age',
  'verified',
  'online',
  'min_price',
  'max_price',
  'incall',
  'outcall',
  'language',
  'available_today',
  'touring_soon',
] as const satisfies readonly (keyof SearchModelsFilters)[];

/**
 * What a search's statements are built from: which filters are on, the sort, whether the
 * language searched is rare. Every value a statement compares with is a named parameter
 * (`SearchParams`), so all searches of one shape share one statement text, built once and
 * prepared once per connection (decision 050).
 */
export type SearchShape = Record<(typeof SHAPE_FILTERS)[number], boolean> & {
  sort: SearchSort;
  fewMatches: boolean;
};

export function shapeOf(filters: SearchModelsFilters, fewMatches = false): SearchShape {
  const on = Object.fromEntries(
    SHAPE_FILTERS.map((name) => {
      const value = filters[name];
      return [name, value !== undefined && value !== false && value !== ''];
    }),
  ) as Record<(typeof SHAPE_FILTERS)[number], boolean>;
  return { ...on, sort: filters.sort, fewMatches };
}

/** The values a search statement names, by the names of its placeholders. */
const PARAM_NAMES = [
  'state',
  'city_key',
  'suburb_key',
  'gender',
  'account_type',
  'escort_type',
  'min_age',
  'max_age',
  'min_price',
  'max_price',
  'language',
  'today',
  'soon_until',
  'start',
  'now',
  'active_since',
  'online_since',
  'new_since',
  'limit',
  'per_page',
  'offset',
] as const;
type ParamName = (typeof PARAM_NAMES)[number];

/**
 * What the statements embed for each value: the placeholders of a kept statement, or the values
 * themselves where a statement is built for one use (buildMatch's callers).
 */
export type SearchParams = Record<ParamName, unknown>;

const PLACEHOLDERS = Object.fromEntries(
  PARAM_NAMES.map((name) => [name, sql.placeholder(name)]),
) as SearchParams;

/** The values of one search, for its statement's placeholders. */
export function searchValues(
  filters: SearchModelsFilters,
  { now, perPage }: { now: Date; perPage: number },
): SearchParams {
  const today = australianDate(now);
  const cutoffs = badgeCutoffs(now);
  const offset = (filters.page - 1) * perPage;
  return {
    state: filters.state ? resolveState(filters.state) : undefined,
    city_key: filters.city ? toPlaceKey(filters.city) : undefined,
    suburb_key: filters.suburb ? toPlaceKey(filters.suburb) : undefined,
    gender: filters.gender,
    account_type: filters.account_type,
    escort_type: filters.escort_type,
    min_age: filters.min_age,
    max_age: filters.max_age,
    min_price: filters.min_price,
    max_price: filters.max_price,
    language: filters.language,
    today,
    soon_until: addDays(today, TOURING_SOON_DAYS),
    start: rotationStart(today),
    now: cutoffs.now,
    active_since: cutoffs.activeSince,
    online_since: cutoffs.onlineSince,
    new_since: cutoffs.newSince,
    limit: offset + perPage,
    per_page: perPage,
    offset,
  };
}

/** The badge cutoffs as a statement names them. */
function cutoffsOf(params: SearchParams): CutoffValues {
  return {
    now: params.now,
    activeSince: params.active_since,
    onlineSince: params.online_since,
    newSince: params.new_since,
  };
}

/**
 * Live listings matching the filters, in the directory's order: Active Now first, then
 * Available today, then verified, then the day's rotation (ranking-order.ts,
 * daily-rotation.ts), so every advertiser takes turns near the top without paying or bumping,
 * and pages agree within a day.
 *
 * The page is read in that order from the rank indexes (drizzle/0005), never sorted from every
 * match: in the recommended order the parts of the order (per tier, badge and arc of the
 * rotation circle) are read one after another, each merging the listings at home with those
 * touring the place, so page N reads about N × 24 index entries (decision 050). The total comes
 * from the `listing_counts` summary where the filters allow. The statements are prepared once
 * per shape of search and connection (`preparedSearch`).
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

  const values = searchValues(filters, { now, perPage });
  const fewMatches = await hasFewMatches(db, filters, options.fewMatchesAtMost);
  const statements = preparedSearch(shapeOf(filters, fewMatches));
  const pool = statements.planOnce ? searchPoolOf(db) : poolOf(db);
  const result = await runStatement<SearchRow>(pool, statements.page.with(values));

  const rows = result.rows;
  // A page past the end has no rows to carry the total; it costs a query of its own.
  const count =
    rows.length > 0
      ? rows[0]!.total
      : ((await runStatement<{ total: string }>(pool, statements.total.with(values))).rows[0]
          ?.total ?? '0');
  return {
    items: rows.map(toSearchItem),
    total: Number(count),
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(Number(count) / perPage)),
  };
}

/**
 * The statements of a shape. `planOnce`: they are named, so node-postgres prepares each once per
 * connection, and run on the search pool, where PostgreSQL plans each once (`searchPoolOf`).
 * Only the searches read in an index's order are (the recommended order part by part, newest
 * and price with touring today read in order, but for a price range): their plan does not
 * depend on the values. The other paths (touring soon, a rare language) choose their
 * indexes by the place's numbers, and a plan made without the values read the tours' date
 * index for touring soon (80 ms against 20 ms at a million listings): they are planned with
 * their values on every search.
 */
interface ShapeStatements {
  page: PreparedStatement<SearchParams>;
  total: PreparedStatement<SearchParams>;
  planOnce: boolean;
}

/** Statements by shape. Shapes are few (the filters on or off), so the map stays small. */
const prepared = new Map<string, ShapeStatements>();

/** The statements of a shape of search, built on its first use. */
export function preparedSearch(shape: SearchShape): ShapeStatements {
  const key = JSON.stringify(shape);
  let statements = prepared.get(key);
  if (!statements) {
    const built = buildSearchSql(shape, PLACEHOLDERS);
    const prefix = built.planOnce ? 'search' : undefined;
    statements = {
      page: prepareStatement<SearchParams>(built.page, prefix),
      total: prepareStatement<SearchParams>(built.total, prefix),
      planOnce: built.planOnce,
    };
    prepared.set(key, statements);
  }
  return statements;
}

/**
 * The statements of one shape of search: the page (each row carrying the total) and the total
 * alone, over `params` (placeholders, or values for a statement used once).
 */
export function buildSearchSql(
  shape: SearchShape,
  params: SearchParams,
): { page: SQL; total: SQL; planOnce: boolean } {
  const cutoffs = cutoffsOf(params);
  const match = matchSql(shape, params);
  const order = searchOrder(shape.sort, params.start);
  const path = searchPath(shape, match);
  const total = totalSql(shape, match, path, params);
  // Both statements name these `touring` and `home_matches`; materialised, they are read once.
  const shared: SQL[] = [];
  if (path.viaTouring) {
    shared.push(sql`touring AS MATERIALIZED (${touringSql(match, order, cutoffs)})`);
  }
  if (path.gathered) {
    shared.push(sql`home_matches AS MATERIALIZED (${homeMatchesSql(match, order, cutoffs)})`);
  }
  const withShared = shared.length > 0 ? sql`${sql.join(shared, sql`, `)},` : sql``;
  const ranked = path.inRankOrder
    ? rankedPageSql(match, order, cutoffs, params)
    : sql`SELECT * FROM (${candidatesSql(match, order, cutoffs, params, path)}) candidates
      ORDER BY ${order.by(sql``)}
      LIMIT ${params.per_page} OFFSET ${params.offset}`;

  const page = sql`
    WITH ${withShared} ranked AS (${ranked})
    SELECT m.id, m.name, m.age, m.gender, m.account_type, m.categories, m.is_verified,
           left(m.description_text, ${sql.raw(String(CARD_DESCRIPTION_MAX_LENGTH + 1))}) AS description,
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
           CASE WHEN m.available_until > ${params.now} THEN m.available_until END AS available_until,
           (${total}) AS total
    FROM ranked r
    JOIN models m ON m.id = r.id
    LEFT JOIN LATERAL (${shownTourSql(match, params)}) t ON true
    ORDER BY ${order.by(sql`r.`)}
  `;
  const standaloneTotal =
    shared.length > 0
      ? sql`WITH ${sql.join(shared, sql`, `)} SELECT (${total}) AS total`
      : sql`SELECT (${total}) AS total`;
  // A generic plan takes a price range for a narrow one (PostgreSQL's default guess) and reads
  // the price index. Newest and price are cheap to plan, so with a range they are planned with
  // its values. The recommended order is not: planning its parts costs 8 to 45 ms, more than
  // the generic plan loses (22 ms against 5 for Sydney's $150 to $300 at a million listings).
  const priceRange = shape.min_price || shape.max_price;
  const planOnce = path.inRankOrder || (path.toursInOrder && !priceRange);
  return { page, total: standaloneTotal, planOnce };
}

/**
 * How a search finds its page:
 * - `inRankOrder`: the recommended order with no rare language, read part by part in the order
 *   (rankedPageSql), the listings touring the place today merged from the tours' rank indexes;
 *   under Available today its first two tiers only, which hold every match (decision 056);
 * - `ranksSoon`: touring soon in the recommended order, read from the tours' rank indexes
 *   (rankedSoonSql) and sorted;
 * - `gathered`: a rare language's matches at home, read all at once through its own index and
 *   sorted, where the rank indexes would be read far to find them (decision 042);
 * - `toursInOrder`: newest or price in a place, the listings touring it today read in that
 *   order from the tours' own indexes (touringInOrderSql) beside those at home;
 * - `viaTouring`: the listings found through their tours, read once into `touring` for
 *   touring soon in the other orders and for the gathered searches.
 */
interface SearchPath {
  inRankOrder: boolean;
  ranksSoon: boolean;
  gathered: boolean;
  toursInOrder: boolean;
  viaTouring: boolean;
}

function searchPath(shape: SearchShape, match: Match): SearchPath {
  const recommended = shape.sort === 'recommended';
  const ranksSoon = match.soon === true && recommended;
  const gathered = !match.soon && shape.fewMatches;
  const inRankOrder = recommended && !match.soon && !gathered;
  const toursInOrder = match.touring !== undefined && !recommended && !match.soon && !gathered;
  const viaTouring = match.touring !== undefined && !ranksSoon && !inRankOrder && !toursInOrder;
  return { inRankOrder, ranksSoon, gathered, toursInOrder, viaTouring };
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
  /** The state and city key searched, as the statement names them; absent when not searched. */
  state?: unknown;
  cityKey?: unknown;
  /** The Available today filter is on: every match is Active Now or available. */
  availableOnly: boolean;
  /**
   * The filters of `own` that a tour's copy of its listing keeps (drizzle/0027, 0028), again on
   * the copy (`tours tr`): where every tour of the place is read (counted, or gathered into
   * `touring`), they narrow the tours before any listing is read (decision 056). Never the
   * only check: `own` still holds them on the listing. Reads in an index's order leave them
   * out: a generic plan, blind to a price range's width, would take the tours' price index
   * for them and sort.
   */
  copied: SQL[];
}

/** The conditions of a search with its values, for statements built for one use (alerts). */
export function buildMatch(filters: SearchModelsFilters, now: Date): Match {
  return matchSql(shapeOf(filters), searchValues(filters, { now, perPage: SEARCH_PAGE_SIZE }));
}

function matchSql(shape: SearchShape, p: SearchParams): Match {
  const cutoffs = cutoffsOf(p);
  const listing: SQL[] = [sql`m.status = 'live'`];
  if (shape.gender) listing.push(sql`m.gender = ${p.gender}`);
  if (shape.account_type) listing.push(sql`m.account_type = ${p.account_type}`);
  if (shape.escort_type) listing.push(sql`m.categories @> ARRAY[${p.escort_type}]::text[]`);
  if (shape.min_age) listing.push(sql`m.age >= ${p.min_age}`);
  if (shape.max_age) listing.push(sql`m.age <= ${p.max_age}`);
  if (shape.verified) listing.push(sql`m.is_verified`);
  // The same rule as the `Recently online` badge, so every listing found shows the marker.
  if (shape.online) listing.push(isRecentlyOnlineSql(sql`m.last_seen_at`, cutoffs));
  listing.push(...richerFilters(shape, p));
  const own = [...listing];

  const state = shape.state ? p.state : undefined;
  const cityKey = shape.city ? p.city_key : undefined;
  const home: SQL[] = [];
  if (shape.state) home.push(sql`m.state = ${p.state}`);
  if (shape.city) home.push(sql`m.city_key = ${p.city_key}`);
  if (shape.suburb) home.push(sql`m.suburb_key = ${p.suburb_key}`);

  const tourPlace: SQL[] = [];
  if (shape.state) tourPlace.push(sql`tr.state = ${p.state}`);
  if (shape.city) tourPlace.push(sql`tr.city_key = ${p.city_key}`);
  // Tours name a city and state, not a suburb: a suburb search finds home listings only.
  if (shape.suburb) tourPlace.push(sql`false`);
  const tourHere = tourPlace.length > 0 ? sql`(${sql.join(tourPlace, sql` AND `)})` : sql`true`;
  const copied = [...copiedFilters(shape, p, sql`tr`)];
  if (shape.min_price) copied.push(sql`tr.hourly_rate_aud >= ${p.min_price}`);
  if (shape.max_price) copied.push(sql`tr.hourly_rate_aud <= ${p.max_price}`);
  if (shape.language) copied.push(sql`tr.language_keys @> ARRAY[lower(${p.language})]::text[]`);
  if (shape.available_today) copied.push(sql`tr.available_until > ${p.now}`);
  const common = { own, copied, tourHere, state, cityKey, availableOnly: shape.available_today };
  if (shape.touring_soon) {
    const soon = [
      sql`tr.starts_on BETWEEN ${p.today}::date AND ${p.soon_until}::date`,
      ...tourPlace,
    ];
    listing.push(
      sql`EXISTS (SELECT 1 FROM tours tr WHERE tr.model_id = m.id AND ${sql.join(soon, sql` AND `)})`,
    );
    return { ...common, listing, home: [], touring: soon, soon: true };
  }
  if (shape.suburb || !(shape.state || shape.city)) return { ...common, listing, home };
  const touring = [
    sql`tr.starts_on <= ${p.today}::date AND tr.ends_on >= ${p.today}::date`,
    ...tourPlace,
  ];
  return { ...common, listing, home, touring };
}

/**
 * Price, incall/outcall, language and available today, on the columns the database keeps
 * from the rates and languages (drizzle/0023; docs/product/search-and-ranking.md#filters).
 */
function richerFilters(shape: SearchShape, p: SearchParams): SQL[] {
  const conditions: SQL[] = [];
  if (shape.min_price) conditions.push(sql`m.hourly_rate_aud >= ${p.min_price}`);
  if (shape.max_price) conditions.push(sql`m.hourly_rate_aud <= ${p.max_price}`);
  if (shape.incall) conditions.push(sql`m.offers_incall`);
  if (shape.outcall) conditions.push(sql`m.offers_outcall`);
  if (shape.language) conditions.push(sql`m.language_keys @> ARRAY[lower(${p.language})]::text[]`);
  if (shape.available_today) conditions.push(sql`m.available_until > ${p.now}`);
  return conditions;
}

/**
 * The tour a card shows, one index probe per row of the page (`tours_model_idx`). Normally the
 * listing's tour today, a tour of the place searched first (tours never share a day, so there
 * is at most one): `touring` there, else `away`. Touring soon shows the tour it was found
 * through, the next one of the place: `arriving`, or `touring` once it has begun.
 */
function shownTourSql(match: Match, p: SearchParams): SQL {
  const columns = sql`tr.id, tr.state, tr.city, tr.lat, tr.lng, tr.starts_on, tr.ends_on`;
  if (match.soon) {
    return sql`SELECT ${columns}, true AS here,
        CASE WHEN tr.starts_on <= ${p.today}::date THEN 'touring' ELSE 'arriving' END AS status
      FROM tours tr WHERE tr.model_id = m.id AND ${sql.join(match.touring!, sql` AND `)}
      ORDER BY tr.starts_on LIMIT 1`;
  }
  return sql`SELECT ${columns}, ${match.tourHere} AS here,
      CASE WHEN ${match.tourHere} THEN 'touring' ELSE 'away' END AS status
    FROM tours tr
    WHERE tr.model_id = m.id AND ${p.today}::date BETWEEN tr.starts_on AND tr.ends_on
    ORDER BY here DESC, tr.starts_on DESC LIMIT 1`;
}

/**
 * How a search's candidates are ordered: the columns each branch adds (over `models m`) and the
 * order of the union over them (`prefix` names the table that holds them).
 */
interface SearchOrder {
  sort: SearchSort;
  columns: SQL;
  /** The same columns from a tour's copy of its listing (`tours tr`). */
  touringColumns: SQL;
  by: (prefix: SQL) => SQL;
}

/** The candidate column holding each key of the recommended order. */
const RANK_COLUMNS: Record<RankKey, string> = {
  active: 'active',
  available: 'available',
  verified: 'o1',
  rotation: 'o2',
  id: 'id',
};

/**
 * The orders of docs/product/search-and-ranking.md#ranking-order. Every candidate carries `id`,
 * `active` (the Active Now badge) and `available` (the boost's tier) before these columns.
 * - recommended: RECOMMENDED_ORDER (ranking-order.ts);
 * - newest: first went live, newest first;
 * - price_asc: the price (the lowest one-hour rate), listings without one last, equal prices in
 *   the rotation circle's fixed order.
 */
function searchOrder(sort: SearchSort, start: unknown): SearchOrder {
  if (sort === 'newest') {
    return {
      sort,
      columns: sql`m.went_live_at AS o1, m.id AS o2`,
      touringColumns: sql`tr.went_live_at AS o1, tr.model_id AS o2`,
      by: (p) => sql`${p}o1 DESC NULLS LAST, ${p}id DESC`,
    };
  }
  if (sort === 'price_asc') {
    return {
      sort,
      columns: sql`m.hourly_rate_aud AS o1, m.rotation AS o2`,
      touringColumns: sql`tr.hourly_rate_aud AS o1, tr.rotation AS o2`,
      by: (p) => sql`${p}o1 NULLS LAST, ${p}o2, ${p}id`,
    };
  }
  const by = RECOMMENDED_ORDER.map(
    ({ key, descending }) => `${RANK_COLUMNS[key]}${descending ? ' DESC' : ''}`,
  );
  return {
    sort,
    columns: sql`m.is_verified AS o1, ${rotationKey(sql`m.rotation`, start)} AS o2`,
    touringColumns: sql`tr.is_verified AS o1, ${rotationKey(sql`tr.rotation`, start)} AS o2`,
    by: (p) =>
      sql.join(
        by.map((column) => sql`${p}${sql.raw(column)}`),
        sql`, `,
      ),
  };
}

/**
 * The page in the recommended order, read part by part: the parts of the order (rankSplits:
 * per tier, badge and arc of the rotation circle) one after another, each the listings at home
 * read in order from a rank index (drizzle/0005, the filters' columns included by 0023) merged
 * with the listings touring the place today read in order from the tours' rank indexes
 * (drizzle/0027), which copy the listing's rank inputs. PostgreSQL reads the parts of a
 * UNION ALL one after another and the LIMIT stops it once the page is full, so page N reads
 * about N × 24 entries in all, not N × 24 per part (decision 050). The rows are put in order
 * again as the page is joined to its listings (`order.by`), so the answer's order never depends
 * on the union's.
 */
function rankedPageSql(
  match: Match,
  order: SearchOrder,
  cutoffs: CutoffValues,
  p: SearchParams,
): SQL {
  const home = [...match.listing, ...match.home];
  const parts = rankSplits(cutoffs, p.start, match.availableOnly).map((split) => {
    const tier = sql`${sql.raw(String(split.active))} AS active,
      ${sql.raw(String(split.available))} AS available`;
    // Active Now listings are all seen lately: their own small rank indexes serve the tier,
    // where the place's would be read about forty entries a match (active-now-hint.ts).
    const seenLately = split.active ? [sql`m.seen_lately`] : [];
    // Each source is read in its index's order (written out in full, so that the planner reads
    // it from the index without sorting) and stops at the part's limit.
    const atHome = sql`(SELECT m.id, ${tier}, m.is_verified AS o1,
        ${rotationKey(sql`m.rotation`, p.start)} AS o2, m.rotation AS r
      FROM models m WHERE ${sql.join([...home, ...split.where(sql`m`), ...seenLately], sql` AND `)}
      ORDER BY m.is_verified DESC, m.rotation, m.id LIMIT ${p.limit})`;
    if (!match.touring) return sql`(SELECT id, active, available, o1, o2 FROM ${atHome} u)`;
    const conditions = [...touringTodayConditions(match), ...split.where(sql`tr`)];
    const touring = sql`(SELECT tr.model_id AS id, ${tier}, tr.is_verified AS o1,
        ${rotationKey(sql`tr.rotation`, p.start)} AS o2, tr.rotation AS r
      FROM tours tr JOIN models m ON m.id = tr.model_id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY tr.is_verified DESC, tr.rotation, tr.model_id LIMIT ${p.limit})`;
    // The two merged: a sort of at most twice the part's limit.
    return sql`(SELECT id, active, available, o1, o2 FROM (${atHome} UNION ALL ${touring}) u
      ORDER BY o1 DESC, r, id LIMIT ${p.limit})`;
  });
  return sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) parts
    LIMIT ${p.per_page} OFFSET ${p.offset}`;
}

/**
 * The first `limit` matches of each branch in the search's order; the page is cut from their
 * union, which holds every row it can need. Touring soon has no home branch: in the
 * recommended order its matches are read in order from the tours (rankedSoonSql), in the other
 * orders from `touring`. Listings at home are read in order from an index, or from
 * `home_matches` when gathered; listings touring the place today come from `touring`.
 */
function candidatesSql(
  match: Match,
  order: SearchOrder,
  cutoffs: CutoffValues,
  p: SearchParams,
  { viaTouring, gathered, toursInOrder }: SearchPath,
): SQL {
  const home = [...match.listing, ...match.home];
  const branches: SQL[] = [];
  if (match.soon) {
    if (!viaTouring) branches.push(...rankedSoonSql(match, cutoffs, p.start, p.limit));
  } else if (gathered) {
    branches.push(sql`(SELECT * FROM home_matches ORDER BY ${order.by(sql``)} LIMIT ${p.limit})`);
  } else {
    // newest and price_asc read one index in their order (drizzle/0023), badges computed.
    branches.push(sql`(SELECT m.id, ${tierColumnsSql(order, cutoffs)}, ${order.columns}
      FROM models m WHERE ${sql.join(home, sql` AND `)}
      ORDER BY ${order.by(sql``)} LIMIT ${p.limit})`);
  }
  if (toursInOrder) branches.push(touringInOrderSql(match, order, cutoffs, p.limit));
  if (viaTouring) {
    branches.push(sql`(SELECT id, active, available, o1, o2 FROM touring
      ORDER BY ${order.by(sql``)} LIMIT ${p.limit})`);
  }
  return sql.join(branches, sql` UNION `);
}

/**
 * The first `limit` listings touring the place today from elsewhere in the order of a newest or
 * price search, read in that order from the tours' own indexes (tours_*_newest_idx,
 * tours_*_price_idx of drizzle/0028, which copy the listing's keys), the dates checked on the
 * index, each joined to its listing for the filters and the badges: about `limit` tours read
 * whatever the place's number of tours (decision 056).
 */
function touringInOrderSql(
  match: Match,
  order: SearchOrder,
  cutoffs: CutoffValues,
  limit: unknown,
): SQL {
  return sql`(SELECT tr.model_id AS id, ${tierColumnsSql(order, cutoffs)}, ${order.touringColumns}
    FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join(touringTodayConditions(match), sql` AND `)}
    ORDER BY ${order.by(sql``)} LIMIT ${limit})`;
}

/**
 * A tour `tr` of a live listing `m` matching the search, in the place today, of a listing
 * not at home there (at home it is found at home): one tour a listing a day, so one row each.
 */
function touringTodayConditions(match: Match): SQL[] {
  const notHome =
    match.home.length > 0 ? sql`NOT (${sql.join(match.home, sql` AND `)})` : sql`true`;
  return [sql`tr.listing_live`, ...match.touring!, ...match.own, notHome];
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
function rankedSoonSql(match: Match, cutoffs: CutoffValues, start: unknown, limit: unknown): SQL[] {
  const { listing, conditions } = soonTours(match);
  return rankSplits(cutoffs, start, match.availableOnly).map(
    (split) => sql`(
      SELECT DISTINCT ON (tr.is_verified, tr.rotation, tr.model_id) tr.model_id AS id,
             ${sql.raw(String(split.active))} AS active,
             ${sql.raw(String(split.available))} AS available,
             tr.is_verified AS o1, ${rotationKey(sql`tr.rotation`, start)} AS o2
      FROM tours tr ${listing} WHERE ${sql.join([...conditions, ...split.where(sql`tr`)], sql` AND `)}
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
    conditions: [
      sql`tr.listing_live`,
      ...match.touring!,
      ...match.copied,
      ...(filtered ? match.own : []),
    ],
  };
}

/**
 * The recommended order (RECOMMENDED_ORDER) cut into parts each read in one index's order, in
 * the order's own sequence: per tier (Active Now, Available today, the rest), per verified
 * badge (verified first), per arc of the rotation circle (from the day's start, then the arc
 * before it). Within a part the order is the circle's, so the rank index's `(rotation, id)`.
 * `where(t)` gives a part's conditions on the table `t` holding the rank columns (`models m`,
 * or the copy on `tours tr`).
 */
interface RankSplit {
  active: boolean;
  available: boolean;
  where: (t: SQL) => SQL[];
}

function rankSplits(cutoffs: CutoffValues, start: unknown, availableOnly: boolean): RankSplit[] {
  // The same rules as the badges (listing-badges.ts), written so an index can serve them.
  const activeNow = (t: SQL) => sql`${t}.last_seen_at > ${cutoffs.activeSince}`;
  const notActiveNow = (t: SQL) =>
    sql`(${t}.last_seen_at IS NULL OR ${t}.last_seen_at <= ${cutoffs.activeSince})`;
  const available = (t: SQL) => sql`${t}.available_until > ${cutoffs.now}`;
  const notAvailable = (t: SQL) =>
    sql`(${t}.available_until IS NULL OR ${t}.available_until <= ${cutoffs.now})`;
  const tiers = [
    { active: true, available: false, where: [activeNow] },
    { active: false, available: true, where: [notActiveNow, available] },
    { active: false, available: false, where: [notActiveNow, notAvailable] },
  ];
  // Under the Available today filter the last tier can hold nothing, but its branches would
  // read the place's whole index to prove it.
  const possible = availableOnly ? tiers.filter((tier) => tier.active || tier.available) : tiers;
  const badges = [(t: SQL) => sql`${t}.is_verified`, (t: SQL) => sql`NOT ${t}.is_verified`];
  const arcs = [
    (t: SQL) => sql`${t}.rotation >= ${start}`,
    (t: SQL) => sql`${t}.rotation < ${start}`,
  ];
  return possible.flatMap((tier) =>
    badges.flatMap((badge) =>
      arcs.map((arc) => ({
        active: tier.active,
        available: tier.available,
        where: (t: SQL) => [...tier.where.map((condition) => condition(t)), badge(t), arc(t)],
      })),
    ),
  );
}

/**
 * Every match at home with the order's columns, for a search whose matches are few: read through
 * the index of its rarest filter (a rare language's).
 */
function homeMatchesSql(match: Match, order: SearchOrder, cutoffs: CutoffValues): SQL {
  return sql`SELECT m.id, ${tierColumnsSql(order, cutoffs)}, ${order.columns}
    FROM models m WHERE ${sql.join([...match.listing, ...match.home], sql` AND `)}`;
}

/**
 * A listing's (`m`) `active` and `available` columns, computed where no branch fixes its tier:
 * Available today is a tier of the recommended order only.
 */
function tierColumnsSql(order: SearchOrder, cutoffs: CutoffValues): SQL {
  const active = isActiveNowSql(sql`m.last_seen_at`, cutoffs);
  const available =
    order.sort === 'recommended'
      ? sql`NOT ${active} AND ${isAvailableTodaySql(sql`m.available_until`, cutoffs)}`
      : sql`false`;
  return sql`${active} AS active, ${available} AS available`;
}

/** A listing's position in the day's order: how far round the circle from the day's start. */
function rotationKey(rotation: SQL, start: unknown): SQL {
  const circle = sql.raw(String(ROTATION_CIRCLE));
  return sql`(${rotation} - ${start} + ${circle}) % ${circle}`;
}

/**
 * The listings found through their tours (touring the place today, or touring soon), read once
 * per search (the page's branch and the total both use it): with the order's columns, and
 * whether also at home there.
 */
function touringSql(match: Match, order: SearchOrder, cutoffs: CutoffValues): SQL {
  const atHome = match.home.length > 0 ? sql.join(match.home, sql` AND `) : sql`false`;
  return sql`SELECT DISTINCT m.id, ${tierColumnsSql(order, cutoffs)},
      ${order.columns}, (${atHome}) AS at_home
    FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join([...match.touring!, ...match.copied, ...match.own], sql` AND `)}`;
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
  shape: SearchShape,
  match: Match,
  { viaTouring, gathered }: SearchPath,
  p: SearchParams,
): SQL {
  if (match.soon) return viaTouring ? sql`SELECT count(*) FROM touring` : soonTotalSql(match);
  const atHome =
    keptCountSql(shape, match, p) ??
    (gathered
      ? sql`SELECT count(*) FROM home_matches`
      : sql`SELECT count(*) FROM models m WHERE ${sql.join([...match.listing, ...match.home], sql` AND `)}`);
  if (!match.touring) return atHome;
  if (viaTouring) return sql`(${atHome}) + (SELECT count(*) FROM touring WHERE NOT at_home)`;
  const touring =
    keptTouringCountSql(shape, p) ??
    copiedTouringCountSql(shape, match, p) ??
    touringCountSql(match);
  return sql`(${atHome}) + (${touring})`;
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
 * The listings touring the place today from elsewhere (at home there they are counted at
 * home), matching the filters: one tour a listing a day, so a count of tours.
 */
function touringCountSql(match: Match): SQL {
  return sql`SELECT count(*) FROM tours tr JOIN models m ON m.id = tr.model_id
    WHERE ${sql.join([...match.copied, ...touringTodayConditions(match)], sql` AND `)}`;
}

/**
 * The live listings at home matching the filters, summed from the kept counts
 * (`listing_counts`, `listing_price_counts`, `listing_language_counts`), or undefined when a
 * filter is not one they are kept by (decision 042).
 */
function keptCountSql(shape: SearchShape, match: Match, p: SearchParams): SQL | undefined {
  if (beyondKeptCounts(shape)) return undefined;
  const price = shape.min_price || shape.max_price;
  const service = shape.incall || shape.outcall;
  if ([price, shape.language, service].filter(Boolean).length > 1) return undefined;

  const where = countedPlace(match);
  if (shape.gender) where.push(sql`c.gender = ${p.gender}`);
  if (shape.account_type) where.push(sql`c.account_type = ${p.account_type}`);
  if (shape.verified) where.push(sql`c.is_verified`);
  let table = sql`listing_counts`;
  if (price) {
    table = sql`listing_price_counts`;
    if (shape.min_price) where.push(sql`c.hourly_rate_aud >= ${p.min_price}`);
    if (shape.max_price) where.push(sql`c.hourly_rate_aud <= ${p.max_price}`);
  } else if (shape.language) {
    table = sql`listing_language_counts`;
    where.push(sql`c.language_key = lower(${p.language})`);
  } else {
    if (shape.incall) where.push(sql`c.offers_incall`);
    if (shape.outcall) where.push(sql`c.offers_outcall`);
  }
  return sql`SELECT coalesce(sum(c.live), 0) FROM ${table} c WHERE ${sql.join(where, sql` AND `)}`;
}

/** A filter no kept count is kept by: its matches are counted one by one. */
function beyondKeptCounts(shape: SearchShape): boolean {
  return (
    shape.suburb ||
    shape.escort_type ||
    shape.min_age ||
    shape.max_age ||
    shape.online ||
    shape.available_today
  );
}

/**
 * The live listings touring the place today from elsewhere, summed from `tour_day_counts`
 * (drizzle/0027), or undefined when a filter is not one those counts are kept by (they keep
 * neither prices nor languages), or a city is searched without its state.
 */
function keptTouringCountSql(shape: SearchShape, p: SearchParams): SQL | undefined {
  const price = shape.min_price || shape.max_price;
  if (beyondKeptCounts(shape) || price || shape.language || !shape.state) return undefined;
  const where = [sql`c.day = ${p.today}::date`, sql`c.state = ${p.state}`];
  if (shape.city) where.push(sql`c.city_key = ${p.city_key}`, sql`c.away_from_city`);
  else where.push(sql`c.away_from_state`);
  where.push(...copiedFilters(shape, p, sql`c`));
  return sql`SELECT coalesce(sum(c.live), 0) FROM tour_day_counts c
    WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * The live listings touring the place today from elsewhere, counted on the tours' copy of their
 * listing (drizzle/0027, 0028) without reading a listing, where the day counts do not keep a
 * filter (a price range, a language, Available today); undefined when a filter is not on the
 * copy (decision 056).
 */
function copiedTouringCountSql(shape: SearchShape, match: Match, p: SearchParams): SQL | undefined {
  const notCopied =
    shape.suburb || shape.escort_type || shape.min_age || shape.max_age || shape.online;
  if (notCopied) return undefined;
  const where = [sql`tr.listing_live`, ...match.touring!, ...match.copied];
  const home: SQL[] = [];
  if (shape.state) home.push(sql`tr.home_state = ${p.state}`);
  if (shape.city) home.push(sql`tr.home_city_key = ${p.city_key}`);
  where.push(sql`NOT (${sql.join(home, sql` AND `)})`);
  return sql`SELECT count(*) FROM tours tr WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * The filters a tour's copy of its listing keeps, and its days' counts are kept by, on the
 * table `t` holding them (`tours tr`, `tour_day_counts c`).
 */
function copiedFilters(shape: SearchShape, p: SearchParams, t: SQL): SQL[] {
  const where: SQL[] = [];
  if (shape.gender) where.push(sql`${t}.gender = ${p.gender}`);
  if (shape.account_type) where.push(sql`${t}.account_type = ${p.account_type}`);
  if (shape.verified) where.push(sql`${t}.is_verified`);
  if (shape.incall) where.push(sql`${t}.offers_incall`);
  if (shape.outcall) where.push(sql`${t}.offers_outcall`);
  return where;
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
function countedPlace(place: { state?: unknown; cityKey?: unknown }): SQL[] {
  const where: SQL[] = [sql`true`];
  if (place.state !== undefined) where.push(sql`c.state = ${place.state}`);
  if (place.cityKey !== undefined) where.push(sql`c.city_key = ${place.cityKey}`);
  return where;
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
