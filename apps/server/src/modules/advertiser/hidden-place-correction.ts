import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listingRevisions, models } from '../../db/schema.js';
import type { LocalityIndex } from '../locations/index.js';
import { resolveListingPlace } from './listing-place.js';
import { findPendingColumns, patchPendingColumns } from './pending-place-columns.js';

/**
 * Brings the public place of listings that hide their suburb in line with the current rule
 * (docs/decisions/031-hidden-suburb-public-place.md): run at every start, after the places
 * index loads, so a rule or places data that changed reaches every such listing. It only
 * corrects columns derived from the home locality, so no review is needed. One read of the
 * distinct home places (at most one per locality), one update per place that is out of date.
 * Changes waiting for review get the same fix. Returns the number of rows corrected.
 */
export async function correctHiddenPlaces(
  db: Database,
  localities: LocalityIndex,
): Promise<number> {
  const places = await db
    .selectDistinct({
      state: models.state,
      homeSuburb: models.homeSuburb,
      city: models.city,
      lat: models.lat,
      lng: models.lng,
    })
    .from(models)
    .where(and(eq(models.showSuburb, false), sql`${models.homeSuburb} <> ''`));
  let corrected = 0;
  for (const place of places) {
    const target = resolveListingPlace(localities, {
      state: place.state,
      suburb: place.homeSuburb,
    });
    if (!target || isSame(place, target.hidden)) continue;
    const updated = await db
      .update(models)
      .set({
        city: target.hidden.city,
        lat: target.hidden.lat,
        lng: target.hidden.lng,
        suburb: '',
        postcode: null,
      })
      .where(
        and(
          eq(models.showSuburb, false),
          eq(models.state, place.state),
          eq(models.homeSuburb, place.homeSuburb),
        ),
      )
      .returning({ id: models.id });
    corrected += updated.length;
  }
  return corrected + (await correctPendingChanges(db, localities));
}

/** Changes waiting for review carry the public columns approval will write: the same fix. */
async function correctPendingChanges(db: Database, localities: LocalityIndex): Promise<number> {
  const pending = await findPendingColumns(
    db,
    sql`${listingRevisions.changes} -> 'columns' ->> 'showSuburb' = 'false'`,
  );
  let corrected = 0;
  for (const { id, columns } of pending) {
    const { state, homeSuburb } = columns;
    const target =
      state && homeSuburb && resolveListingPlace(localities, { state, suburb: homeSuburb });
    if (
      !target ||
      isSame(
        { city: columns.city ?? '', lat: columns.lat ?? null, lng: columns.lng ?? null },
        target.hidden,
      )
    ) {
      continue;
    }
    const fix = { city: target.hidden.city, lat: target.hidden.lat, lng: target.hidden.lng };
    await patchPendingColumns(db, id, fix);
    corrected += 1;
  }
  return corrected;
}

function isSame(
  place: { city: string; lat: number | null; lng: number | null },
  target: { city: string; lat: number; lng: number },
): boolean {
  return place.city === target.city && place.lat === target.lat && place.lng === target.lng;
}
