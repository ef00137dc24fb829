import {
  POPULAR_LOCATIONS,
  PUBLIC_AREA_MIN_DISTANCE_KM,
  PUBLIC_AREA_MIN_LOCALITIES,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from './distance.js';
import { findPublicArea, loadLocalityIndex, type LocalityIndex } from './locality-index.js';

let index: LocalityIndex;
beforeAll(async () => {
  index = await loadLocalityIndex();
});

describe('the public place of a hidden suburb', () => {
  it('is, for every locality of the index, an area holding it and 10 or more localities, its point 15 km or more away', () => {
    const failures: string[] = [];
    index.localities.forEach((home, position) => {
      const area = index.publicAreas[position]!;
      const km = distanceKm(home.lat, home.lng, area.lat, area.lng);
      const holdsHome = area.members.includes(position);
      if (
        area.members.length < PUBLIC_AREA_MIN_LOCALITIES ||
        km < PUBLIC_AREA_MIN_DISTANCE_KM ||
        !holdsHome
      ) {
        failures.push(
          `${home.name} ${home.stateCode} → ${area.name} (${area.members.length}, ${km.toFixed(1)} km)`,
        );
      }
    });
    expect(index.localities.length).toBeGreaterThan(17_000);
    expect(failures).toEqual([]);
  });

  it("puts a shared area's point at its popular city's centre or at the mean of the localities it holds", () => {
    const areas = new Set(index.publicAreas);
    const cityCentres = new Set(
      POPULAR_LOCATIONS.flatMap(({ cities }) => cities.map((city) => `${city.lat},${city.lng}`)),
    );
    for (const area of areas) {
      const mean = area.members.reduce(
        (sum, p) => ({
          lat: sum.lat + index.localities[p]!.lat / area.members.length,
          lng: sum.lng + index.localities[p]!.lng / area.members.length,
        }),
        { lat: 0, lng: 0 },
      );
      if (cityCentres.has(`${area.lat},${area.lng}`)) continue; // a popular city's own centre
      expect(distanceKm(mean.lat, mean.lng, area.lat, area.lng)).toBeLessThan(0.01);
    }
  });

  it('shows country towns as their region, inner suburbs as their capital, Canberra suburbs as the Canberra region', () => {
    const shownAs = (suburb: string, state: string) => findPublicArea(index, suburb, state)?.name;
    expect(shownAs('Wee Jasper', 'NSW')).toBe('Tumut - Tumbarumba region');
    expect(shownAs('Katoomba', 'NSW')).toBe('Blue Mountains region');
    expect(shownAs('Bundanoon', 'NSW')).toBe('Southern Highlands region');
    expect(shownAs('Surry Hills', 'NSW')).toBe('Sydney');
    expect(shownAs('Braddon', 'ACT')).toBe('Canberra region');
  });
});
