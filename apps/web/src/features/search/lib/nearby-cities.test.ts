import { STATES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { distanceInKm, findNearbyCities, findPopularCity, pickLocality } from './nearby-cities';

const [NSW, , , VIC, , , TAS] = STATES;

describe('findNearbyCities', () => {
  it('lists the nearest popular cities to a position, closest first, with distances', () => {
    // Dubbo, New South Wales: a real town with no popular city of its own.
    const cities = findNearbyCities({
      origin: { lat: -32.2569, lng: 148.6011 },
      state: NSW,
      city: 'dubbo',
    });
    expect(cities).toHaveLength(6);
    expect(cities.every((city) => city.stateName === 'New South Wales')).toBe(true);
    const distances = cities.map((city) => city.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(150);
    expect(cities[0]!.path).toMatch(/^\/escorts\/new-south-wales\/[a-z-]+$/);
  });

  it('crosses state borders when the next state has the nearer city', () => {
    // Albury, New South Wales, sits on the Victorian border.
    const cities = findNearbyCities({ origin: { lat: -36.0737, lng: 146.9135 }, limit: 12 });
    expect(cities.some((city) => city.stateName === 'Victoria')).toBe(true);
  });

  it('never suggests the place searched, matching its link word too', () => {
    const stKilda = findPopularCity('StKilda', VIC)!;
    const cities = findNearbyCities({ origin: stKilda, state: VIC, city: 'StKilda' });
    expect(cities.map((city) => city.name)).not.toContain('St Kilda');
    expect(cities[0]!.name).toBe('Melbourne');
    expect(cities[0]!.path).toBe('/escorts/victoria/melbourne');
  });

  it("without a position, suggests the state's cities with their fixed link words", () => {
    const cities = findNearbyCities({ state: TAS, city: 'hobart' });
    expect(cities).toEqual([
      {
        name: 'Launceston',
        stateName: 'Tasmania',
        path: '/escorts/tasmania/launceston',
        distanceKm: null,
      },
    ]);
    const victoria = findNearbyCities({ state: VIC });
    expect(victoria.map((city) => city.path)).toContain('/escorts/victoria/StKilda');
  });

  it('without a place at all, suggests the main city of each state', () => {
    const cities = findNearbyCities({});
    expect(cities.map((city) => city.name)).toEqual([
      'Sydney',
      'Brisbane',
      'Perth',
      'Melbourne',
      'Adelaide',
      'Darwin',
    ]);
  });
});

describe('findPopularCity', () => {
  it('finds a popular city by name or link word, within the state if given', () => {
    expect(findPopularCity('home-bush')?.name).toBe('Homebush');
    expect(findPopularCity('kings cross', NSW)?.name).toBe('Kings Cross');
    expect(findPopularCity('sydney', VIC)).toBeUndefined();
    expect(findPopularCity('dubbo')).toBeUndefined();
  });
});

describe('pickLocality', () => {
  const suggestion = (locality: string, state: string, lat: number) => ({
    country: 'Australia',
    administrative_area_level_1: state,
    locality,
    postcode: '0000',
    lat,
    lng: 150,
  });

  it('takes the suggestion that is the searched place in the searched state', () => {
    const picked = pickLocality(
      [suggestion('Richmond', 'Victoria', -37.8), suggestion('Richmond', 'New South Wales', -33.6)],
      'richmond',
      NSW,
    );
    expect(picked?.lat).toBe(-33.6);
  });

  it('ignores places that only start like the searched one', () => {
    expect(
      pickLocality([suggestion('Dubbo Grove', 'New South Wales', -32)], 'dubbo', NSW),
    ).toBeUndefined();
  });
});

describe('distanceInKm', () => {
  it('measures Sydney to Melbourne at about 714 km', () => {
    const km = distanceInKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 });
    expect(km).toBeGreaterThan(700);
    expect(km).toBeLessThan(720);
  });
});
