import {
  RICHER_SEARCH_PARAMS,
  findState,
  fromSlug,
  isAllValue,
  slugToTitle,
  toSlug,
  type SearchModelsQuery,
} from '@app/contract';

/** The advanced search's own filters, which the header's bar has no place for. */
export const ADVANCED_ONLY_PARAMS = [
  'min_age',
  'max_age',
  'verified',
  'online',
  ...RICHER_SEARCH_PARAMS,
] as const;

/**
 * The query parameters of /searchpage: the API's own names (SEARCH_MODELS_PATH), so a shared
 * link, the Back button and the API all read one set of filters.
 */
export const ADVANCED_SEARCH_PARAMS = [
  'state',
  'country',
  'city',
  'suburb',
  'gender',
  'account_type',
  'escort_type',
  ...ADVANCED_ONLY_PARAMS,
] as const;
export type AdvancedSearchParam = (typeof ADVANCED_SEARCH_PARAMS)[number];

/** The advanced search form's fields, as the inputs hold them. */
export interface AdvancedSearchValues {
  /** A state's name from STATES, or '' for any. */
  state: string;
  /** City or suburb text. */
  place: string;
  gender: string;
  account_type: string;
  escort_type: string;
  min_age: string;
  max_age: string;
  verified: boolean;
  online: boolean;
  /** Whole AUD, as typed; '' for no bound. */
  min_price: string;
  max_price: string;
  incall: boolean;
  outcall: boolean;
  /** '' for any language. */
  language: string;
  available_today: boolean;
  touring_soon: boolean;
  /** One of SEARCH_SORTS. */
  sort: string;
}

/** The form's ticks, each a flag parameter of the URL. */
const FLAG_FIELDS = [
  'verified',
  'online',
  'incall',
  'outcall',
  'available_today',
  'touring_soon',
] as const;
/** The form's typed fields kept in the URL as typed (trimmed). */
const TEXT_FIELDS = ['min_age', 'max_age', 'min_price', 'max_price', 'language'] as const;

export const EMPTY_ADVANCED_SEARCH: AdvancedSearchValues = {
  state: '',
  place: '',
  gender: 'All',
  account_type: 'all',
  escort_type: 'all',
  min_age: '',
  max_age: '',
  verified: false,
  online: false,
  min_price: '',
  max_price: '',
  incall: false,
  outcall: false,
  language: '',
  available_today: false,
  touring_soon: false,
  sort: 'recommended',
};

/** The API query a /searchpage URL asks for: its known parameters, empty ones left out. */
export function readSearchQuery(params: URLSearchParams): SearchModelsQuery {
  const query: Partial<Record<AdvancedSearchParam, string>> = {};
  for (const name of ADVANCED_SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value || isAllValue(value)) continue;
    // Place words travel with hyphens for spaces (docs/product/search-and-ranking.md); the API takes either.
    query[name] = ['state', 'country', 'city', 'suburb'].includes(name) ? fromSlug(value) : value;
  }
  // The API checks each value (SearchModelsQuerySchema) and answers 400 with a message if wrong.
  return query as SearchModelsQuery;
}

/** The form's values for a URL, so a shared link or the Back button shows its own filters. */
export function readSearchValues(params: URLSearchParams): AdvancedSearchValues {
  const text = (name: AdvancedSearchParam) => params.get(name)?.trim() ?? '';
  const stateText = text('state');
  return {
    state: stateText ? (findState(stateText)?.name ?? '') : '',
    place: slugToTitle(text('city') || text('suburb')),
    gender: text('gender') || EMPTY_ADVANCED_SEARCH.gender,
    account_type: text('account_type') || EMPTY_ADVANCED_SEARCH.account_type,
    escort_type: text('escort_type') || EMPTY_ADVANCED_SEARCH.escort_type,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])),
    ...Object.fromEntries(FLAG_FIELDS.map((name) => [name, isOn(text(name))])),
    sort: text('sort') || EMPTY_ADVANCED_SEARCH.sort,
  } as AdvancedSearchValues;
}

/**
 * The URL query for the form's values: place words lower case with hyphens, as every URL of
 * the site writes them (docs/product/search-and-ranking.md); `All`, empty and unticked left out. A country
 * already in the URL (the header's Australia-wide search) stays, since the form has no field
 * for it. The city text goes as `city`; the results fall back to `suburb` by themselves.
 */
export function buildSearchParams(
  values: AdvancedSearchValues,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  const country = current.get('country')?.trim();
  if (country) params.set('country', toSlug(country));
  const state = findState(values.state);
  if (state) params.set('state', state.slug);
  if (values.place.trim()) params.set('city', toSlug(values.place));
  for (const name of ['gender', 'account_type', 'escort_type'] as const) {
    if (!isAllValue(values[name])) params.set(name, values[name]);
  }
  for (const name of TEXT_FIELDS) {
    if (values[name].trim()) params.set(name, values[name].trim());
  }
  for (const name of FLAG_FIELDS) {
    if (values[name]) params.set(name, 'true');
  }
  // The default order is no filter and stays out of the URL.
  if (values.sort && values.sort !== EMPTY_ADVANCED_SEARCH.sort) params.set('sort', values.sort);
  return params;
}

/** The API query the form's values would send (what the contract schema validates). */
export function toSearchQuery(values: AdvancedSearchValues): SearchModelsQuery {
  return readSearchQuery(buildSearchParams(values));
}

function isOn(value: string): boolean {
  return value === 'true' || value === '1';
}
