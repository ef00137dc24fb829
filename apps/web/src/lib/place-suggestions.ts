import {
  LOCATIONS_AUTOCOMPLETE_PATH,
  LocationAutocompleteResponseSchema,
  findState,
} from '@app/contract';
import { fetchJson } from './http';

/** A locality from the site's own places index: what a listing or a tour stores. */
export interface PlaceSuggestion {
  readonly state: string;
  readonly locality: string;
  readonly postcode: string;
}

/** 'Surry Hills, NSW 2010': how a picked place reads in a box and in a summary. */
export function formatPlace(place: PlaceSuggestion): string {
  const code = findState(place.state)?.code ?? place.state;
  return `${place.locality}, ${[code, place.postcode].filter(Boolean).join(' ')}`;
}

/**
 * GET /api/locations/autocomplete?q=: localities only (no regions), optionally limited to one
 * state, each once (the index may hold a locality under several postcodes; all are kept
 * because the postcode is what tells two same-named suburbs apart).
 */
export async function fetchPlaceSuggestions(
  query: string,
  options: { readonly state?: string; readonly signal?: AbortSignal } = {},
): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({ q: query });
  const body = await fetchJson(`${LOCATIONS_AUTOCOMPLETE_PATH}?${params.toString()}`, {
    signal: options.signal,
    parse: (data) => LocationAutocompleteResponseSchema.parse(data),
  });
  const seen = new Set<string>();
  const places: PlaceSuggestion[] = [];
  for (const item of body.data) {
    if (!item.locality || !item.administrative_area_level_1) continue;
    if (options.state && item.administrative_area_level_1 !== options.state) continue;
    const key = `${item.locality}|${item.administrative_area_level_1}|${item.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({
      state: item.administrative_area_level_1,
      locality: item.locality,
      postcode: item.postcode,
    });
  }
  return places;
}
