import { LISTING_STATUSES, STATES, type ListingStatus } from '@app/contract';

/** The list's filters and page, as the URL's search params hold them (so reload and Back work). */
export interface ListingsFilters {
  readonly q?: string;
  readonly status?: ListingStatus;
  readonly state?: string;
  readonly city?: string;
  readonly flagged?: 'yes' | 'no';
  readonly page?: number;
}

/** The filter boxes above the table, as named in the URL. */
export const LISTINGS_FILTER_NAMES = ['q', 'status', 'state', 'city', 'flagged'] as const;
export type ListingsFilterName = (typeof LISTINGS_FILTER_NAMES)[number];

/** The URL's filters, leaving out values the server would refuse (a hand-edited URL). */
export function readListingsFilters(params: URLSearchParams): ListingsFilters {
  const status = params.get('status') ?? '';
  const state = params.get('state') ?? '';
  const flagged = params.get('flagged') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q')?.trim() || undefined,
    status: (LISTING_STATUSES as readonly string[]).includes(status)
      ? (status as ListingStatus)
      : undefined,
    state: STATES.some((entry) => entry.name === state) ? state : undefined,
    city: params.get('city')?.trim() || undefined,
    flagged: flagged === 'yes' || flagged === 'no' ? flagged : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The search params of `filters`, empty values left out. */
export function toSearchParams(filters: ListingsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
