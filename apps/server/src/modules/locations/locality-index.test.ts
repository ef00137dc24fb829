import { POPULAR_LOCATIONS, STATES, toPlaceKey } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectStatisticalAreaKeys, findPostalOnlyNames } from './postal-only-names.js';
import {
  buildLocalityIndex,
  distanceKm,
  findLocalitiesNear,
  findLocality,
  loadLocalityIndex,
  readPostcodeRows,
  toPostcodeRow,
  type LocalityIndex,
  type PostcodeRow,
} from './locality-index.js';

function row(fields: Partial<PostcodeRow> & { locality: string }): PostcodeRow {
  return {
    postcode: '5700',
    state: 'SA',
    type: 'Delivery Area',
    lat: -34.9,
    lng: 138.6,
    ...fields,
  };
}

describe('buildLocalityIndex', () => {
  it('leaves out post-office-box and large-volume-receiver rows', () => {
    const index = buildLocalityIndex([
      row({ locality: 'BOXTOWN', type: 'Post Office Boxes' }),
      row({ locality: 'BIGBANK', type: 'LVR' }),
      row({ locality: 'PLAINVILLE', type: '' }),
      row({ locality: 'DELIVERVILLE', type: 'Delivery Area' }),
    ]);
    expect(findLocality(index, 'Boxtown')).toBeUndefined();
    expect(findLocality(index, 'Bigbank')).toBeUndefined();
    expect(findLocality(index, 'Plainville')?.name).toBe('Plainville');
    expect(findLocality(index, 'Deliverville')?.name).toBe('Deliverville');
  });

  it('leaves out mail centres and other postal facilities', () => {
    const index = buildLocalityIndex([
      row({ locality: 'TESTVILLE GPO', type: '' }),
      row({ locality: 'TESTVILLE DC', type: '' }),
      row({ locality: 'TESTVILLE MC', type: '' }),
      row({ locality: 'TESTVILLE GATEWAY FACILITY', type: '' }),
    ]);
    expect(index.localities.filter((l) => l.name.startsWith('Testville'))).toEqual([]);
  });

  it('leaves out states that are not in the contract', () => {
    const index = buildLocalityIndex([row({ locality: 'NORFOLK ISLAND', state: 'OT' })]);
    expect(findLocality(index, 'Norfolk Island')).toBeUndefined();
  });

  it('answers one row per locality and state, keeping the lowest postcode', () => {
    const index = buildLocalityIndex([
      row({ locality: 'TWINTOWN', state: 'SA', postcode: '5200', lat: -35, lng: 138 }),
      row({ locality: 'TWINTOWN', state: 'SA', postcode: '5100', lat: -34, lng: 139 }),
      row({ locality: 'TWINTOWN', state: 'VIC', postcode: '3300' }),
    ]);
    const twins = index.localities.filter((l) => l.key === 'twintown');
    expect(twins.map((l) => [l.stateCode, l.postcode])).toEqual([
      ['SA', '5100'],
      ['VIC', '3300'],
    ]);
    expect(twins[0]).toMatchObject({ lat: -34, lng: 139 });
  });

  it('merges spellings that share a place key, preferring the delivery-area spelling', () => {
    const index = buildLocalityIndex([
      row({ locality: 'O’CONNELL', postcode: '5795', type: '' }),
      row({ locality: 'OCONNELL', postcode: '5795', type: '' }),
      row({ locality: "O'CONNELL", postcode: '5795', type: 'Delivery Area' }),
    ]);
    expect(index.localities.filter((l) => l.key === 'oconnell').map((l) => l.name)).toEqual([
      "O'Connell",
    ]);
  });

  it('takes coordinates from another row when the lowest postcode has none', () => {
    const index = buildLocalityIndex([
      row({ locality: 'NOWHERE', postcode: '5001', lat: Number.NaN, lng: Number.NaN }),
      row({ locality: 'NOWHERE', postcode: '5002', lat: -33.5, lng: 137.5 }),
    ]);
    expect(findLocality(index, 'Nowhere')).toMatchObject({
      postcode: '5001',
      lat: -33.5,
      lng: 137.5,
    });
  });

  it('drops a place that has no coordinates in any row', () => {
    const index = buildLocalityIndex([row({ locality: 'LOST', lat: Number.NaN, lng: Number.NaN })]);
    expect(findLocality(index, 'Lost')).toBeUndefined();
  });

  it('names the state in full, as the contract spells it', () => {
    const index = buildLocalityIndex([row({ locality: 'TESTVILLE', state: 'NSW' })]);
    expect(findLocality(index, 'Testville')).toMatchObject({
      state: 'New South Wales',
      stateCode: 'NSW',
    });
  });

  it('adds an overlay city that is not a postal locality, with the nearest postcode', () => {
    const index = buildLocalityIndex([
      row({ locality: 'SURFERS PARADISE', state: 'QLD', postcode: '4217', lat: -28, lng: 153.43 }),
    ]);
    expect(findLocality(index, 'gold-coast', 'QLD')).toMatchObject({
      name: 'Gold Coast',
      postcode: '4217',
    });
  });

  it('freezes its records', () => {
    const index = buildLocalityIndex([row({ locality: 'TESTVILLE' })]);
    expect(Object.isFrozen(findLocality(index, 'Testville'))).toBe(true);
  });
});

describe('toPostcodeRow', () => {
  it('prefers the precise coordinates and ignores zeros', () => {
    const base = { postcode: '2000', locality: 'SYDNEY', state: 'NSW', type: 'Delivery Area' };
    expect(
      toPostcodeRow({
        ...base,
        lat: -33.86,
        long: 151.25,
        Lat_precise: -33.87,
        Long_precise: 151.2,
      }),
    ).toMatchObject({ lat: -33.87, lng: 151.2 });
    expect(
      toPostcodeRow({ ...base, lat: -33.86, long: 151.25, Lat_precise: 0, Long_precise: 0 }),
    ).toMatchObject({ lat: -33.86, lng: 151.25 });
  });

  it('refuses coordinates outside Australia, such as a geocoding slip to Pennsylvania', () => {
    const parsed = toPostcodeRow({
      postcode: '2795',
      locality: 'KEMPTON',
      state: 'NSW',
      type: 'Delivery Area',
      Lat_precise: 40.6,
      Long_precise: -75.8,
    });
    expect(parsed?.lat).toBeNaN();
  });

  it('refuses a value without a locality, state or postcode', () => {
    expect(toPostcodeRow({ locality: 'X', state: 'SA' })).toBeUndefined();
    expect(toPostcodeRow(null)).toBeUndefined();
  });
});

describe('the real postcode file', () => {
  let index: LocalityIndex;
  beforeAll(async () => {
    index = await loadLocalityIndex();
  });

  it('is read and indexed once, then shared', async () => {
    expect(await loadLocalityIndex()).toBe(index);
  });

  it('holds about seventeen thousand localities, one per place key and state', () => {
    expect(index.localities.length).toBeGreaterThan(16_000);
    expect(index.localities.length).toBeLessThan(18_000);
    const pairs = new Set(index.localities.map((l) => `${l.key}|${l.stateCode}`));
    expect(pairs.size).toBe(index.localities.length);
  });

  it('keeps only the states of the contract', () => {
    const codes = new Set<string>(STATES.map((s) => s.code));
    expect(index.localities.every((l) => codes.has(l.stateCode))).toBe(true);
  });

  it('gives Sydney its delivery postcode, not a large-volume receiver one', () => {
    expect(findLocality(index, 'SYDNEY', 'NSW')?.postcode).toBe('2000');
  });

  it('leaves out mail centres such as Perth GPO', () => {
    expect(findLocality(index, 'Perth GPO')).toBeUndefined();
  });

  it('has every Popular Locations city, at the contract coordinates', () => {
    for (const { state, cities } of POPULAR_LOCATIONS) {
      for (const city of cities) {
        expect(findLocality(index, city.name, state.name), city.name).toMatchObject({
          key: toPlaceKey(city.name),
          lat: city.lat,
          lng: city.lng,
        });
      }
    }
  });

  it('finds a locality in any spelling of its name and state', () => {
    expect(findLocality(index, 'StKilda', 'victoria')?.name).toBe('St Kilda');
    expect(findLocality(index, 'home-bush', 'new-south-wales')?.name).toBe('Homebush');
    expect(findLocality(index, "O'CONNOR", 'ACT')?.name).toBe("O'Connor");
  });

  it('prefers the popular city when no state is given: Perth WA over Perth TAS', () => {
    expect(findLocality(index, 'Perth')?.stateCode).toBe('WA');
  });

  it('answers nothing for a state the place is not in, or no state at all', () => {
    expect(findLocality(index, 'Sydney', 'Victoria')).toBeUndefined();
    expect(findLocality(index, 'Sydney', 'Atlantis')).toBeUndefined();
  });

  it('lists the suburbs near a city centre, nearest first, within one state', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const near = findLocalitiesNear(index, sydney.lat, sydney.lng, 5, 'New South Wales');
    const names = near.map((l) => l.name);
    expect(names[0]).toBe('Sydney');
    expect(names).toContain('Surry Hills');
    expect(names).not.toContain('Parramatta');
    const distances = near.map((l) => distanceKm(sydney.lat, sydney.lng, l.lat, l.lng));
    expect(distances.every((km, i) => km <= 5 && (i === 0 || km >= (distances[i - 1] ?? 0)))).toBe(
      true,
    );
    expect(near.every((l) => l.stateCode === 'NSW')).toBe(true);
  });

  it('offers no postal-only name, keeps real places with such words, and maps each dropped name to its locality', async () => {
    const names = new Set(index.localities.map((l) => `${l.name}|${l.stateCode}`));
    // The real locality and state, and the postal-only names that stand for it.
    const droppedFor: Record<string, string[]> = {
      'Melbourne|VIC': ['Collins Street West', 'North Pole', 'Melbourne University'],
      'Brisbane|QLD': ['Brisbane Adelaide Street'],
      'Parramatta|NSW': ['Parramatta Westfield'],
      'Adelaide|SA': ['Halifax Street'],
    };
    for (const [place, dropped] of Object.entries(droppedFor)) {
      const [real, state] = place.split('|') as [string, string];
      for (const name of dropped) {
        expect(names.has(`${name}|${state}`), name).toBe(false);
        expect(findLocality(index, name, state)?.name, name).toBe(real);
      }
    }
    const realByState: Record<string, string[]> = {
      QLD: ['Brisbane Airport', 'Park Avenue', 'Petrie Terrace'],
      SA: ['Adelaide Airport', 'Noarlunga Centre'],
      VIC: ['Moorabbin Airport', 'Golden Square'],
      NSW: ['Stroud Road', 'Walcha Road'],
      WA: ['Kwinana Town Centre', 'Westfield'],
    };
    const real = Object.entries(realByState).flatMap(([state, list]) =>
      list.map((name) => `${name}|${state}`),
    );
    expect(real.filter((name) => !names.has(name))).toEqual([]);
    // The rule, run again over everything the index offers, finds nothing left to drop.
    const areaKeys = collectStatisticalAreaKeys(await readPostcodeRows());
    const offered = index.localities.map((locality) => ({
      locality,
      postcodes: [locality.postcode],
    }));
    expect(findPostalOnlyNames(offered, areaKeys).map((n) => n.name)).toEqual([]);
  });

  it('gives a place a street-delivery postcode, not a box one: Woollahra 2025, not 1350', () => {
    expect(findLocality(index, 'Woollahra', 'NSW')?.postcode).toBe('2025');
  });

  it('keeps Queanbeyan out of Canberra when the state is the ACT', () => {
    const near = findLocalitiesNear(index, -35.2809, 149.13, 20, 'ACT');
    expect(near.length).toBeGreaterThan(0);
    expect(near.map((l) => l.name)).not.toContain('Queanbeyan');
  });
});
