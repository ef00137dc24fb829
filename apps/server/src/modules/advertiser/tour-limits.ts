import { LISTING_MESSAGES as M, TOUR_MAX_UPCOMING } from '@app/contract';

/** A tour's first and last day: ISO dates in Australian days (so strings compare as dates). */
export interface TourDays {
  starts_on: string;
  ends_on: string;
}

/**
 * Whether a listing may add `next` beside its `existing` tours (docs/product/listings-and-moderation.md#tours):
 * at most TOUR_MAX_UPCOMING upcoming tours (ending `today` or later) and no two tours sharing
 * a day. Answers the message that refuses it, or null. Pure, so a revision of a live listing
 * can check its tours the same way as the tours panel does.
 */
export function checkTourLimits(
  existing: readonly TourDays[],
  next: TourDays,
  today: string,
): string | null {
  const upcoming = existing.filter((tour) => tour.ends_on >= today);
  if (upcoming.length >= TOUR_MAX_UPCOMING) return M.tooManyTours;
  const overlaps = existing.some(
    (tour) => tour.starts_on <= next.ends_on && next.starts_on <= tour.ends_on,
  );
  return overlaps ? M.tourOverlaps : null;
}
