import { describe, expect, it } from 'vitest';
import { ACTIVE_NOW_MINUTES, toPlaceKey } from '@app/contract';
import { models, tours } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createListing, createTour } from '../../test/factories.js';
import { ROTATION_CIRCLE, rotationStart } from './daily-rotation.js';
import { australianDate } from './search.service.js';
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

/**
 * The directory's order written the plain way, over every row (docs/product/search-and-ranking.md):
 * live listings at home in the place or touring it today; Active Now first, then verified,
 * then the day's rotation round the circle, then id.
 */
async function naiveSearch(place: { state: string; city?: string }): Promise<number[]> {
  const [listings, allTours] = await Promise.all([
    api.db.select().from(models),
    api.db.select().from(tours),
  ]);
  const today = australianDate(new Date());
  const activeSince = Date.now() - ACTIVE_NOW_MINUTES * 60_000;
  const start = rotationStart(today);
  const inPlace = (row: { state: string; city: string }) =>
    row.state === place.state &&
    (place.city === undefined || toPlaceKey(row.city) === toPlaceKey(place.city));
  const touringToday = (listingId: number) =>
    allTours.some(
      (tour) =>
        tour.modelId === listingId &&
        tour.startsOn <= today &&
        today <= tour.endsOn &&
        inPlace(tour),
    );
  const rank = (listing: (typeof listings)[number]) => ({
    active: listing.lastSeenAt !== null && listing.lastSeenAt.getTime() > activeSince ? 1 : 0,
    verified: listing.isVerified ? 1 : 0,
    key: (listing.rotation - start + ROTATION_CIRCLE) % ROTATION_CIRCLE,
  });
  return listings
    .filter(
      (listing) => listing.status === 'live' && (inPlace(listing) || touringToday(listing.id)),
    )
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return y.active - x.active || y.verified - x.verified || x.key - y.key || a.id - b.id;
    })
    .map((listing) => listing.id);
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
    for (let i = 0; i < 46; i += 1) {
      await createListing(api.db, {
        ...(i % 3 === 0 ? away : home),
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
        isVerified: random() < 0.35,
        lastSeenAt: lastSeen(),
        status: i === 5 ? 'suspended' : 'live',
      });
      if (i < 8) await tourOf(visitor.id, -1, 2);
      else if (i < 10) await tourOf(visitor.id, 3, 5);
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
});
