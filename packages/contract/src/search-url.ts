import { isAllValue } from './filters.js';
import { SEARCH_MODELS_PATH } from './search.js';
import type { SearchModelsQuery } from './search.schema.js';

// Apart from search.ts: the schema reads search.ts's limits, and these read the schema's type.
/** The query string for a search, leaving out empty and `all` values. */
export function buildSearchQueryString(query: SearchModelsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && !isAllValue(value)) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/search-models with the filters as query parameters ('' and 'all' left out). */
export function buildSearchModelsUrl(query: SearchModelsQuery): string {
  return `${SEARCH_MODELS_PATH}${buildSearchQueryString(query)}`;
}
