import { describe, expect, it } from 'vitest';
import {
  POPULAR_LOCATION_COUNTS_PATH,
  POPULAR_LOCATIONS,
  PopularLocationCountsResponseSchema,
  buildPopularCityPath,
  type PopularLocationCountsResponse,
} from '@app/contract';
import { createListing, createTour } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';
import { isoDay } from '../../test/days.js';

const api = useApiTest();

const get = (url: string) => api.app.inject({ method: 'GET', url });

type Place = readonly [state: string, city: string];

/** A live listing based at `home`, touring `tour` between two days counted from today. */
async function createTouringListing(home: Place, tour: Place, [fromDay, toDay]: [number, number]) {
  const listing = await createListing(api.db, { state: home[0], city: home[1] });
  await createTour(api.db, {
    modelId: listing.id,
    state: tour[0],
    city: tour[1],
    startsOn: isoDay(fromDay),
    endsOn: isoDay(toDay),
  });
}

type Counts = PopularLocationCountsResponse['data'];
const stateCount = (counts: Counts, state: string) =>
  counts.find((entry) => entry.state === state)!.count;
const cityCount = (counts: Counts, state: string, city: string) =>
  counts.find((entry) => entry.state === state)!.cities.find((c) => c.name === city)!.count;

describe('GET /api/locations/popular', () => {
  it('counts live listings per state and city as the search does, touring ones included, cached for a minute', async () => {
    const db = api.db;
    await createListing(db, { city: 'Sydney' });
    await createListing(db, { city: 'sydney', suburb: 'Bondi' });
    await createListing(db, { city: 'Sydney', status: 'pending' });
    await createListing(db, { city: 'Homebush' });
    await createListing(db, { state: 'Victoria', city: 'St Kilda' });
    await createListing(db, { state: 'Tasmania', city: 'Launceston' });
    // Based in Melbourne, touring Sydney today: counted in both places, once in each.
    await createTouringListing(['Victoria', 'Melbourne'], ['New South Wales', 'Sydney'], [-1, 1]);
    // A tour that ended is not counted.
    await createTouringListing(['Queensland', 'Cairns'], ['Queensland', 'Brisbane'], [-5, -2]);

    const response = await get(POPULAR_LOCATION_COUNTS_PATH);

    expect(response.statusCode).toBe(200);
    const { data } = PopularLocationCountsResponseSchema.parse(response.json());
    expect(data.map((entry) => entry.state)).toEqual(
      POPULAR_LOCATIONS.map(({ state }) => state.name),
    );
    expect(data.map((entry) => entry.cities.map((c) => c.name))).toEqual(
      POPULAR_LOCATIONS.map(({ cities }) => cities.map((c) => c.name)),
    );
    expect(cityCount(data, 'New South Wales', 'Sydney')).toBe(3);
    expect(cityCount(data, 'New South Wales', 'Homebush')).toBe(1);
    expect(stateCount(data, 'New South Wales')).toBe(4);
    expect(cityCount(data, 'Victoria', 'St Kilda')).toBe(1);
    expect(cityCount(data, 'Victoria', 'Melbourne')).toBe(1);
    expect(stateCount(data, 'Victoria')).toBe(2);
    expect(cityCount(data, 'Tasmania', 'Launceston')).toBe(1);
    expect(cityCount(data, 'Queensland', 'Brisbane')).toBe(0);
    expect(cityCount(data, 'Queensland', 'Cairns')).toBe(1);
    expect(stateCount(data, 'Western Australia')).toBe(0);

    // Every linked city's count is its results page's total (the link word is what it searches).
    for (const { state, cities } of POPULAR_LOCATIONS) {
      const stateSearch = await get(`/api/search-models?state=${state.slug}`);
      expect(stateCount(data, state.name), state.name).toBe(stateSearch.json().total);
      for (const city of cities) {
        const path = buildPopularCityPath(state, city);
        if (!path) continue;
        const search = await get(`/api/search-models?state=${state.slug}&city=${city.linkWord}`);
        expect(cityCount(data, state.name, city.name), path).toBe(search.json().total);
      }
    }

    await createListing(db, { city: 'Sydney' });
    const cached = PopularLocationCountsResponseSchema.parse(
      (await get(POPULAR_LOCATION_COUNTS_PATH)).json(),
    );
    expect(cityCount(cached.data, 'New South Wales', 'Sydney')).toBe(3);
  });
});
