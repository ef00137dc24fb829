/**
 * The richer search's scenarios (docs/PERFORMANCE.md, "Richer search"): the plain Sydney
 * search, the reference, and each new filter and order on Sydney, each measured with caches
 * off and held to 1.5 × the plain search's p50 at the same size.
 */
export const SYDNEY_PLACE = { state: 'New South Wales', city: 'sydney' } as const;

export const RICHER_SEARCHES = [
  { scenario: 'Sydney, caches off', query: {} },
  { scenario: 'Sydney, $150 to $300, caches off', query: { min_price: '150', max_price: '300' } },
  { scenario: 'Sydney, incall, caches off', query: { incall: 'true' } },
  { scenario: 'Sydney, Mandarin, caches off', query: { language: 'Mandarin' } },
  { scenario: 'Sydney, available today, caches off', query: { available_today: 'true' } },
  { scenario: 'Sydney, touring soon, caches off', query: { touring_soon: 'true' } },
  { scenario: 'Sydney, newest, caches off', query: { sort: 'newest' } },
  { scenario: 'Sydney, price low to high, caches off', query: { sort: 'price_asc' } },
] as const;

export type RicherScenarioName = (typeof RICHER_SEARCHES)[number]['scenario'];
/** The reference every other richer scenario is held to. */
export const PLAIN_SYDNEY: RicherScenarioName = RICHER_SEARCHES[0].scenario;
