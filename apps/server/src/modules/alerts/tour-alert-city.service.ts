import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ALERT_MESSAGES,
  POPULAR_LOCATIONS,
  type TourAlert,
  type TourAlertCity,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { models, tourAlertCities, tourAlerts, tours } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';

/** The dashboard lists at most this many tour alerts, the newest first. */
const TOUR_ALERTS_SHOWN = 50;

/** The customer's tour-alert city, or null when they chose none. */
export async function findTourAlertCity(
  db: Database,
  customerId: number,
): Promise<TourAlertCity | null> {
  const [row] = await db
    .select({ state: tourAlertCities.state, city: tourAlertCities.city })
    .from(tourAlertCities)
    .where(eq(tourAlertCities.customerId, customerId));
  return row ?? null;
}

/**
 * Sets the customer's tour-alert city (one of the contract's popular locations, 422 for any
 * other), or clears it with null. Choosing another city starts its alerts afresh: tours that
 * went public before are not alerted. Saving the same city again changes nothing.
 */
export async function setTourAlertCity(
  db: Database,
  customerId: number,
  place: TourAlertCity | null,
): Promise<TourAlertCity | null> {
  if (!place) {
    await db.delete(tourAlertCities).where(eq(tourAlertCities.customerId, customerId));
    return null;
  }
  const known = findPopularCity(place);
  if (!known) {
    throw new AppError('unprocessable', ALERT_MESSAGES.unknownCity, {
      place: ALERT_MESSAGES.unknownCity,
    });
  }
  await db
    .insert(tourAlertCities)
    .values({ customerId, ...known })
    .onConflictDoUpdate({
      target: tourAlertCities.customerId,
      set: { state: known.state, city: known.city, chosenAt: sql`now()` },
      setWhere: sql`(${tourAlertCities.state}, ${tourAlertCities.city}) IS DISTINCT FROM (${known.state}, ${known.city})`,
    });
  return known;
}

/** The tour alerts the customer was sent, for tours still on record of live listings. */
export async function listTourAlerts(db: Database, customerId: number): Promise<TourAlert[]> {
  const rows = await db
    .select({
      listingId: models.id,
      listingName: models.name,
      listingState: models.state,
      city: tours.city,
      state: tours.state,
      startsOn: tours.startsOn,
      endsOn: tours.endsOn,
      sentAt: tourAlerts.createdAt,
    })
    .from(tourAlerts)
    .innerJoin(tours, eq(tours.id, tourAlerts.tourId))
    .innerJoin(models, eq(models.id, tours.modelId))
    .where(and(eq(tourAlerts.customerId, customerId), eq(models.status, 'live')))
    .orderBy(desc(tourAlerts.createdAt), desc(tourAlerts.tourId))
    .limit(TOUR_ALERTS_SHOWN);
  return rows.map((row) => ({
    listing: { id: row.listingId, name: row.listingName, state: row.listingState },
    city: row.city,
    state: row.state,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    sent_at: row.sentAt.toISOString(),
  }));
}

/** The popular location named by state and city (any case), by their proper names. */
function findPopularCity(place: TourAlertCity): TourAlertCity | undefined {
  const wanted = (text: string) => text.trim().toLowerCase();
  for (const { state, cities } of POPULAR_LOCATIONS) {
    if (wanted(state.name) !== wanted(place.state)) continue;
    const city = cities.find((entry) => wanted(entry.name) === wanted(place.city));
    if (city) return { state: state.name, city: city.name };
  }
  return undefined;
}
