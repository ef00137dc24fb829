import { and, eq } from 'drizzle-orm';
import { LISTING_MESSAGES as M, checkTourDates, type OwnTour } from '@app/contract';
import type { Database, Db } from '../../db/client.js';
import { tours, type RevisionTour } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { LocalityIndex } from '../locations/index.js';
import { australianDate } from '../search/index.js';
import { resolveTourPlace } from './listing-place.js';
import {
  changesNeedReview,
  findPendingRevision,
  nextTourId,
  proposeChanges,
  publicTours,
} from '../listings/index.js';
import { countOwnerChange, lockOwnListing, toOwnTour } from './listing.service.js';
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
    const listing = await lockOwnListing(tx, userId, listingId);
    const reviewed = changesNeedReview(listing);
    const current = await ownTours(tx, listingId);
    const limitProblem = checkTourLimits(
      current.map((tour) => ({ starts_on: tour.startsOn, ends_on: tour.endsOn })),
      input,
      today,
    );
    if (limitProblem) throw fieldError('tours', limitProblem);
    const tour: RevisionTour = {
      id: await nextTourId(tx),
      state: place.state,
      city: place.city,
      lat: place.lat,
      lng: place.lng,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
    };
    // A public listing's new tour waits for review with the rest of its changes.
    if (reviewed) await proposeChanges(tx, listingId, { tours: [...current, tour] });
    else await tx.insert(tours).values({ ...tour, modelId: listingId });
    await countOwnerChange(tx, listingId, 'tour_add', reviewed);
    return toOwnTour(tour);
  });
}

/** The tours as the owner sees them: with the changes waiting for review. */
async function ownTours(tx: Db, listingId: number): Promise<RevisionTour[]> {
  const revision = await findPendingRevision(tx, listingId);
  return revision?.changes.tours ?? publicTours(tx, listingId);
}

/** Deletes one tour; on a public listing the removal waits for review. */
export async function deleteTour(
  db: Database,
  userId: number,
  listingId: number,
  tourId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await lockOwnListing(tx, userId, listingId);
    const current = await ownTours(tx, listingId);
    if (!current.some((tour) => tour.id === tourId)) {
      throw new AppError('not_found', M.tourNotFound);
    }
    const waits = changesNeedReview(listing);
    if (waits) {
      const rest = current.filter((tour) => tour.id !== tourId);
      await proposeChanges(tx, listingId, { tours: rest });
    } else {
      await tx.delete(tours).where(and(eq(tours.id, tourId), eq(tours.modelId, listingId)));
    }
    await countOwnerChange(tx, listingId, 'tour_remove', waits);
  });
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
