import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACTIVE_NOW_MINUTES,
  LISTING_LANGUAGE_SUGGESTIONS,
  SearchModelsQuerySchema,
  TOURING_SOON_DAYS,
  addDays,
  toPlaceKey,
  type ListingRate,
} from '@app/contract';
import { models, tours } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createListing, createTour } from '../../test/factories.js';
import { ROTATION_CIRCLE, rotationStart } from './daily-rotation.js';
import { australianDate, searchModels } from './search.service.js';
import { isoDay } from '../../test/days.js';

const api = useApiTest();

/** A small PRNG, so the mix is the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Every id and the total of a search, page after page, as a visitor would read them. */
async function readAllPages(query: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 50; page += 1) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/search-models?${query}&page=${page}`,
    });
    const body = response.json() as {
      data: { model: { id: number } }[];
      total: number;
      last_page: number;
    };
    ids.push(...body.data.map((card) => card.model.id));
    total = body.total;
    if (page >= body.last_page) break;
  }
  return { ids, total };
}

type Listing = typeof models.$inferSelect;
type Tour = typeof tours.$inferSelect;

/** The richer filters and sort, as the naive query reads them. */
interface NaiveFilters {
  minPrice?: number;
  maxPrice?: number;
  incall?: boolean;
  outcall?: boolean;
  language?: string;
  availableToday?: boolean;
  touringSoon?: boolean;
  sort?: 'recommended' | 'newest' | 'price_asc';
}

/** The price, written the plain way: the lowest one-hour rate, incall or outcall. */
const priceOf = (listing: Listing): number | null => {
  const hourly = listing.rateTable.filter((rate) => rate.minutes === 60);
  return hourly.length === 0 ? null : Math.min(...hourly.map((rate) => rate.amount));
};

/**
 * The directory's search written the plain way, over every row (docs/product/search-and-ranking.md):
 * live listings at home in the place or touring it today (touring soon: with a tour of it
 * starting within 14 days instead), each filter tested on its own; ordered as `sort` says.
 */
async function naiveSearch(
  place: { state: string; city?: string },
  filters: NaiveFilters = {},
): Promise<number[]> {
  const [listings, allTours] = await Promise.all([
    api.db.select().from(models),
    api.db.select().from(tours),
  ]);
  const now = Date.now();
  const today = australianDate(new Date(now));
  const activeSince = now - ACTIVE_NOW_MINUTES * 60_000;
  const start = rotationStart(today);
  const inPlace = (row: { state: string; city: string }) =>
    row.state === place.state &&
    (place.city === undefined || toPlaceKey(row.city) === toPlaceKey(place.city));
  const toursOf = (listingId: number, when: (tour: Tour) => boolean) =>
    allTours.some((tour) => tour.modelId === listingId && inPlace(tour) && when(tour));
  const touringToday = (tour: Tour) => tour.startsOn <= today && today <= tour.endsOn;
  const startsSoon = (tour: Tour) =>
    today <= tour.startsOn && tour.startsOn <= addDays(today, TOURING_SOON_DAYS);
  const found = (listing: Listing) =>
    filters.touringSoon
      ? toursOf(listing.id, startsSoon)
      : inPlace(listing) || toursOf(listing.id, touringToday);
  const available = (listing: Listing) =>
    listing.availableUntil !== null && listing.availableUntil.getTime() > now;
  const matches = (listing: Listing) => {
    const price = priceOf(listing);
    return (
      listing.status === 'live' &&
      found(listing) &&
      (filters.minPrice === undefined || (price !== null && price >= filters.minPrice)) &&
      (filters.maxPrice === undefined || (price !== null && price <= filters.maxPrice)) &&
      (!filters.incall || listing.rateTable.some((rate) => rate.kind === 'incall')) &&
      (!filters.outcall || listing.rateTable.some((rate) => rate.kind === 'outcall')) &&
      (!filters.language ||
        listing.languages.some((word) => word.toLowerCase() === filters.language!.toLowerCase())) &&
      (!filters.availableToday || available(listing))
    );
  };
  const rank = (listing: Listing) => {
    const active = listing.lastSeenAt !== null && listing.lastSeenAt.getTime() > activeSince;
    return {
      active: active ? 1 : 0,
      available: !active && available(listing) ? 1 : 0,
      verified: listing.isVerified ? 1 : 0,
      key: (listing.rotation - start + ROTATION_CIRCLE) % ROTATION_CIRCLE,
    };
  };
  const byOrder: Record<NonNullable<NaiveFilters['sort']>, (a: Listing, b: Listing) => number> = {
    recommended: (a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return (
        y.active - x.active ||
        y.available - x.available ||
        y.verified - x.verified ||
        x.key - y.key ||
        a.id - b.id
      );
    },
    newest: (a, b) =>
      (b.wentLiveAt?.getTime() ?? -Infinity) - (a.wentLiveAt?.getTime() ?? -Infinity) ||
      b.id - a.id,
    price_asc: (a, b) =>
      (priceOf(a) ?? Infinity) - (priceOf(b) ?? Infinity) || a.rotation - b.rotation || a.id - b.id,
  };
  return listings
    .filter(matches)
    .sort(byOrder[filters.sort ?? 'recommended'])
    .map((listing) => listing.id);
}

/** Rates of one to three kinds and durations, some without a one-hour rate. */
function randomRates(random: () => number): ListingRate[] {
  const rates: ListingRate[] = [];
  for (const kind of ['incall', 'outcall'] as const) {
    if (random() < 0.35) continue;
    if (random() < 0.8)
      rates.push({ kind, minutes: 60, amount: 100 + Math.floor(random() * 8) * 50 });
    if (random() < 0.5)
      rates.push({ kind, minutes: 120, amount: 500 + Math.floor(random() * 4) * 100 });
  }
  return rates;
}

describe('search against the naive query over the same data', () => {
  it('finds the same listings in the same order with the same total, tours and Active Now included', async () => {
    const random = seeded(2026);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const lastSeen = () => {
      const pick = random();
      if (pick < 0.3) return minutesAgo(5);
      if (pick < 0.6) return minutesAgo(120);
      return null;
    };
    const home = { state: 'Victoria', city: 'Ballarat', suburb: 'Ballarat' };
    const away = { state: 'Victoria', city: 'Bendigo', suburb: 'Bendigo' };
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const languages = LISTING_LANGUAGE_SUGGESTIONS.slice(0, 4);
    // The richer filters' columns: rates, languages, Available today, when each went live.
    const richer = () => ({
      rateTable: randomRates(random),
      languages: languages.filter(() => random() < 0.4),
      availableUntil: random() < 0.35 ? hoursFromNow(random() < 0.7 ? 5 : -2) : null,
      wentLiveAt: random() < 0.9 ? hoursFromNow(-1 - Math.floor(random() * 500)) : null,
    });
    for (let i = 0; i < 46; i += 1) {
      await createListing(api.db, {
        ...(i % 3 === 0 ? away : home),
        ...richer(),
        isVerified: random() < 0.35,
        lastSeenAt: lastSeen(),
        status: i % 11 === 0 ? 'paused' : 'live',
      });
    }
    // Listings from elsewhere touring Ballarat: today, soon, lately, and one also at home.
    const tourOf = (modelId: number, from: number, to: number) =>
      createTour(api.db, {
        modelId,
        state: 'Victoria',
        city: 'Ballarat',
        startsOn: isoDay(from),
        endsOn: isoDay(to),
      });
    for (let i = 0; i < 12; i += 1) {
      const visitor = await createListing(api.db, {
        state: 'New South Wales',
        city: 'Sydney',
        ...richer(),
        isVerified: random() < 0.35,
        lastSeenAt: lastSeen(),
        status: i === 5 ? 'suspended' : 'live',
      });
      if (i < 6) await tourOf(visitor.id, -1, 2);
      else if (i < 8) await tourOf(visitor.id, 0, 2);
      else if (i < 10) await tourOf(visitor.id, 3, 5);
      else if (i < 11) await tourOf(visitor.id, TOURING_SOON_DAYS + 1, TOURING_SOON_DAYS + 3);
      else await tourOf(visitor.id, -6, -2);
    }
    const both = await createListing(api.db, {
      ...home,
      isVerified: true,
      lastSeenAt: minutesAgo(3),
    });
    await tourOf(both.id, 0, 1);

    for (const [query, place] of [
      ['state=victoria&city=ballarat', { state: 'Victoria', city: 'Ballarat' }],
      ['state=victoria', { state: 'Victoria' }],
    ] as const) {
      const expected = await naiveSearch(place);
      const found = await readAllPages(query);
      expect(found.ids).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
  });

  it('matches the naive query for every richer filter and sort, alone and combined', async () => {
    // (The data of the test above is gone: each test starts from an empty directory.)
    const random = seeded(24);
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const languages = LISTING_LANGUAGE_SUGGESTIONS.slice(0, 4);
    const listing = (place: { state: string; city: string; suburb: string }) =>
      createListing(api.db, {
        ...place,
        rateTable: randomRates(random),
        languages: languages.filter(() => random() < 0.4),
        availableUntil: random() < 0.35 ? hoursFromNow(random() < 0.7 ? 5 : -2) : null,
        wentLiveAt: random() < 0.9 ? hoursFromNow(-1 - Math.floor(random() * 500)) : null,
        isVerified: random() < 0.35,
        lastSeenAt: random() < 0.2 ? new Date(Date.now() - 5 * 60_000) : null,
        status: random() < 0.1 ? 'paused' : 'live',
      });
    const ballarat = { state: 'Victoria', city: 'Ballarat', suburb: 'Ballarat' };
    for (let i = 0; i < 40; i += 1) {
      await listing(i % 4 === 0 ? { ...ballarat, city: 'Bendigo', suburb: 'Bendigo' } : ballarat);
    }
    for (let i = 0; i < 10; i += 1) {
      const visitor = await listing({
        state: 'New South Wales',
        city: 'Sydney',
        suburb: 'Surry Hills',
      });
      const [from, to] = [
        [-1, 2],
        [0, 3],
        [4, 6],
        [TOURING_SOON_DAYS, TOURING_SOON_DAYS + 2],
        [TOURING_SOON_DAYS + 1, TOURING_SOON_DAYS + 4],
      ][i % 5]!;
      await createTour(api.db, {
        modelId: visitor.id,
        ...ballarat,
        startsOn: isoDay(from!),
        endsOn: isoDay(to!),
      });
    }

    const cases: [string, NaiveFilters][] = [
      ['', {}],
      ['min_price=200&max_price=350', { minPrice: 200, maxPrice: 350 }],
      ['min_price=300', { minPrice: 300 }],
      ['incall=true', { incall: true }],
      ['outcall=1', { outcall: true }],
      ['language=MANDARIN', { language: 'mandarin' }],
      ['available_today=true', { availableToday: true }],
      ['touring_soon=true', { touringSoon: true }],
      ['sort=newest', { sort: 'newest' }],
      ['sort=price_asc', { sort: 'price_asc' }],
      [
        'sort=price_asc&incall=true&max_price=400',
        { sort: 'price_asc', incall: true, maxPrice: 400 },
      ],
      [
        'sort=newest&available_today=true&language=english',
        { sort: 'newest', availableToday: true, language: 'english' },
      ],
      [
        'touring_soon=true&sort=price_asc&outcall=true',
        { touringSoon: true, sort: 'price_asc', outcall: true },
      ],
    ];
    await expectSameAsNaive(
      [
        [{ state: 'Victoria', city: 'Ballarat' }, 'state=victoria&city=ballarat'],
        [{ state: 'Victoria' }, 'state=victoria'],
      ],
      cases,
    );
  });

  it('reads touring soon in rank order over several pages, a listing with two tours once', async () => {
    // Touring soon is read from the tours' copy of each listing's rank inputs (drizzle/0026):
    // enough listings for three pages, every tier, badge and arc, tours of other places and
    // dates, listings changed after their tours were written, and some with two tours in range.
    const random = seeded(43);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const ballarat = { state: 'Victoria', city: 'Ballarat' };
    const tourOf = (modelId: number, place: { state: string; city: string }, from: number) =>
      createTour(api.db, { modelId, ...place, startsOn: isoDay(from), endsOn: isoDay(from + 2) });
    const visitors: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const pick = random();
      const visitor = await createListing(api.db, {
        state: 'New South Wales',
        city: 'Sydney',
        rateTable: randomRates(random),
        availableUntil: random() < 0.3 ? hoursFromNow(random() < 0.7 ? 5 : -2) : null,
        isVerified: random() < 0.4,
        lastSeenAt: pick < 0.25 ? minutesAgo(3) : pick < 0.5 ? minutesAgo(90) : null,
        status: random() < 0.08 ? 'paused' : 'live',
      });
      visitors.push(visitor.id);
      const from = Math.floor(random() * (TOURING_SOON_DAYS + 4)) - 2;
      await tourOf(
        visitor.id,
        i % 9 === 0 ? { state: 'Victoria', city: 'Bendigo' } : ballarat,
        from,
      );
      if (i % 5 === 0) await tourOf(visitor.id, ballarat, from + 4);
    }
    // Changes after the tours were written reach their copy.
    for (const id of visitors.slice(0, 12)) {
      await api.db
        .update(models)
        .set({
          lastSeenAt: random() < 0.5 ? minutesAgo(2) : minutesAgo(600),
          isVerified: random() < 0.5,
          availableUntil: random() < 0.5 ? hoursFromNow(3) : null,
          status: random() < 0.2 ? 'paused' : 'live',
        })
        .where(eq(models.id, id));
    }

    const cases: [string, NaiveFilters][] = [
      ['touring_soon=true', { touringSoon: true }],
      ['touring_soon=true&outcall=true', { touringSoon: true, outcall: true }],
      ['touring_soon=true&available_today=true', { touringSoon: true, availableToday: true }],
      ['touring_soon=true&sort=newest', { touringSoon: true, sort: 'newest' }],
    ];
    await expectSameAsNaive(
      [
        [ballarat, 'state=victoria&city=ballarat'],
        [{ state: 'Victoria' }, 'state=victoria'],
      ],
      cases,
    );
    const expected = await naiveSearch(ballarat, { touringSoon: true });
    expect(expected.length).toBeGreaterThan(48);
  });
});

/** Each case in each place: every page of the search gives the naive query's ids and total. */
async function expectSameAsNaive(
  places: [{ state: string; city?: string }, string][],
  cases: [string, NaiveFilters][],
): Promise<void> {
  for (const [place, placeQuery] of places) {
    for (const [filterQuery, filters] of cases) {
      const expected = await naiveSearch(place, filters);
      const naive = { query: filterQuery, ids: expected, total: expected.length };
      const found = await readAllPages(`${placeQuery}&${filterQuery}`);
      expect({ query: filterQuery, ...found }).toEqual(naive);
      if (filters.language) {
        // Here every language is rare, so the answers above sorted its matches; a language
        // spoken by many is read along the rank indexes instead, to the same answer.
        const alongRank = await readAllPagesAlongRank(`${placeQuery}&${filterQuery}`);
        expect({ query: filterQuery, ...alongRank }).toEqual(naive);
      }
    }
  }
}

/** readAllPages, with the search told that no language is rare (FEW_MATCHES at 0). */
async function readAllPagesAlongRank(query: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 50; page += 1) {
    const filters = SearchModelsQuerySchema.parse({
      ...Object.fromEntries(new URLSearchParams(query)),
      page: String(page),
    });
    const answer = await searchModels(api.db, filters, { fewMatchesAtMost: 0 });
    ids.push(...answer.items.map((card) => card.model.id));
    total = answer.total;
    if (page >= answer.lastPage) break;
  }
  return { ids, total };
}
