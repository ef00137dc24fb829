import { and, eq, sql } from 'drizzle-orm';
import { findState, toPlaceKey } from '@app/contract';
import type { Database } from '../../db/client.js';
import { listingRevisions, models, tours, type RevisionColumns } from '../../db/schema.js';
import type { LocalityIndex } from '../locations/index.js';
import { resolveTourPlace } from './listing-place.js';
import { findPendingColumns, patchPendingColumns } from './pending-place-columns.js';
import { locationColumns } from './listing.service.js';

/** What the start-up correction moved, for the start-up log. */
export interface PostalPlaceCorrection {
  readonly listings: number;
  readonly pendingChanges: number;
  readonly tours: number;
}

/**
 * Moves listings, their changes waiting for review and their tours off postal-only place names
 * ('Melbourne University') onto the real locality each stands for (Melbourne), as the places
 * index now offers (docs/decisions/036-real-localities.md). Run at every start after the index
 * loads. Only columns derived from the place are rewritten, by the same code the builder's
 * location step uses, so no review is needed; the advertiser's own postcode and choice to
 * show or hide the suburb are kept. Nothing to do costs one query per table.
 */
export async function correctPostalOnlyPlaces(
  db: Database,
  localities: LocalityIndex,
): Promise<PostalPlaceCorrection> {
  const names = aliasNames(localities);
  if (names.size === 0) return { listings: 0, pendingChanges: 0, tours: 0 };
  return {
    listings: await correctListings(db, localities, names),
    pendingChanges: await correctPendingChanges(db, localities, names),
    tours: await correctTours(db, localities, names),
  };
}

/** 'Victoria|melbourneuniversity' for every dropped name that stands for a real locality. */
function aliasNames(localities: LocalityIndex): Set<string> {
  return new Set(
    localities.postalOnlyNames.flatMap(({ key, real }) => (real ? [`${real.state}|${key}`] : [])),
  );
}

function isAlias(names: ReadonlySet<string>, state: string, place: string): boolean {
  const stateName = findState(state)?.name;
  return stateName !== undefined && names.has(`${stateName}|${toPlaceKey(place)}`);
}

async function correctListings(
  db: Database,
  localities: LocalityIndex,
  names: ReadonlySet<string>,
): Promise<number> {
  const homes = await db
    .selectDistinct({ state: models.state, homeSuburb: models.homeSuburb })
    .from(models)
    .where(sql`${models.homeSuburb} <> ''`);
  let corrected = 0;
  for (const home of homes.filter((h) => isAlias(names, h.state, h.homeSuburb))) {
    const rows = await db
      .select({ id: models.id, homePostcode: models.homePostcode, showSuburb: models.showSuburb })
      .from(models)
      .where(and(eq(models.state, home.state), eq(models.homeSuburb, home.homeSuburb)));
    for (const row of rows) {
      const columns = realPlaceColumns(localities, { ...home, ...row });
      await db.update(models).set(columns).where(eq(models.id, row.id));
      corrected += 1;
    }
  }
  return corrected;
}

/** The place columns the builder's location step writes, for the locality a name stands for. */
function realPlaceColumns(
  localities: LocalityIndex,
  place: { state: string; homeSuburb: string; homePostcode: string; showSuburb: boolean },
): RevisionColumns {
  return locationColumns(localities, {
    state: place.state,
    suburb: place.homeSuburb,
    postcode: place.homePostcode,
    show_suburb: place.showSuburb,
  });
}

/** Changes waiting for review carry the place columns approval will write: the same fix. */
async function correctPendingChanges(
  db: Database,
  localities: LocalityIndex,
  names: ReadonlySet<string>,
): Promise<number> {
  const pending = await findPendingColumns(
    db,
    sql`${listingRevisions.changes} -> 'columns' ->> 'homeSuburb' <> ''`,
  );
  let corrected = 0;
  for (const { id, columns } of pending) {
    const { state, homeSuburb } = columns;
    if (!state || !homeSuburb || !isAlias(names, state, homeSuburb)) continue;
    const fix = realPlaceColumns(localities, {
      state,
      homeSuburb,
      homePostcode: columns.homePostcode ?? '',
      showSuburb: columns.showSuburb ?? true,
    });
    await patchPendingColumns(db, id, fix);
    corrected += 1;
  }
  return corrected;
}

/** A tour stores its city's name and centre: the real locality's, as the tour form now finds. */
async function correctTours(
  db: Database,
  localities: LocalityIndex,
  names: ReadonlySet<string>,
): Promise<number> {
  const cities = await db.selectDistinct({ state: tours.state, city: tours.city }).from(tours);
  let corrected = 0;
  for (const { state, city } of cities.filter((c) => isAlias(names, c.state, c.city))) {
    const place = resolveTourPlace(localities, { state, city });
    if (!place) continue;
    const updated = await db
      .update(tours)
      .set({ city: place.city, lat: place.lat, lng: place.lng })
      .where(and(eq(tours.state, state), eq(tours.city, city)))
      .returning({ id: tours.id });
    corrected += updated.length;
  }
  return corrected;
}
