import {
  POPULAR_LOCATIONS,
  PUBLIC_AREA_MIN_DISTANCE_KM,
  PUBLIC_AREA_MIN_LOCALITIES,
  STATES,
  toPlaceKey,
  type PopularCity,
} from '@app/contract';
import { distanceKm } from './distance.js';
import type { Locality } from './locality.js';
import { popularCityOf } from './popular-city.js';

/**
 * A place shared by many localities: what the public sees of a listing that hides its suburb
 * (docs/product/listings-and-moderation.md, "A hidden suburb";
 * docs/decisions/031-hidden-suburb-public-place.md).
 */
export interface PublicArea {
  /** The public name, also the listing's `city`: 'Sydney', 'Blue Mountains region', 'Tasmania'. */
  readonly name: string;
  /** The localities the area holds: positions in the index's `localities`. */
  readonly members: readonly number[];
  /** The point the public sees: a popular city's centre, else the mean of the members' points. */
  readonly lat: number;
  readonly lng: number;
}

/**
 * The capitals' areas, named after the capital so a listing there stays in its results: the
 * statistical areas (SA4) that make up the capital city as the ABS draws it (Greater Sydney
 * takes in the Central Coast, Greater Brisbane Ipswich, Logan and Moreton Bay). Canberra's
 * reaches over the border into the region around it: the territory is too small for a centre
 * 15 km from its suburbs.
 */
const CAPITAL_AREAS: Readonly<Record<string, { name: string; sa4: readonly string[] }>> = {
  NSW: { name: 'Sydney', sa4: ['Sydney - ', 'Central Coast'] },
  VIC: { name: 'Melbourne', sa4: ['Melbourne - ', 'Mornington Peninsula'] },
  QLD: { name: 'Brisbane', sa4: ['Brisbane', 'Ipswich', 'Logan - Beaudesert', 'Moreton Bay'] },
  WA: { name: 'Perth', sa4: ['Perth - ', 'Mandurah'] },
  SA: { name: 'Adelaide', sa4: ['Adelaide - '] },
  TAS: { name: 'Hobart', sa4: ['Hobart'] },
  NT: { name: 'Darwin', sa4: ['Darwin'] },
  ACT: { name: 'Canberra region', sa4: ['Australian Capital Territory', 'NSW:Capital Region'] },
};

/**
 * The postcode file's statistical areas have slips (a few Ipswich suburbs filed under Burnett,
 * 300 km north): a locality this far from its area's median point is not counted in it.
 */
const OUTLIER_FLOOR_KM = 50;
const OUTLIER_FACTOR = 3;

/**
 * Per locality (by position), the area shown instead of it: the first of its own areas, from
 * the narrowest, that holds PUBLIC_AREA_MIN_LOCALITIES and whose point is
 * PUBLIC_AREA_MIN_DISTANCE_KM or more from the locality — its popular city (the capital's
 * area for the capital), its SA3, its SA4, its capital's area, its state.
 */
export function buildPublicAreas(localities: readonly Locality[]): PublicArea[] {
  const areas = new AreaTable(localities);
  return localities.map((locality, position) => {
    const candidates = areas.candidatesOf(locality, position);
    const fits = candidates.find((area) => isSharedAwayFrom(area, locality));
    // Only a tiny index (a test's handful of rows) has no fitting area: the widest one then.
    return fits ?? candidates.at(-1)!;
  });
}

/** Whether the area can stand for the locality: shared by enough places, and not on top of it. */
export function isSharedAwayFrom(area: PublicArea, locality: Locality): boolean {
  return (
    area.members.length >= PUBLIC_AREA_MIN_LOCALITIES &&
    distanceKm(locality.lat, locality.lng, area.lat, area.lng) >= PUBLIC_AREA_MIN_DISTANCE_KM
  );
}

/** Every area of the index, built once, looked up by kind and name within a state. */
class AreaTable {
  private readonly byKey = new Map<string, PublicArea>();
  private readonly holds = new Map<PublicArea, ReadonlySet<number>>();
  private readonly publicNames = new Set<string>();
  /** Per locality, the popular city it is listed under (asked once: it measures ~50 distances). */
  private readonly cities: readonly (PopularCity | undefined)[];

  constructor(private readonly localities: readonly Locality[]) {
    this.cities = localities.map(popularCityOf);
    this.addPopularCities();
    this.addStatisticalAreas('sa3', (l) => l.sa3);
    this.addStatisticalAreas('sa4', (l) => l.sa4);
    this.addCapitalAreas();
    this.addStates();
  }

  /** The locality's own areas that hold it, narrowest first; the state always comes last. */
  candidatesOf(locality: Locality, position: number): PublicArea[] {
    const state = locality.stateCode;
    const city = this.cities[position];
    const capital = CAPITAL_AREAS[state];
    const cityArea =
      city && capital?.name === city.name
        ? this.get('capital', state, capital.name)
        : city && this.get('city', state, city.name);
    const found = [
      cityArea,
      this.get('sa3', state, locality.sa3),
      this.get('sa4', state, locality.sa4),
      capital && this.get('capital', state, capital.name),
      this.get('state', state, locality.state),
    ];
    return found.filter(
      (area): area is PublicArea => area !== undefined && this.holds.get(area)!.has(position),
    );
  }

  private get(kind: string, state: string, name: string): PublicArea | undefined {
    return name ? this.byKey.get(`${kind}|${state}|${name}`) : undefined;
  }

  /** `name` is the data's (the SA3's, the city's); the area's own is the public one. */
  private add(kind: string, state: string, name: string, area: PublicArea): void {
    // Two areas of a state by one name would show one name at two points: the narrower keeps it.
    const publicKey = `${state}|${toPlaceKey(area.name)}`;
    if (this.publicNames.has(publicKey) && kind !== 'capital') return;
    this.publicNames.add(publicKey);
    this.byKey.set(`${kind}|${state}|${name}`, area);
    this.holds.set(area, new Set(area.members));
  }

  /** A popular city holds the localities listed under it; its point is its own centre. */
  private addPopularCities(): void {
    const members = new Map<string, number[]>();
    this.localities.forEach((locality, position) => {
      const city = this.cities[position];
      if (city) push(members, `${locality.stateCode}|${city.name}`, position);
    });
    for (const { state, cities } of POPULAR_LOCATIONS) {
      for (const city of cities) {
        if (CAPITAL_AREAS[state.code]?.name === city.name) continue; // the capital's area instead
        const held = members.get(`${state.code}|${city.name}`) ?? [];
        this.add('city', state.code, city.name, {
          name: city.name,
          members: held,
          lat: city.lat,
          lng: city.lng,
        });
      }
    }
  }

  /** SA3 or SA4: the localities filed under one name in a state, less the outliers. */
  private addStatisticalAreas(kind: 'sa3' | 'sa4', nameOf: (l: Locality) => string): void {
    const groups = new Map<string, number[]>();
    this.localities.forEach((locality, position) => {
      const name = nameOf(locality);
      if (name && !namesAnotherState(name, locality.stateCode)) {
        push(groups, `${locality.stateCode}|${name}`, position);
      }
    });
    for (const [key, positions] of groups) {
      const [state, name] = key.split('|') as [string, string];
      const members = withoutOutliers(this.localities, positions);
      this.add(kind, state, name, {
        name: regionName(name),
        members,
        ...centreOf(this.localities, members),
      });
    }
  }

  /** The capital's area: the localities of the capital's SA4s and those listed under it. */
  private addCapitalAreas(): void {
    for (const [state, { name, sa4 }] of Object.entries(CAPITAL_AREAS)) {
      const capital = POPULAR_LOCATIONS.find((entry) => entry.state.code === state)?.cities[0];
      const positions: number[] = [];
      this.localities.forEach((locality, position) => {
        const isCapitals = capital !== undefined && this.cities[position] === capital;
        if (isCapitals || sa4.some((prefix) => isInSa4(locality, prefix, state))) {
          positions.push(position);
        }
      });
      const members = withoutOutliers(this.localities, positions);
      this.add('capital', state, name, { name, members, ...centreOf(this.localities, members) });
    }
  }

  private addStates(): void {
    for (const state of STATES) {
      const members: number[] = [];
      this.localities.forEach(
        (l, position) => l.stateCode === state.code && members.push(position),
      );
      if (members.length === 0) continue;
      this.add('state', state.code, state.name, {
        name: state.name,
        members,
        ...centreOf(this.localities, members),
      });
    }
  }
}

/** 'Sydney - ' matches the state's SA4s starting so; 'NSW:Capital Region' one of another state. */
function isInSa4(locality: Locality, prefix: string, state: string): boolean {
  const [otherState, name] = prefix.includes(':') ? prefix.split(':') : [state, prefix];
  return locality.stateCode === otherState && Boolean(name) && locality.sa4.startsWith(name!);
}

/** Some rows near a border are filed under the other state's areas ('Northern Territory - Outback' in SA). */
function namesAnotherState(name: string, stateCode: string): boolean {
  return STATES.some((state) => state.code !== stateCode && name.startsWith(state.name));
}

/** 'Blue Mountains' → 'Blue Mountains region', so it never reads as a suburb of that name. */
function regionName(name: string): string {
  return /\bregion$/i.test(name) ? name : `${name} region`;
}

function withoutOutliers(localities: readonly Locality[], positions: readonly number[]): number[] {
  if (positions.length === 0) return [];
  const lat = median(positions.map((p) => localities[p]!.lat));
  const lng = median(positions.map((p) => localities[p]!.lng));
  const km = positions.map((p) => distanceKm(lat, lng, localities[p]!.lat, localities[p]!.lng));
  const limit = Math.max(OUTLIER_FLOOR_KM, OUTLIER_FACTOR * median(km));
  return positions.filter((_, i) => km[i]! <= limit);
}

function centreOf(localities: readonly Locality[], members: readonly number[]) {
  const sum = members.reduce(
    (total, p) => ({ lat: total.lat + localities[p]!.lat, lng: total.lng + localities[p]!.lng }),
    { lat: 0, lng: 0 },
  );
  const count = Math.max(1, members.length);
  return { lat: sum.lat / count, lng: sum.lng / count };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
