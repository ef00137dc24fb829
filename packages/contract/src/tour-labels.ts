/**
 * The words a listing on tour carries (docs/product/search-and-ranking.md#touring): on a result
 * card, where it is for the place searched; on its profile, the current tour beside its home.
 */
import type { SearchTourStatus } from './search.js';
import { formatTourDay } from './tour-dates.js';

export interface SearchTourLabelParts {
  readonly status: SearchTourStatus;
  /** The tour's city. */
  readonly city: string;
  /** The tour's first day, YYYY-MM-DD. */
  readonly from: string;
  /** The tour's last day, YYYY-MM-DD. */
  readonly until: string;
}

/**
 * 'Touring · until 28 Nov' in the toured place; 'Away · in Brisbane until 28 Nov' at home;
 * 'Touring Sydney from 3 Dec' for a tour of the place searched that has not begun.
 */
export function describeSearchTour({ status, city, from, until }: SearchTourLabelParts): string {
  if (status === 'arriving') return `Touring ${city} from ${formatTourDay(from)}`;
  const day = formatTourDay(until);
  return status === 'touring' ? `Touring · until ${day}` : `Away · in ${city} until ${day}`;
}

/** 'Touring Brisbane until 28 Nov': the profile's line for a tour on today. */
export function describeCurrentTour({ city, ends_on }: { city: string; ends_on: string }): string {
  return `Touring ${city} until ${formatTourDay(ends_on)}`;
}
