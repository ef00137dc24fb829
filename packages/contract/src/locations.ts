import { toPlaceKey } from './slug.js';

/** docs/product/search-and-ranking.md and limits-and-messages.md: the location box takes at most 40 characters. */
export const LOCATION_MAX_LENGTH = 40;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 8;
export const AUTOCOMPLETE_MAX_LIMIT = 20;
export const COUNTRY_NAME = 'Australia';

/**
 * A listing hiding its suburb is shown as a place shared by at least this many localities,
 * its point at least this far from the home locality (docs/product/listings-and-moderation.md).
 */
export const PUBLIC_AREA_MIN_LOCALITIES = 10;
export const PUBLIC_AREA_MIN_DISTANCE_KM = 15;

export interface State {
  readonly name: string;
  readonly code: string;
  readonly slug: string;
}

export const STATES = [
  { name: 'New South Wales', code: 'NSW', slug: 'new-south-wales' },
  { name: 'Queensland', code: 'QLD', slug: 'queensland' },
  { name: 'Western Australia', code: 'WA', slug: 'western-australia' },
  { name: 'Victoria', code: 'VIC', slug: 'victoria' },
  { name: 'South Australia', code: 'SA', slug: 'south-australia' },
  { name: 'Northern Territory', code: 'NT', slug: 'northern-territory' },
  { name: 'Tasmania', code: 'TAS', slug: 'tasmania' },
  { name: 'Australian Capital Territory', code: 'ACT', slug: 'australian-capital-territory' },
] as const satisfies readonly State[];

export type StateName = (typeof STATES)[number]['name'];

/** A state by its name, slug or code, ignoring case and hyphens ('nsw', 'new-south-wales'). */
export function findState(input: string): State | undefined {
  const key = toPlaceKey(input);
  return STATES.find((state) => toPlaceKey(state.name) === key || state.code.toLowerCase() === key);
}

export interface PopularCity {
  /** The place's proper name, as listings store it. */
  readonly name: string;
  /** The word in the overlay's link, exactly as docs/product/routes-and-screens.md lists it; null: shown unlinked. */
  readonly linkWord: string | null;
  readonly lat: number;
  readonly lng: number;
}

export interface PopularState {
  readonly state: State;
  readonly cities: readonly PopularCity[];
}

function city(name: string, linkWord: string | null, lat: number, lng: number): PopularCity {
  return { name, linkWord, lat, lng };
}

/**
 * The Popular Locations overlay of docs/product/routes-and-screens.md, in its order and with its exact link
 * words (`home-bush`, `Broome`, `StKilda`; Launceston is plain text). Coordinates are each
 * place's centre, used for the demo directory and the map.
 */
export const POPULAR_LOCATIONS: readonly PopularState[] = [
  {
    state: STATES[0],
    cities: [
      city('Sydney', 'sydney', -33.8688, 151.2093),
      city('Kings Cross', 'kings-cross', -33.8737, 151.2226),
      city('North Sydney', 'north-sydney', -33.8389, 151.2071),
      city('Liverpool', 'liverpool', -33.9201, 150.9235),
      city('Campbelltown', 'campbelltown', -34.065, 150.8142),
      city('Bankstown', 'bankstown', -33.9171, 151.0349),
      city('Homebush', 'home-bush', -33.8652, 151.0819),
      city('Parramatta', 'parramatta', -33.815, 151.0011),
      city('Penrith', 'penrith', -33.7507, 150.6877),
      city('Newcastle', 'newcastle', -32.9283, 151.7817),
      city('Wollongong', 'wollongong', -34.4278, 150.8931),
      city('Central Coast', 'central-coast', -33.4245, 151.3419),
      city('Coffs Harbour', 'coffs-harbour', -30.2963, 153.1135),
      city('Forster', 'forster', -32.1812, 152.517),
      city('Byron Bay', 'byron-bay', -28.6474, 153.602),
      city('Tweed Heads', 'tweed-heads', -28.1766, 153.5414),
    ],
  },
  {
    state: STATES[1],
    cities: [
      city('Brisbane', 'brisbane', -27.4698, 153.0251),
      city('Gold Coast', 'gold-coast', -28.0167, 153.4),
      city('Sunshine Coast', 'sunshine-coast', -26.65, 153.0667),
      city('Ipswich', 'ipswich', -27.6145, 152.7609),
      city('Toowoomba', 'toowoomba', -27.5598, 151.9507),
      city('Bundaberg', 'bundaberg', -24.8661, 152.3489),
      city('Gladstone', 'gladstone', -23.8427, 151.2555),
      city('Rockhampton', 'rockhampton', -23.3781, 150.5136),
      city('Mackay', 'mackay', -21.1411, 149.1861),
      city('Townsville', 'townsville', -19.259, 146.8169),
      city('Cairns', 'cairns', -16.9186, 145.7781),
      city('Mount Isa', 'mount-isa', -20.7256, 139.4927),
    ],
  },
  {
    state: STATES[2],
    cities: [
      city('Perth', 'perth', -31.9505, 115.8605),
      city('Mandurah', 'mandurah', -32.5269, 115.7217),
      city('Rockingham', 'rockingham', -32.279, 115.73),
      city('Bunbury', 'bunbury', -33.3271, 115.6414),
      city('Joondalup', 'joondalup', -31.745, 115.7661),
      city('Fremantle', 'fremantle', -32.0569, 115.7439),
      city('Kalgoorlie', 'kalgoorlie', -30.749, 121.466),
      city('Broome', 'Broome', -17.9614, 122.2359),
      city('Port Hedland', 'port-hedland', -20.3107, 118.5878),
    ],
  },
  {
    state: STATES[3],
    cities: [
      city('Melbourne', 'melbourne', -37.8136, 144.9631),
      city('St Kilda', 'StKilda', -37.8676, 144.9809),
      city('Geelong', 'geelong', -38.1499, 144.3617),
      city('Ballarat', 'ballarat', -37.5622, 143.8503),
    ],
  },
  {
    state: STATES[4],
    cities: [
      city('Adelaide', 'adelaide', -34.9285, 138.6007),
      city('Glenelg', 'glenelg', -34.98, 138.513),
      city('Flagstaff Hill', 'flagstaff-hill', -35.0486, 138.5838),
    ],
  },
  {
    state: STATES[5],
    cities: [
      city('Darwin', 'darwin', -12.4634, 130.8456),
      city('Katherine', 'katherine', -14.4652, 132.2635),
      city('Alice Springs', 'alice-springs', -23.698, 133.8807),
    ],
  },
  {
    state: STATES[6],
    cities: [
      city('Hobart', 'hobart', -42.8821, 147.3272),
      city('Launceston', null, -41.4332, 147.1441),
    ],
  },
  {
    state: STATES[7],
    cities: [city('Canberra', 'canberra', -35.2809, 149.13)],
  },
];

/** The overlay's link for a city: /escorts/:state/:city, or null when the overlay lists it as text. */
export function buildPopularCityPath(state: State, popularCity: PopularCity): string | null {
  return popularCity.linkWord ? `/escorts/${state.slug}/${popularCity.linkWord}` : null;
}

export function buildStatePath(state: State): string {
  return `/escorts/${state.slug}`;
}

/** The footer's four city links (docs/product/routes-and-screens.md). */
export const FOOTER_CITY_PATHS = [
  '/escorts/new-south-wales/sydney',
  '/escorts/victoria/melbourne',
  '/escorts/queensland/brisbane',
  '/escorts/western-australia/perth',
] as const;

/** Popular city names by place key, so autocomplete can rank them first. */
export const POPULAR_CITY_KEYS: ReadonlySet<string> = new Set(
  POPULAR_LOCATIONS.flatMap((entry) => entry.cities.map((c) => toPlaceKey(c.name))),
);

/** GET: the number of live listings in each state and popular city (the /popular-locations page). */
export const POPULAR_LOCATION_COUNTS_PATH = '/api/locations/popular';
