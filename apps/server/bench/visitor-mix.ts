import {
  ACCOUNT_TYPES,
  GENDERS,
  LOCATIONS_AUTOCOMPLETE_PATH,
  SEARCH_MODELS_PATH,
  buildModelProfileApiPath,
  buildSearchQueryString,
  fromSlug,
  type SearchModelsQuery,
} from '@app/contract';
import type { BenchPlace } from './bench-places.js';

/** What load-mix.mjs draws from: each request's path, with its chance (summing to 1). */
export interface WeightedPaths {
  paths: string[];
  weights: number[];
}

/** The visitor mix's parts: searches, profile reads and autocomplete keystrokes. */
export const MIX_SHARES = { search: 0.7, profile: 0.2, autocomplete: 0.1 } as const;
export const SEARCH_PAGES = 5;
/** Keystrokes past this many letters are rare: people pick a suggestion by then. */
const MAX_TYPED_LETTERS = 8;

/** Most visitors leave gender and account type at All; of the rest, female and Escort lead. */
const GENDER_SHARES: ReadonlyMap<string | undefined, number> = new Map([
  [undefined, 0.45],
  ...GENDERS.map((gender): [string, number] => [gender, gender === 'female' ? 0.35 : 0.1]),
]);
const ACCOUNT_TYPE_SHARES: ReadonlyMap<string | undefined, number> = new Map([
  [undefined, 0.6],
  ...ACCOUNT_TYPES.map((type): [string, number] => [
    type,
    type === 'Escort' ? 0.2 : 0.2 / (ACCOUNT_TYPES.length - 1),
  ]),
]);

/**
 * Every popular location × gender (All too) × account type (All too) × pages 1–5, as the web
 * app asks for them (state by its name, city as the route word). A URL's chance is the
 * product of its parts' shares: the place's Zipf share, the filter shares above, and 1/page^1.5
 * for the page (page 1 about 57% of searches), so the mix has a long tail of rare URLs.
 */
export function buildSearchPaths(places: readonly BenchPlace[]): WeightedPaths {
  const pageWeights = Array.from({ length: SEARCH_PAGES }, (_, i) => 1 / (i + 1) ** 1.5);
  const pageTotal = pageWeights.reduce((a, b) => a + b, 0);
  const mix: WeightedPaths = { paths: [], weights: [] };
  for (const place of places) {
    for (const [gender, genderShare] of GENDER_SHARES) {
      for (const [accountType, typeShare] of ACCOUNT_TYPE_SHARES) {
        pageWeights.forEach((pageWeight, i) => {
          mix.paths.push(
            buildSearchPath({
              ...buildPlaceQuery(place),
              ...(gender ? { gender } : {}),
              ...(accountType ? { account_type: accountType } : {}),
              ...(i > 0 ? { page: String(i + 1) } : {}),
            }),
          );
          mix.weights.push((place.share * genderShare * typeShare * pageWeight) / pageTotal);
        });
      }
    }
  }
  return mix;
}

/** A popular location as its results route asks for it: /escorts/new-south-wales/sydney. */
export function buildPlaceQuery(place: BenchPlace): SearchModelsQuery {
  return { state: place.state.name, city: fromSlug(place.city.linkWord ?? place.city.name) };
}

export function buildSearchPath(query: SearchModelsQuery): string {
  return `${SEARCH_MODELS_PATH}${buildSearchQueryString(query)}`;
}

/** Profile reads of real listings, each as likely as another. */
export function buildProfilePaths(listingIds: readonly number[]): WeightedPaths {
  return {
    paths: listingIds.map((id) => buildModelProfileApiPath(id)),
    weights: listingIds.map(() => 1 / listingIds.length),
  };
}

/**
 * What the location box sends while a visitor types a place: every prefix of the popular
 * cities' and their suburbs' names up to 8 letters ('s', 'sy', 'syd', …), a city's keystrokes
 * as often as its place is searched, a suburb's as often as a small town's.
 */
export function buildAutocompletePaths(places: readonly BenchPlace[]): WeightedPaths {
  const chances = new Map<string, number>();
  const smallest = Math.min(...places.map((place) => place.share));
  const addTyping = (name: string, chance: number) => {
    const typed = name.toLowerCase();
    for (let length = 1; length <= Math.min(typed.length, MAX_TYPED_LETTERS); length++) {
      const prefix = typed.slice(0, length);
      if (prefix.endsWith(' ')) continue;
      chances.set(prefix, (chances.get(prefix) ?? 0) + chance);
    }
  };
  for (const place of places) {
    addTyping(place.city.name, place.share);
    for (const suburb of place.suburbs) addTyping(suburb.name, smallest);
  }
  const total = [...chances.values()].reduce((a, b) => a + b, 0);
  return {
    paths: [...chances.keys()].map(
      (prefix) => `${LOCATIONS_AUTOCOMPLETE_PATH}?${new URLSearchParams({ q: prefix }).toString()}`,
    ),
    weights: [...chances.values()].map((chance) => chance / total),
  };
}

/** Parts joined with their shares of all requests (the parts' own weights each sum to 1). */
export function combineMix(parts: ReadonlyArray<[WeightedPaths, number]>): WeightedPaths {
  const mix: WeightedPaths = { paths: [], weights: [] };
  for (const [part, share] of parts) {
    mix.paths.push(...part.paths);
    mix.weights.push(...part.weights.map((weight) => weight * share));
  }
  return mix;
}
