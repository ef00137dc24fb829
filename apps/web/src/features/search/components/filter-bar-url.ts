import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  COUNTRY_NAME,
  GENDER_OPTIONS,
  POPULAR_LOCATIONS,
  findOptionValue,
  findState,
  fromSlug,
  isAllValue,
  slugToTitle,
  toPlaceKey,
  toSlug,
  type FilterOption,
} from '@app/contract';
import { ROUTES } from '../../../lib/route-paths';
import { ADVANCED_ONLY_PARAMS } from '../lib/advanced-filters';

/** docs/product/search-and-ranking.md and limits-and-messages.md: the toast when Find Escorts or GO is pressed without a place. */
export const SELECT_LOCATION_MESSAGE = 'Select Location';

/** Where the visitor wants to search; '' for a part that is not chosen (docs/product/search-and-ranking.md). */
export interface FilterLocation {
  readonly country: string;
  readonly state: string;
  readonly city: string;
}

export interface FilterChoice {
  readonly location: FilterLocation;
  /** Option values of the contract's filter lists; '' or All/all mean no filter. */
  readonly gender: string;
  readonly accountType: string;
  readonly category: string;
}

export const EMPTY_LOCATION: FilterLocation = { country: '', state: '', city: '' };

/** No search: no place and every dropdown at All. */
export const EMPTY_CHOICE: FilterChoice = {
  location: EMPTY_LOCATION,
  gender: '',
  accountType: '',
  category: '',
};

/** The query parameter of GET /api/search-models each dropdown sets (docs/product/api.md). */
const FILTER_PARAMS = [
  { key: 'gender', param: 'gender', options: GENDER_OPTIONS },
  { key: 'accountType', param: 'account_type', options: ACCOUNT_TYPE_OPTIONS },
  { key: 'category', param: 'escort_type', options: CATEGORY_OPTIONS },
] as const satisfies ReadonlyArray<{
  key: keyof Omit<FilterChoice, 'location'>;
  param: string;
  options: readonly FilterOption[];
}>;

export function hasLocation({ country, state, city }: FilterLocation): boolean {
  return [country, state, city].some((part) => part.trim() !== '');
}

/**
 * The results URL for a choice, or null when no place is chosen (the caller shows
 * SELECT_LOCATION_MESSAGE). docs/product/search-and-ranking.md:
 * - a state and a city → /escorts/:state/:city
 * - a state alone → /escorts/:state
 * - otherwise (the country alone, or a city without its state) → the advanced search with the
 *   country in the query, /searchpage?country=australia, and the city as `suburb` (the name the
 *   header reads back on load, docs/product/routes-and-screens.md).
 * Words are lower case with hyphens; the dropdowns' choices follow in the query under the API's
 * parameter names (gender, account_type, escort_type); All is no filter and left out.
 */
export function buildFilterSearchPath(choice: FilterChoice): string | null {
  const country = choice.location.country.trim();
  const state = choice.location.state.trim();
  const city = choice.location.city.trim();
  if (!country && !state && !city) return null;

  const params = new URLSearchParams();
  let path: string;
  if (state) {
    const stateSlug = findState(state)?.slug ?? toSlug(state);
    path = city
      ? `/escorts/${encodeURIComponent(stateSlug)}/${encodeURIComponent(toSlug(city))}`
      : `/escorts/${encodeURIComponent(stateSlug)}`;
  } else {
    path = ROUTES.advancedSearch;
    if (country) params.set('country', toSlug(country));
    if (city) params.set('suburb', toSlug(city));
  }
  for (const { key, param } of FILTER_PARAMS) {
    const value = choice[key];
    if (!isAllValue(value)) params.set(param, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** What the location box shows for a place: 'Bondi Beach, New South Wales, Australia'. */
export function describeLocation({ country, state, city }: FilterLocation): string {
  return [city, state, country]
    .filter((part) => part !== '')
    .map((part) => slugToTitle(part))
    .join(', ');
}

/** A route's city word to the place's name: 'StKilda' → 'St Kilda', 'home-bush' → 'Homebush'. */
function cityNameOf(stateSlug: string, cityWord: string): string {
  const key = toPlaceKey(cityWord);
  const popular = POPULAR_LOCATIONS.find(({ state }) => state.slug === stateSlug)?.cities.find(
    (city) => city.linkWord === cityWord || toPlaceKey(city.name) === key,
  );
  return popular?.name ?? slugToTitle(cityWord);
}

/** A state word ('new-south-wales', 'NSW') to its name, or the word with spaces if unknown. */
function stateNameOf(word: string): string {
  return findState(word)?.name ?? slugToTitle(word);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The place a search page's URL names, or null when it names none:
 * - a results route, /escorts/:state[/:city] (or /escorts/australia/:state), by its path;
 * - any other page by the query's country, state and city or suburb, hyphens back to spaces
 *   (docs/product/routes-and-screens.md).
 */
export function readLocationFromUrl(pathname: string, search: string): FilterLocation | null {
  return readResultsRoutePlace(pathname) ?? readQueryPlace(search);
}

function readQueryPlace(search: string): FilterLocation | null {
  const query = new URLSearchParams(search);
  const location: FilterLocation = {
    country: fromSlug(query.get('country') ?? ''),
    state: fromSlug(query.get('state') ?? ''),
    // The advanced search writes `city`, the header's Find Escorts `suburb`: both name the place.
    city: fromSlug(query.get('city') || query.get('suburb') || ''),
  };
  if (!hasLocation(location)) return null;
  return location.state ? { ...location, state: stateNameOf(location.state) } : location;
}

function readResultsRoutePlace(pathname: string): FilterLocation | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (!isResultsRoute(segments)) return null;
  let [, stateWord = '', cityWord = ''] = segments;
  if (toPlaceKey(stateWord) === toPlaceKey(COUNTRY_NAME)) {
    // The routing table's alternative form, /escorts/:country/:state (docs/product/routes-and-screens.md).
    [stateWord, cityWord] = [cityWord, ''];
    if (!stateWord) return { ...EMPTY_LOCATION, country: COUNTRY_NAME };
  }
  const state = findState(stateWord);
  return {
    country: COUNTRY_NAME,
    state: stateNameOf(stateWord),
    city: cityWord ? cityNameOf(state?.slug ?? toSlug(stateWord), cityWord) : '',
  };
}

function isResultsRoute(segments: readonly string[]): boolean {
  return segments[0]?.toLowerCase() === 'escorts' && segments.length >= 2 && segments.length <= 3;
}

/**
 * The search a page shows, as the filter bar holds it, or null for a page that shows no
 * search (docs/product/search-and-ranking.md#filter-bar): the home page lists everything, a
 * results route and the advanced search show their URL's place and filters, and nothing else
 * is read, so a profile's `?state=` never passes for a search.
 */
export function readSearchFromUrl(pathname: string, search: string): FilterChoice | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return EMPTY_CHOICE;
  const isSearchPage =
    pathname === ROUTES.advancedSearch || isResultsRoute(segments.map(decodeSegment));
  if (!isSearchPage) return null;
  return {
    location: readLocationFromUrl(pathname, search) ?? EMPTY_LOCATION,
    ...readFiltersFromSearch(search),
  };
}

/** Whether two choices are the same search (what the bar shows is compared by this). */
export function isSameChoice(a: FilterChoice, b: FilterChoice): boolean {
  return buildChoiceKey(a) === buildChoiceKey(b);
}

function buildChoiceKey({ location, gender, accountType, category }: FilterChoice): string {
  return JSON.stringify([
    location.country,
    location.state,
    location.city,
    gender,
    accountType,
    category,
  ]);
}

/**
 * The query of the search on screen, for what the bar keeps but cannot show (the advanced
 * filters): a results route's or the advanced search's; empty on any other page.
 */
export function readSearchPageQuery(pathname: string, search: string): URLSearchParams {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const isSearchPage = pathname === ROUTES.advancedSearch || isResultsRoute(segments);
  return new URLSearchParams(isSearchPage ? search : '');
}

/**
 * The Advanced Search button's target: /searchpage with the bar's search, so the form opens
 * with what the bar shows. The place goes as the advanced search writes it (`state` by slug,
 * `city`; the country only when it is the whole place); `current` is the query of the search
 * on screen (readSearchPageQuery), whose age range, price and ticks the bar cannot show but keeps.
 */
export function buildAdvancedSearchPath(
  choice: FilterChoice,
  current: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams();
  const { country, state, city } = choice.location;
  if (country.trim() && !state.trim() && !city.trim()) params.set('country', toSlug(country));
  if (state.trim()) params.set('state', findState(state)?.slug ?? toSlug(state));
  if (city.trim()) params.set('city', toSlug(city));
  for (const { key, param } of FILTER_PARAMS) {
    if (!isAllValue(choice[key])) params.set(param, choice[key]);
  }
  for (const name of ADVANCED_ONLY_PARAMS) {
    const value = current.get(name);
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${ROUTES.advancedSearch}?${query}` : ROUTES.advancedSearch;
}

/** The dropdowns' choices a URL's query carries; a missing or unknown value is ''. */
export function readFiltersFromSearch(
  search: string,
): Pick<FilterChoice, 'gender' | 'accountType' | 'category'> {
  const query = new URLSearchParams(search);
  const read = (param: string, options: readonly FilterOption[]): string => {
    const raw = query.get(param);
    if (!raw) return '';
    return (
      findOptionValue(
        options.map((option) => option.value),
        raw,
      ) ?? ''
    );
  };
  return {
    gender: read('gender', GENDER_OPTIONS),
    accountType: read('account_type', ACCOUNT_TYPE_OPTIONS),
    category: read('escort_type', CATEGORY_OPTIONS),
  };
}
