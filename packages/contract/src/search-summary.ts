import { SEARCH_SORT_LABELS, type SearchSort } from './search.js';

/**
 * The words for the richer filters of a search's query (docs/product/search-and-ranking.md#filter-bar):
 * ['$200–$400', 'Incall', 'Newest first']. One wording for the filter bar's summary and a saved
 * search's name, so what a customer saved reads as what the bar showed.
 */
export function describeRicherFilters(query: URLSearchParams): string[] {
  const on = (name: string) => ['true', '1'].includes(query.get(name) ?? '');
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
