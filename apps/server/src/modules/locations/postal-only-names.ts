import { toPlaceKey } from '@app/contract';
import { distanceKm } from './distance.js';
import type { Locality } from './locality.js';

/**
 * Names the postcode file carries that are not places a person lives in or looks for: a
 * street or shopping-centre post office ('Brisbane Adelaide Street', 'Penrith Plaza'), a
 * campus or hospital ('Melbourne University'), a postcode for boxes and large-volume mail
 * only ('Collins Street West', 'North Pole'). The file marks most of them as ordinary delivery
 * areas, so the rule below is the project's own (docs/decisions/036-real-localities.md);
 * each dropped name is mapped to the real locality it lies in, so a stored listing or an old
 * link that uses it still finds the place.
 */

/** One merged place of the file, with every postcode its rows carry. */
export interface PlaceCandidate {
  readonly locality: Locality;
  readonly postcodes: readonly string[];
}

/** A dropped name and the locality it stands for (same state), when one is near. */
export interface PostalOnlyName {
  readonly name: string;
  readonly key: string;
  readonly stateCode: string;
  readonly real: Locality | undefined;
}

/** Endings that no Australian locality has: a street, a campus, a shopping centre, a post office. */
const POSTAL_ENDING =
  /\s(street|st|ave|mall|arcade|university|campus|hospital|westfield|plaza|shoppingworld|fair|milpo|post shop|postal depot|exhibition|market|terminal|house)$/;
/** Endings some real localities have ('Walcha Road', 'Noarlunga Centre', 'Golden Square'). */
const AMBIGUOUS_ENDING = /\s(road|rd|avenue|centre|square|college)$/;
const CAMPUS_START = /^(the )?university of /;

/**
 * A name that starts with a locality's own name lies in that locality when this close: 10 km
 * for a postal ending ('Lalor Plaza'), 5 km for an ambiguous one, since a village named
 * after the road to a town lies further out ('Stroud Road', 7 km from Stroud).
 */
const NAMED_LOCALITY_MAX_KM = 10;
const NAMED_LOCALITY_AMBIGUOUS_MAX_KM = 5;
/** A postal ending with no locality named in it: a point inside another locality this close. */
const INSIDE_LOCALITY_MAX_KM = 2;
/** A name with box postcodes only is dropped wherever it is, mapped when a locality is this close. */
const BOX_ONLY_MAX_KM = 10;

/**
 * Australia Post's postcode ranges for post-office boxes and large-volume receivers, per
 * state (NSW 1000–1999, VIC 8000–8999, QLD 9000–9999, ACT 0200–0299, NT 0900–0999, SA
 * 5800–5999, WA 6800–6999, TAS 7800–7999). A name with no other postcode gets no street mail.
 */
export function isBoxPostcode(postcode: string): boolean {
  const n = Number(postcode);
  return (
    (n >= 200 && n < 300) ||
    (n >= 900 && n < 2000) ||
    (n >= 5800 && n < 6000) ||
    (n >= 6800 && n < 7000) ||
    n >= 7800
  );
}

/** 'NSW|bondijunction': the key a statistical area name is looked up by. */
export function statisticalAreaKey(stateCode: string, areaName: string): string {
  return `${stateCode}|${toPlaceKey(areaName.replace(/\([^)]*\)/g, ''))}`;
}

/**
 * Every name the file's statistical areas (ABS SA1 and SA2, 2021) give in a state, one key per
 * part ('Eagle Farm - Pinkenba' gives two). A name the statistical areas use is a real place,
 * whatever its words say ('Adelaide Airport', whose only postcode is a box one).
 */
export function collectStatisticalAreaKeys(
  rows: readonly { state: string; areaNames?: readonly string[] }[],
): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const name of row.areaNames ?? []) {
      for (const part of name.split(/\s+-\s+/)) keys.add(statisticalAreaKey(row.state, part));
    }
  }
  return keys;
}

/**
 * The postal-only names among the candidates, each with the real locality it stands for:
 * - a name with box postcodes only, unless the statistical areas use it ('Adelaide Airport');
 * - a postal ending after a near locality's name ('Brisbane Adelaide Street' → Brisbane);
 * - a postal ending within 2 km of another locality ('Halifax Street' → Adelaide);
 * - an ambiguous ending after the name of a locality within 5 km ('Chadstone Centre').
 * Everything else stays, the statistical areas' own names above all.
 */
export function findPostalOnlyNames(
  candidates: readonly PlaceCandidate[],
  statisticalAreaKeys: ReadonlySet<string>,
): PostalOnlyName[] {
  const suspects = new Set(
    candidates.filter((c) => isSuspect(c, statisticalAreaKeys)).map((c) => c.locality),
  );
  const real = candidates.map((c) => c.locality).filter((l) => !suspects.has(l));
  const byStateKey = new Map(real.map((l) => [`${l.stateCode}|${l.key}`, l]));
  return candidates.flatMap(({ locality, postcodes }) => {
    if (!suspects.has(locality)) return [];
    const boxOnly = postcodes.every(isBoxPostcode);
    const ambiguous = !POSTAL_ENDING.test(lower(locality)) && !CAMPUS_START.test(lower(locality));
    const named = namedLocality(
      locality,
      byStateKey,
      ambiguous && !boxOnly ? NAMED_LOCALITY_AMBIGUOUS_MAX_KM : NAMED_LOCALITY_MAX_KM,
    );
    const nearest = named ?? nearestLocality(locality, real, nearMaxKm(boxOnly));
    if (!boxOnly && (!nearest || (ambiguous && !named))) return [];
    const { name, key, stateCode } = locality;
    return [{ name, key, stateCode, real: nearest }];
  });
}

/** Whether the name's words or postcodes say it may be postal-only (the distance test follows). */
function isSuspect(candidate: PlaceCandidate, statisticalAreaKeys: ReadonlySet<string>): boolean {
  const { locality, postcodes } = candidate;
  if (statisticalAreaKeys.has(statisticalAreaKey(locality.stateCode, locality.name))) return false;
  const name = lower(locality);
  return (
    postcodes.every(isBoxPostcode) ||
    POSTAL_ENDING.test(name) ||
    AMBIGUOUS_ENDING.test(name) ||
    CAMPUS_START.test(name)
  );
}

/** 'Brisbane Adelaide Street' → Brisbane: the longest leading words that name a near locality. */
function namedLocality(
  locality: Locality,
  byStateKey: ReadonlyMap<string, Locality>,
  maxKm: number,
): Locality | undefined {
  const words = locality.name.split(' ');
  for (let count = words.length - 1; count >= 1; count -= 1) {
    const named = byStateKey.get(
      `${locality.stateCode}|${toPlaceKey(words.slice(0, count).join(' '))}`,
    );
    if (named && distanceBetween(locality, named) <= maxKm) return named;
  }
  return undefined;
}

function nearMaxKm(boxOnly: boolean): number {
  return boxOnly ? BOX_ONLY_MAX_KM : INSIDE_LOCALITY_MAX_KM;
}

/** The nearest real locality of the state within maxKm. */
function nearestLocality(
  locality: Locality,
  real: readonly Locality[],
  maxKm: number,
): Locality | undefined {
  let nearest: Locality | undefined;
  let nearestKm = maxKm;
  for (const other of real) {
    if (other.stateCode !== locality.stateCode) continue;
    const km = distanceBetween(locality, other);
    if (km <= nearestKm) [nearest, nearestKm] = [other, km];
  }
  return nearest;
}

function distanceBetween(a: Locality, b: Locality): number {
  return distanceKm(a.lat, a.lng, b.lat, b.lng);
}

function lower(locality: Locality): string {
  return locality.name.toLowerCase();
}
