import {
  SAVED_NEXT_LINK_KEY,
  SAVED_RESULTS_KEY,
  SAVED_SEARCH_KEY,
  SAVED_TOTAL_KEY,
  SEARCH_TOUR_STATUSES,
  buildSearchQueryString,
  type SearchModelItem,
  type SearchModelsQuery,
} from '@app/contract';
import { logError } from '../../../lib/log';

export interface SavedResults {
  readonly items: SearchModelItem[];
  /** The API's next_page_url, or null when the saved list is complete. */
  readonly nextLink: string | null;
  /** How many listings the whole search found (the API's `total`). */
  readonly total: number;
}

/**
 * The key of a search: its query string with the parameters sorted and values compared
 * without case, so `?city=Sydney&state=nsw` and `?state=NSW&city=sydney` are one search.
 */
export function buildSearchKey(query: SearchModelsQuery): string {
  const sorted = Object.entries(query)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => [key, value.trim().toLowerCase()] as const)
    // By code unit: the names are ASCII, and a page's first localeCompare loads ICU's
    // collation data (about 15 ms) in the middle of the results' hydration.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return buildSearchQueryString(Object.fromEntries(sorted) as SearchModelsQuery).replace(/^\?/, '');
}

/**
 * What the same search saved earlier in this tab; null when nothing is saved, when a key is
 * missing (docs/product/search-and-ranking.md needs both the list and the link), when another search saved
 * them, or when the stored text is not a list of listings.
 */
export function readSavedResults(
  searchKey: string,
  storage = sessionStorageOrNull(),
): SavedResults | null {
  if (!storage) return null;
  try {
    const data = storage.getItem(SAVED_RESULTS_KEY);
    const nextLink = storage.getItem(SAVED_NEXT_LINK_KEY);
    if (data === null || nextLink === null) return null;
    if (storage.getItem(SAVED_SEARCH_KEY) !== searchKey) return null;
    const items: unknown = JSON.parse(data);
    if (!Array.isArray(items) || !items.every(isSearchModelItem)) return null;
    const link = isNextLink(nextLink) ? nextLink : null;
    const total = readSavedTotal(storage.getItem(SAVED_TOTAL_KEY), items.length, link);
    return total === null ? null : { items, nextLink: link, total };
  } catch {
    return null;
  }
}

/** Saves the list shown, the next page's link (empty when there is none) and the count for this search. */
export function saveResults(
  searchKey: string,
  { items, nextLink, total }: SavedResults,
  storage = sessionStorageOrNull(),
): void {
  if (!storage) return;
  try {
    storage.setItem(SAVED_RESULTS_KEY, JSON.stringify(items));
    storage.setItem(SAVED_NEXT_LINK_KEY, nextLink ?? '');
    storage.setItem(SAVED_SEARCH_KEY, searchKey);
    storage.setItem(SAVED_TOTAL_KEY, String(total));
  } catch (error) {
    // A full or disabled storage only costs the reuse on the next visit; the page works on.
    logError('saved search results', error);
  }
}

/**
 * The saved count, or null when there is no count to show honestly, so the search is fetched
 * afresh: a count below the listings kept is wrong, and without one only a complete list (no
 * next page, as the original site's two keys may leave it) knows its own count.
 */
function readSavedTotal(
  saved: string | null,
  kept: number,
  nextLink: string | null,
): number | null {
  if (saved === null) return nextLink === null ? kept : null;
  const total = Number(saved);
  return Number.isInteger(total) && total >= kept ? total : null;
}

/** The original site stored `String(null)` for "no next page"; both that and '' mean none. */
function isNextLink(value: string): boolean {
  return value !== '' && value !== 'null' && value !== 'undefined';
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/**
 * A structural check of what cards and the map read. Session storage is the visitor's own and
 * may hold anything; a list that does not look like listings is fetched afresh instead.
 */
export function isSearchModelItem(value: unknown): value is SearchModelItem {
  if (!isRecord(value) || !isRecord(value.model) || !isRecord(value.profile)) return false;
  const { model, profile } = value;
  return (
    typeof value.name === 'string' &&
    Number.isInteger(model.id) &&
    typeof model.age === 'number' &&
    typeof model.suburb === 'string' &&
    typeof model.description === 'string' &&
    (model.image_name === null || typeof model.image_name === 'string') &&
    typeof profile.state === 'string' &&
    typeof profile.country === 'string' &&
    isNumberOrNull(value.lat) &&
    isNumberOrNull(value.lng) &&
    isTourOrNone(value.tour)
  );
}

/** A list saved before cards carried tours has none; a tour present must be readable. */
function isTourOrNone(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return (
    isRecord(value) &&
    (SEARCH_TOUR_STATUSES as readonly unknown[]).includes(value.status) &&
    typeof value.city === 'string' &&
    typeof value.until === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumberOrNull(value: unknown): boolean {
  return value === null || value === undefined || typeof value === 'number';
}
