import {
  ACCOUNT_TYPES,
  POPULAR_LOCATIONS,
  WEEK_DAYS,
  type AccountType,
  type Category,
  type Gender,
  type PopularCity,
  type State,
  toAvailabilityText,
  toPublicRates,
} from '@app/contract';
import type { AvailabilityDay, ContactChannel, ListingRate } from '@app/contract';
import { findLocalitiesNear, type LocalityIndex } from '../modules/locations/locality-index.js';
import type { ListingStatus, ModelRate } from '../db/schema.js';
import {
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_DETAILS,
  DESCRIPTION_OPENINGS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  FIRST_NAMES_TRANS,
  LANGUAGES,
} from './content/demo-people.js';
import type { Random } from './random.js';

/** One fictional listing, as plain data; demo-seed.ts writes it. */
export interface DemoListing {
  email: string;
  name: string;
  age: number;
  gender: Gender;
  accountType: AccountType;
  categories: Category[];
  descriptionHtml: string;
  descriptionText: string;
  state: string;
  city: string;
  suburb: string;
  postcode: string | null;
  lat: number;
  lng: number;
  homeSuburb: string;
  homePostcode: string;
  homeLat: number;
  homeLng: number;
  status: ListingStatus;
  isVerified: boolean;
  phone: string;
  contactChannels: ContactChannel[];
  rates: ModelRate[];
  rateTable: ListingRate[];
  availability: string;
  weeklyAvailability: AvailabilityDay[];
  languages: string[];
  lastSeenAt: Date | null;
  wentLiveAt: Date | null;
  viewCount: number;
  photos: string[];
  tour: {
    state: string;
    city: string;
    lat: number;
    lng: number;
    startsOn: string;
    endsOn: string;
  } | null;
}

interface Place {
  state: State;
  city: PopularCity;
  suburbs: { name: string; postcode: string; lat: number; lng: number }[];
}

/** Big cities get more listings; every popular location (Launceston too) gets some. */
const CITY_WEIGHTS: Record<string, number> = {
  Sydney: 5,
  Melbourne: 5,
  Brisbane: 4,
  Perth: 4,
  Adelaide: 3,
  'Gold Coast': 3,
  Canberra: 2,
  Hobart: 2,
  Darwin: 2,
};
const SUBURB_RADIUS_KM = 12;
/** The postcode data also names bases, campuses and the like; they are no one's suburb. */
const INSTITUTION_PATTERN =
  /\b(HMAS|RAAF|University|Parliament|Hospital|Barracks|Airport|Centre|Mail)\b/i;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function listDemoPlaces(localities: LocalityIndex): Place[] {
  return POPULAR_LOCATIONS.flatMap(({ state, cities }) =>
    cities.map((city) => ({
      state,
      city,
      suburbs: findLocalitiesNear(localities, city.lat, city.lng, SUBURB_RADIUS_KM, state.name)
        .filter((locality) => !INSTITUTION_PATTERN.test(locality.name))
        .slice(0, 12)
        .map((l) => ({ name: l.name, postcode: l.postcode, lat: l.lat, lng: l.lng })),
    })),
  );
}

/** Deterministic for a given random seed: the same directory on every machine. */
export function generateDemoListings(options: {
  count: number;
  random: Random;
  places: Place[];
  portraits: readonly string[];
  now: Date;
  emailPrefix?: string;
}): DemoListing[] {
  const { count, random, places, portraits, now } = options;
  const weighted = places.flatMap((place) =>
    Array<Place>(CITY_WEIGHTS[place.city.name] ?? 1).fill(place),
  );
  return Array.from({ length: count }, (_, index) => {
    // The first pass gives every place a listing; the rest follow the weights.
    const place = index < places.length ? places[index]! : random.pick(weighted);
    return generateListing(
      index,
      place,
      options.emailPrefix ?? 'demo-model',
      random,
      places,
      portraits,
      now,
    );
  });
}

function generateListing(
  index: number,
  place: Place,
  emailPrefix: string,
  random: Random,
  places: Place[],
  portraits: readonly string[],
  now: Date,
): DemoListing {
  const gender = pickGender(random);
  const accountType = pickAccountType(random);
  const suburb = place.suburbs.length > 0 ? random.pick(place.suburbs) : undefined;
  const paragraphs = [
    random.pick(DESCRIPTION_OPENINGS),
    `${random.pick(DESCRIPTION_DETAILS)} ${random.pick(DESCRIPTION_DETAILS)}`,
    random.pick(DESCRIPTION_CLOSINGS),
  ];
  const activity = random.next();
  const lastSeenAt =
    activity < 0.12
      ? new Date(now.getTime() - random.int(0, 10) * MINUTE)
      : activity < 0.35
        ? new Date(now.getTime() - random.int(30, 20 * 60) * MINUTE)
        : activity < 0.9
          ? new Date(now.getTime() - random.int(2, 40) * DAY)
          : null;
  const status: ListingStatus =
    index % 40 === 39 ? (index % 80 === 79 ? 'draft' : 'pending') : 'live';
  const hourly = random.int(30, 90) * 5;
  const rateTable: ListingRate[] = [
    { kind: 'incall', minutes: 60, amount: hourly },
    { kind: 'incall', minutes: 120, amount: hourly * 2 - 50 },
    { kind: 'outcall', minutes: 60, amount: hourly + 50 },
    { kind: 'outcall', minutes: 240, amount: hourly * 4 - 100 },
  ];
  const weeklyAvailability = pickWeek(random);
  const lat = jitter(random, suburb?.lat ?? place.city.lat);
  const lng = jitter(random, suburb?.lng ?? place.city.lng);
  return {
    email: `${emailPrefix}-${index + 1}@example.com`,
    name: random.pick(
      gender === 'female'
        ? FIRST_NAMES_FEMALE
        : gender === 'male'
          ? FIRST_NAMES_MALE
          : FIRST_NAMES_TRANS,
    ),
    age: random.int(18, 45),
    gender,
    accountType,
    categories: pickCategories(random, accountType),
    descriptionHtml: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    descriptionText: paragraphs.join(' '),
    state: place.state.name,
    city: place.city.name,
    suburb: suburb?.name ?? place.city.name,
    postcode: suburb?.postcode ?? null,
    lat,
    lng,
    homeSuburb: suburb?.name ?? place.city.name,
    homePostcode: suburb?.postcode ?? '',
    homeLat: lat,
    homeLng: lng,
    status,
    isVerified: random.chance(0.35),
    // ACMA's range of mobile numbers reserved for fiction: 0491 570 006 to 0491 570 159.
    phone: `0491570${String(6 + (index % 154)).padStart(3, '0')}`,
    contactChannels: demoContactChannels(random.chance(0.8), index),
    rates: toPublicRates(rateTable),
    rateTable,
    availability: toAvailabilityText(weeklyAvailability),
    weeklyAvailability,
    languages: ['English', ...(random.chance(0.3) ? [random.pick(LANGUAGES)] : [])].filter(
      (language, i, all) => all.indexOf(language) === i,
    ),
    lastSeenAt,
    wentLiveAt: status === 'live' ? new Date(now.getTime() - random.int(0, 120) * DAY) : null,
    viewCount: random.int(0, 5000),
    photos: Array.from({ length: 3 }, () => random.pick(portraits)),
    tour: random.chance(0.1) ? generateTour(random, place, places, now) : null,
  };
}

function generateTour(
  random: Random,
  home: Place,
  places: Place[],
  now: Date,
): DemoListing['tour'] {
  const destinations = places.filter((p) => p.city.name !== home.city.name && p.city.linkWord);
  const destination = random.pick(destinations);
  const start = new Date(now.getTime() + random.int(-3, 10) * DAY);
  const end = new Date(start.getTime() + random.int(2, 7) * DAY);
  return {
    state: destination.state.name,
    city: destination.city.name,
    lat: destination.city.lat,
    lng: destination.city.lng,
    startsOn: start.toISOString().slice(0, 10),
    endsOn: end.toISOString().slice(0, 10),
  };
}

/** A few working days with hours; about a quarter work late into the night. */
function pickWeek(random: Random): AvailabilityDay[] {
  const late = random.chance(0.25);
  const from = late ? '18:00' : `${String(random.int(9, 12)).padStart(2, '0')}:00`;
  const to = late ? '00:00' : `${String(random.int(19, 23))}:00`;
  const days = WEEK_DAYS.filter(() => random.chance(0.7));
  return (days.length > 0 ? days : WEEK_DAYS.slice(0, 5)).map((day) => ({ day, from, to }));
}

function pickGender(random: Random): Gender {
  const roll = random.next();
  return roll < 0.7 ? 'female' : roll < 0.88 ? 'male' : 'Transexual/Trasgender';
}

function pickAccountType(random: Random): AccountType {
  return random.chance(0.55)
    ? 'Escort'
    : random.pick(ACCOUNT_TYPES.filter((type) => type !== 'Escort'));
}

function pickCategories(random: Random, accountType: AccountType): Category[] {
  const categories: Category[] = [];
  if (accountType === 'StripsDance' || random.chance(0.12)) categories.push('StripsDance');
  if (random.chance(0.6)) categories.push('Independents');
  return categories;
}

/** Spreads markers of one suburb a little, so the map shows them side by side. */
function jitter(random: Random, degrees: number): number {
  return Math.round((degrees + (random.next() - 0.5) * 0.01) * 1e6) / 1e6;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Calls for most, SMS for all, and the other channels spread by the listing's number (no
 * further draws, so the rest of the demo directory stays as it was).
 */
function demoContactChannels(takesCalls: boolean, index: number): ContactChannel[] {
  const extra: [ContactChannel, number][] = [
    ['whatsapp', 3],
    ['telegram', 5],
    ['signal', 7],
    ['enquiry', 2],
  ];
  return [
    ...(takesCalls ? (['calls'] as const) : []),
    'sms',
    ...extra.filter(([, every]) => index % every === 0).map(([channel]) => channel),
  ];
}
