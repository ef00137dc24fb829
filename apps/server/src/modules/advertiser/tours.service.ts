import { and, eq } from 'drizzle-orm';
import { LISTING_MESSAGES as M, checkTourDates, type OwnTour } from '@app/contract';
import type { Database } from '../../db/client.js';
import { tours } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { LocalityIndex } from '../locations/index.js';
import { australianDate } from '../search/index.js';
import { resolveTourPlace } from './listing-place.js';
import { lockOwnListing, requireOwnListing } from './listing.service.js';
import { checkTourLimits } from './tour-limits.js';

const DAY_MS = 86_400_000;

export interface TourFields {
  state: string;
  city: string;
  starts_on: string;
  ends_on: string;
}

/**
 * Adds a tour: the city from the places index, the dates checked against today in the
 * directory's time zone (a tour ending yesterday in Sydney is over, whatever the server's zone),
 * then against the listing's other tours under the listing's lock (tour-limits.ts). Its length
 * is the request schema's rule (TourInputSchema).
 */
export async function addTour(
  db: Database,
  localities: LocalityIndex,
  userId: number,
  listingId: number,
  input: TourFields,
  now = new Date(),
): Promise<OwnTour> {
  const place = resolveTourPlace(localities, input);
  if (!place) throw fieldError('city', M.tourCityRequired);
  const starts = dayNumber(input.starts_on, 'starts_on');
  const ends = dayNumber(input.ends_on, 'ends_on');
  const today = australianDate(now);
  if (ends < starts) throw fieldError('ends_on', M.tourDatesOrder);
  const datesProblem = checkTourDates(input, today);
  if (datesProblem) throw fieldError(datesProblem.field, datesProblem.message);
  return db.transaction(async (tx) => {
    await lockOwnListing(tx, userId, listingId);
    const existing = await tx
      .select({ starts_on: tours.startsOn, ends_on: tours.endsOn })
      .from(tours)
      .where(eq(tours.modelId, listingId));
    const limitProblem = checkTourLimits(existing, input, today);
    if (limitProblem) throw fieldError('tours', limitProblem);
    const [tour] = await tx
      .insert(tours)
      .values({
        modelId: listingId,
        state: place.state,
        city: place.city,
        lat: place.lat,
        lng: place.lng,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
      })
      .returning();
    return {
      id: tour!.id,
      state: tour!.state,
      city: tour!.city,
      starts_on: tour!.startsOn,
      ends_on: tour!.endsOn,
    };
  });
}

export async function deleteTour(
  db: Database,
  userId: number,
  listingId: number,
  tourId: number,
): Promise<void> {
  await requireOwnListing(db, userId, listingId);
  const rows = await db
    .delete(tours)
    .where(and(eq(tours.id, tourId), eq(tours.modelId, listingId)))
    .returning({ id: tours.id });
  if (rows.length === 0) throw new AppError('not_found', M.tourNotFound);
}

/** Days since 1970 of a real calendar date ('2026-02-30' is refused). */
function dayNumber(isoDate: string, field: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== isoDate) {
    throw fieldError(field, M.tourDateInvalid);
  }
  return Math.round(ms / DAY_MS);
}

function fieldError(field: string, message: string): AppError {
  return new AppError('unprocessable', message, { [field]: message });
}
