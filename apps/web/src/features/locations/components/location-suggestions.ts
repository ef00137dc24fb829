import { COUNTRY_NAME, STATES, findState, toPlaceKey } from '@app/contract';
import type { LocalityAnswerItem } from '../../../lib/localities';
import { logError } from '../../../lib/log';

/** A place the visitor picked: the three parts a search needs (docs/product/search-and-ranking.md). */
export interface PickedLocation {
  readonly country: string;
  readonly state: string;
  readonly city: string;
}

/** One line of the location box's list. */
export interface LocationSuggestion {
  readonly key: string;
  readonly location: PickedLocation;
  /** What the box shows once picked: 'Sydney, New South Wales'. */
  readonly text: string;
  /** The second, quieter line: the postcode, or what kind of place a region is. */
  readonly detail: string;
}

/** The places are Australian only (docs/product/search-and-ranking.md); the box offers the country itself too. */
const COUNTRY_SUGGESTION: LocationSuggestion = {
  key: 'country',
  location: { country: COUNTRY_NAME, state: '', city: '' },
  text: COUNTRY_NAME,
  detail: 'Country',
};

/**
 * The regions that match what was typed: the country, then states by name or code ('vic',
 * 'new s', 'NSW'). The fixed autocomplete is limited to regions, and a state or the country
 * alone is a search of its own (docs/product/search-and-ranking.md), so they come before the places.
 */
export function regionSuggestions(query: string): LocationSuggestion[] {
  const key = toPlaceKey(query);
  if (key.length < 2) return [];
  const suggestions: LocationSuggestion[] = [];
  if (toPlaceKey(COUNTRY_NAME).startsWith(key)) suggestions.push(COUNTRY_SUGGESTION);
  for (const state of STATES) {
    if (toPlaceKey(state.name).startsWith(key) || state.code.toLowerCase() === key) {
      suggestions.push({
        key: `state:${state.slug}`,
        location: { country: COUNTRY_NAME, state: state.name, city: '' },
        text: state.name,
        detail: `State · ${state.code}`,
      });
    }
  }
  return suggestions;
}

/** docs/product/search-and-ranking.md: the word Airport is removed from a city ('Sydney Airport' → 'Sydney'). */
export function stripAirport(city: string): string {
  return city
    .replace(/\bairport\b/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** One answer item as the server may send it; every part is checked, none trusted. */
type RawSuggestion = LocalityAnswerItem;

function textPart(raw: RawSuggestion, name: string): string | undefined {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * One answer item to a suggestion. A missing country, state or city is set to '' and only
 * logged (docs/product/search-and-ranking.md); the city falls back to administrative_area_level_2 (the same page).
 */
export function toLocationSuggestion(raw: RawSuggestion): LocationSuggestion {
  const country = textPart(raw, 'country');
  const state = textPart(raw, 'administrative_area_level_1');
  const rawCity = textPart(raw, 'locality') ?? textPart(raw, 'administrative_area_level_2');
  const missing = [
    country === undefined && 'country',
    state === undefined && 'state',
    rawCity === undefined && 'city',
  ].filter(Boolean);
  if (missing.length > 0) {
    logError('location autocomplete', `suggestion without ${missing.join(', ')}`);
  }
  const location: PickedLocation = {
    country: country ?? '',
    state: state ?? '',
    city: rawCity ? stripAirport(rawCity) : '',
  };
  const postcode = textPart(raw, 'postcode') ?? '';
  return {
    key: `place:${toPlaceKey(location.city)}|${toPlaceKey(location.state)}`,
    location,
    text: [location.city, location.state].filter(Boolean).join(', ') || location.country,
    // 'NSW 2000': the state is already in the text, its code is enough beside the postcode.
    detail: [findState(location.state)?.code ?? location.state, postcode].filter(Boolean).join(' '),
  };
}

/** Suggestions from the places answer, duplicates (after Airport is removed) dropped. */
export function readSuggestions(items: readonly LocalityAnswerItem[]): LocationSuggestion[] {
  const seen = new Set<string>();
  const suggestions: LocationSuggestion[] = [];
  for (const raw of items) {
    const suggestion = toLocationSuggestion(raw);
    const { country, state, city } = suggestion.location;
    if ((!country && !state && !city) || seen.has(suggestion.key)) continue;
    seen.add(suggestion.key);
    suggestions.push(suggestion);
  }
  return suggestions;
}
