import type { LocalityIndex } from '../src/modules/locations/locality-index.js';
import { listDemoPlaces } from '../src/seed/demo-listings.js';

/**
 * The popular locations of the contract, biggest first (roughly by urban population). A
 * place's rank sets both how many listings it gets and how often visitors search it, with a
 * Zipf-like weight of 1/rank: Sydney holds about a fifth of all listings, Katherine a few per
 * thousand. Places the contract adds later and this list misses rank last.
 */
const POPULARITY_ORDER = [
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Perth',
  'Adelaide',
  'Gold Coast',
  'Newcastle',
  'Canberra',
  'Sunshine Coast',
  'Central Coast',
  'Wollongong',
  'Geelong',
  'Hobart',
  'Townsville',
  'Cairns',
  'Darwin',
  'Toowoomba',
  'Ballarat',
  'Parramatta',
  'Liverpool',
  'Penrith',
  'Campbelltown',
  'Bankstown',
  'Ipswich',
  'Mandurah',
  'Joondalup',
  'Rockingham',
  'Launceston',
  'Mackay',
  'Bundaberg',
  'Rockhampton',
  'Bunbury',
  'Fremantle',
  'North Sydney',
  'Kings Cross',
  'St Kilda',
  'Homebush',
  'Coffs Harbour',
  'Tweed Heads',
  'Glenelg',
  'Flagstaff Hill',
  'Gladstone',
  'Kalgoorlie',
  'Alice Springs',
  'Byron Bay',
  'Forster',
  'Mount Isa',
  'Port Hedland',
  'Broome',
  'Katherine',
];

export type DemoPlace = ReturnType<typeof listDemoPlaces>[number];

export interface BenchPlace extends DemoPlace {
  /** 1 for the biggest city. */
  rank: number;
  /** 1/rank over the sum of all: this place's share of listings and of place searches. */
  share: number;
}

/** Every popular location with its suburbs (as the demo directory uses them), biggest first. */
export function listBenchPlaces(localities: LocalityIndex): BenchPlace[] {
  const rankOf = (name: string) => {
    const index = POPULARITY_ORDER.indexOf(name);
    return index === -1 ? POPULARITY_ORDER.length : index;
  };
  const places = listDemoPlaces(localities).sort(
    (a, b) => rankOf(a.city.name) - rankOf(b.city.name),
  );
  const total = places.reduce((sum, _place, i) => sum + 1 / (i + 1), 0);
  return places.map((place, i) => ({ ...place, rank: i + 1, share: 1 / (i + 1) / total }));
}
