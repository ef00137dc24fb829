import {
  COUNTRY_NAME,
  STATES,
  findState,
  toPlaceKey,
  type LocationSuggestion,
} from '@app/contract';
import type { Locality, LocalityIndex } from './locality-index.js';

const ALL_STATES = (1 << STATES.length) - 1;

/** One way to read the query: the place key to match and the states it may be in (a bit mask). */
export interface QueryReading {
  readonly key: string;
  readonly stateMask: number;
}

/**
 * Suggestions for the location box, best first: the whole query matching a place exactly,
 * then places starting with it, then places with a later word starting with it ('kilda' →
 * St Kilda). Within each tier the index's rank order holds: popular cities, shorter names,
 * A–Z. Case, spaces, hyphens, dots and apostrophes are ignored ('st-kilda', 'St. Kilda',
 * 'stkilda'). A state after a comma ('Sydney, NSW') or at the end ('sydney nsw') narrows it.
 */
export function searchLocalities(
  index: LocalityIndex,
  q: string,
  limit: number,
): LocationSuggestion[] {
  const cap = Math.floor(limit);
  if (!(cap >= 1)) return [];
  // Readings are tried in turn: 'mount victoria' is a place before it is 'mount' in Victoria.
  for (const reading of readQuery(q)) {
    const positions = rankMatches(index, reading, cap);
    if (positions.length > 0) return positions.flatMap((p) => toSuggestions(index.localities[p]));
  }
  return [];
}

/**
 * The readings of a query, most literal first. Nothing for an empty query, or when the text
 * after a comma names no state. 'Australia' after a comma is the country and is ignored.
 */
export function readQuery(q: string): QueryReading[] {
  const [place = '', ...qualifiers] = q.split(',');
  const stateText = qualifiers.map((part) => part.trim()).find((part) => part && !isCountry(part));
  const stateMask = stateText === undefined ? ALL_STATES : statesStartingWith(stateText);
  const key = toPlaceKey(place);
  if (!key || stateMask === 0) return [];
  const readings: QueryReading[] = [{ key, stateMask }];
  const trailing = splitTrailingState(place);
  if (trailing && (trailing.stateMask & stateMask) !== 0) {
    readings.push({ key: trailing.key, stateMask: trailing.stateMask & stateMask });
  }
  return readings;
}

/** 'Aus', 'Australia': the country, which every place is in. */
function isCountry(text: string): boolean {
  return 'australia'.startsWith(toPlaceKey(text));
}

/** States whose name or code starts with the text, so 'Sydney, N' already narrows to NSW and NT. */
function statesStartingWith(text: string): number {
  const key = toPlaceKey(text);
  return STATES.reduce(
    (mask, state, position) =>
      toPlaceKey(state.name).startsWith(key) || state.code.toLowerCase().startsWith(key)
        ? mask | (1 << position)
        : mask,
    0,
  );
}

/** 'sydney nsw' → key 'sydney' in NSW; 'perth western australia' → 'perth' in WA. */
function splitTrailingState(place: string): QueryReading | undefined {
  const words = place
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // State names have at most three words ('Australian Capital Territory').
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const state = findState(words.slice(-count).join(' '));
    if (!state) continue;
    const position = STATES.findIndex((s) => s.code === state.code);
    return { key: words.slice(0, -count).join(''), stateMask: 1 << position };
  }
  return undefined;
}

/** Positions (ranks) of the best matches for one reading, tier by tier, at most `limit`. */
function rankMatches(index: LocalityIndex, reading: QueryReading, limit: number): number[] {
  const { key, stateMask } = reading;
  const exact: number[] = [];
  const prefix: number[] = [];
  const [from, to] = prefixRange(index.prefixKeys, key);
  for (let i = from; i < to; i++) {
    const owner = index.prefixOwners[i] ?? 0;
    if (((index.stateBits[owner] ?? 0) & stateMask) === 0) continue;
    // Equal keys sort by rank in the index, so exact matches arrive in order.
    if (index.prefixKeys[i] === key) exact.push(owner);
    else keepBest(prefix, owner, limit);
  }
  const ranked = exact.concat(prefix).slice(0, limit);
  if (ranked.length < limit) ranked.push(...wordMatches(index, reading, limit - ranked.length));
  return ranked;
}

/** The best places with a later word starting with the key, leaving out earlier tiers' places. */
function wordMatches(
  index: LocalityIndex,
  { key, stateMask }: QueryReading,
  limit: number,
): number[] {
  const best: number[] = [];
  const [from, to] = prefixRange(index.wordKeys, key);
  for (let i = from; i < to; i++) {
    const owner = index.wordOwners[i] ?? 0;
    if (((index.stateBits[owner] ?? 0) & stateMask) === 0) continue;
    if (index.localities[owner]?.key.startsWith(key)) continue; // ranked as exact or prefix
    if (!best.includes(owner)) keepBest(best, owner, limit); // 'Creek X Creek' has two entries
  }
  return best;
}

/**
 * Keeps `best` as the `limit` smallest positions seen, ascending. A position is a rank, so this
 * is a top-k selection: no sort of the whole match range, however many places match.
 */
function keepBest(best: number[], position: number, limit: number): void {
  const worst = best[best.length - 1];
  if (best.length >= limit && worst !== undefined && position >= worst) return;
  let at = best.length;
  while (at > 0 && (best[at - 1] ?? 0) > position) at--;
  best.splice(at, 0, position);
  if (best.length > limit) best.pop();
}

/** [from, to) of the sorted keys starting with prefix: two binary searches. */
function prefixRange(keys: readonly string[], prefix: string): [number, number] {
  // Keys hold only letters and digits, all below U+FFFF, so prefix + U+FFFF bounds the range.
  return [lowerBound(keys, prefix), lowerBound(keys, `${prefix}\uffff`)];
}

function lowerBound(keys: readonly string[], target: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function toSuggestions(locality: Locality | undefined): LocationSuggestion[] {
  if (!locality) return [];
  return [
    {
      country: COUNTRY_NAME,
      administrative_area_level_1: locality.state,
      locality: locality.name,
      postcode: locality.postcode,
      lat: locality.lat,
      lng: locality.lng,
    },
  ];
}
