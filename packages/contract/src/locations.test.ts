import { describe, expect, it } from 'vitest';
import { buildPopularCityPath, findState, POPULAR_LOCATIONS } from './locations.js';

describe('popular locations', () => {
  it('keeps the overlay’s fixed link words letter for letter and Launceston unlinked', () => {
    const paths = POPULAR_LOCATIONS.flatMap(({ state, cities }) =>
      cities.map((city) => buildPopularCityPath(state, city)),
    );
    expect(paths).toContain('/escorts/western-australia/Broome');
    expect(paths).toContain('/escorts/victoria/StKilda');
    expect(paths).toContain('/escorts/new-south-wales/home-bush');
    const tasmania = POPULAR_LOCATIONS.find(({ state }) => state.slug === 'tasmania')!;
    expect(tasmania.cities.map((city) => buildPopularCityPath(tasmania.state, city))).toEqual([
      '/escorts/tasmania/hobart',
      null,
    ]);
    expect(paths.filter(Boolean)).toHaveLength(16 + 12 + 9 + 4 + 3 + 3 + 1 + 1);
  });

  it('finds a state by slug, name or code', () => {
    expect(findState('new-south-wales')?.code).toBe('NSW');
    expect(findState('Western Australia')?.code).toBe('WA');
    expect(findState('act')?.name).toBe('Australian Capital Territory');
    expect(findState('narnia')).toBeUndefined();
  });
});
