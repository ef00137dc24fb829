import { LOCATIONS_AUTOCOMPLETE_PATH, type LocationSuggestion } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from './http';

/**
 * One item of the places answer as it arrived. Each reader checks the parts it uses: the
 * location box keeps an item with a missing part and logs it, the pickers skip it
 * (docs/product/search-and-ranking.md).
 */
export type LocalityAnswerItem = Readonly<Record<string, unknown>>;

/** The same words give the same places all day. */
const LOCALITIES_STALE_MS = 60 * 60_000;

/**
 * GET /api/locations/autocomplete?q=[&limit=]: the site's own Australian localities, the one
 * fetcher of the app. A body without a data list reads as no places.
 */
export async function fetchLocalities(
  query: string,
  options: { readonly limit?: number; readonly signal?: AbortSignal } = {},
): Promise<readonly LocalityAnswerItem[]> {
  const params = new URLSearchParams({ q: query });
  if (options.limit !== undefined) params.set('limit', String(options.limit));
  const body = await fetchJson<unknown>(`${LOCATIONS_AUTOCOMPLETE_PATH}?${params.toString()}`, {
    signal: options.signal,
  });
  return readLocalityItems(body);
}

/** The answer's `data` items that are objects; anything else reads as nothing. */
export function readLocalityItems(body: unknown): readonly LocalityAnswerItem[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : [];
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is LocalityAnswerItem => typeof item === 'object' && item !== null,
  );
}

/** The query of the places matching `query` (shared cache: every box asks the same way). */
export function localitiesQueryOptions(query: string, limit?: number) {
  return queryOptions({
    queryKey: ['localities', query, limit ?? null] as const,
    queryFn: ({ signal }) => fetchLocalities(query, { limit, signal }),
    staleTime: LOCALITIES_STALE_MS,
  });
}

/** Whether an item carries every part of a locality, with its position. */
export function isCompleteLocality(item: LocalityAnswerItem): item is LocationSuggestion {
  return (
    typeof item.country === 'string' &&
    typeof item.administrative_area_level_1 === 'string' &&
    typeof item.locality === 'string' &&
    typeof item.postcode === 'string' &&
    typeof item.lat === 'number' &&
    typeof item.lng === 'number'
  );
}
