import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  isAllValue,
  type FilterOption,
} from './filters.js';
import { SEARCH_SORT_LABELS, type SearchSort } from './search.js';

const isOn = (query: URLSearchParams, name: string) =>
  ['true', '1'].includes(query.get(name) ?? '');

/**
 * The words for the filters the bar's dropdowns and the advanced search's first fields hold:
 * ['female', 'Escort', 'Age 25–35', 'Verified'], each option by its label.
 */
export function describeListingFilters(query: URLSearchParams): string[] {
  const option = (options: readonly FilterOption[], name: string) => {
    const value = query.get(name);
    if (isAllValue(value)) return '';
    const wanted = value!.toLowerCase();
    return options.find((entry) => entry.value.toLowerCase() === wanted)?.label ?? value!;
  };
  const [min, max] = [query.get('min_age'), query.get('max_age')];
  return [
    option(GENDER_OPTIONS, 'gender'),
    option(ACCOUNT_TYPE_OPTIONS, 'account_type'),
    option(CATEGORY_OPTIONS, 'escort_type'),
    min && max ? `Age ${min}–${max}` : min ? `Age ${min}+` : max ? `Age up to ${max}` : '',
    isOn(query, 'verified') ? 'Verified' : '',
    isOn(query, 'online') ? 'Recently online' : '',
  ].filter(Boolean);
}

/**
 * The words for the richer filters of a search's query (docs/product/search-and-ranking.md#filter-bar):
 * ['$200–$400', 'Incall', 'Newest first']. One wording for the filter bar's summary and a saved
 * search's name, so what a customer saved reads as what the bar showed.
 */
export function describeRicherFilters(query: URLSearchParams): string[] {
  const on = (name: string) => isOn(query, name);
  const [min, max] = [query.get('min_price'), query.get('max_price')];
  const sort = query.get('sort') as SearchSort | null;
  return [
    min && max ? `$${min}–$${max}` : min ? `From $${min}` : max ? `Up to $${max}` : '',
    on('incall') ? 'Incall' : '',
    on('outcall') ? 'Outcall' : '',
    query.get('language') ? `Language: ${query.get('language')}` : '',
    on('available_today') ? 'Available today' : '',
    on('touring_soon') ? 'Touring soon' : '',
    sort && sort !== 'recommended' && SEARCH_SORT_LABELS[sort] ? SEARCH_SORT_LABELS[sort] : '',
  ].filter(Boolean);
}
