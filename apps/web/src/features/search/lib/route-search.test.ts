import { describe, expect, it } from 'vitest';
import { buildRouteQuery, resolveRouteSearch } from './route-search';

describe('resolveRouteSearch', () => {
  it('searches a state by its proper name and titles it so', () => {
    const route = resolveRouteSearch('new-south-wales')!;
    expect(route.place).toEqual({ state: 'New South Wales' });
    expect(route.placeName).toBe('New South Wales');
    expect(route.state?.slug).toBe('new-south-wales');
    expect(route.meta.canonicalPath).toBe('/escorts/new-south-wales');
  });

  it('turns the city word back into words and capitalises each', () => {
    const route = resolveRouteSearch('queensland', 'gold-coast')!;
    expect(route.place).toEqual({ state: 'Queensland', city: 'gold coast' });
    expect(route.placeName).toBe('Gold Coast, Queensland');
    expect(route.city).toBe('gold coast');
  });

  it('reads /escorts/australia/:state as the country and a state', () => {
    const route = resolveRouteSearch('australia', 'victoria')!;
    expect(route.place).toEqual({ country: 'Australia', state: 'Victoria' });
    expect(route.placeName).toBe('Victoria');
    expect(route.city).toBeUndefined();
  });

  it('reads /escorts/australia alone as the whole country', () => {
    const route = resolveRouteSearch('Australia')!;
    expect(route.place).toEqual({ country: 'Australia' });
    expect(route.placeName).toBe('Australia');
  });

  it('knows no place for an unknown state word, in either form (the page is a 404)', () => {
    expect(resolveRouteSearch('atlantis', 'old-town')).toBeUndefined();
    expect(resolveRouteSearch('atlantis')).toBeUndefined();
    expect(resolveRouteSearch('australia', 'atlantis')).toBeUndefined();
  });
});

describe('buildRouteQuery', () => {
  it("adds the header's dropdowns and the richer search's filters from the query string, nothing else", () => {
    const params = new URLSearchParams(
      'gender=female&account_type=Escort&escort_type=Independents&state=tasmania&min_age=30' +
        '&min_price=200&max_price=400&incall=true&language=Thai&available_today=1&touring_soon=true&sort=newest',
    );
    expect(buildRouteQuery(resolveRouteSearch('victoria', 'geelong')!, params)).toEqual({
      state: 'Victoria',
      city: 'geelong',
      gender: 'female',
      account_type: 'Escort',
      escort_type: 'Independents',
      min_price: '200',
      max_price: '400',
      incall: 'true',
      language: 'Thai',
      available_today: '1',
      touring_soon: 'true',
      sort: 'newest',
    });
  });
});
