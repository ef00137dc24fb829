import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocalityIndex, type LocalityIndex } from '../locations/index.js';
import { resolveListingPlace, resolveTourPlace } from './listing-place.js';

let index: LocalityIndex;
beforeAll(async () => {
  index = await loadLocalityIndex();
});

describe('resolveListingPlace', () => {
  it('lists an inner suburb under the state capital, not a nearer popular neighbour', () => {
    expect(
      resolveListingPlace(index, { state: 'New South Wales', suburb: 'Surry Hills' }),
    ).toMatchObject({
      state: 'New South Wales',
      city: 'Sydney',
      suburb: 'Surry Hills',
    });
  });

  it('keeps a popular city as its own city, and a suburb near one under it', () => {
    expect(resolveListingPlace(index, { state: 'VIC', suburb: 'st-kilda' })?.city).toBe('St Kilda');
    expect(
      resolveListingPlace(index, { state: 'New South Wales', suburb: 'Harris Park' })?.city,
    ).toBe('Parramatta');
  });

  it('makes a country town its own city, and knows no place in the wrong state', () => {
    const town = resolveListingPlace(index, { state: 'New South Wales', suburb: 'Mudgee' });
    expect(town).toMatchObject({ city: 'Mudgee', suburb: 'Mudgee' });
    expect(
      resolveListingPlace(index, { state: 'Tasmania', suburb: 'Surry Hills' }),
    ).toBeUndefined();
  });
});

describe('resolveTourPlace', () => {
  it("takes a popular city's overlay centre, or any locality of the state", () => {
    expect(resolveTourPlace(index, { state: 'Western Australia', city: 'PERTH' })).toEqual({
      state: 'Western Australia',
      city: 'Perth',
      lat: -31.9505,
      lng: 115.8605,
    });
    expect(resolveTourPlace(index, { state: 'Queensland', city: 'Longreach' })?.city).toBe(
      'Longreach',
    );
    expect(resolveTourPlace(index, { state: 'Queensland', city: 'Perth' })).toBeUndefined();
  });
});
