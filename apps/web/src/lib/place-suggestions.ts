import { findState } from '@app/contract';
import { isCompleteLocality, type LocalityAnswerItem } from './localities';

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
 * The places answer as a picker offers it: localities only (no regions), optionally limited
 * to one state, each once (the index may hold a locality under several postcodes; all are
 * kept because the postcode is what tells two same-named suburbs apart).
 */
export function toPlaceSuggestions(
  items: readonly LocalityAnswerItem[],
  state?: string,
): PlaceSuggestion[] {
  const seen = new Set<string>();
  const places: PlaceSuggestion[] = [];
  for (const item of items) {
    if (!isCompleteLocality(item)) continue;
    if (!item.locality || !item.administrative_area_level_1) continue;
    if (state && item.administrative_area_level_1 !== state) continue;
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
