/**
 * Reporting a listing (docs/product/listings-and-moderation.md#reports): a visitor tells the
 * moderators what is wrong with a live listing. The reasons, their labels, the limits and the
 * messages; the schemas are in reports.schema.ts.
 */

/** POST `{ reason, details }`: a report on a live listing (404 for any other). */
export const LISTING_REPORTS_API_ROUTE = '/api/models/:id/reports';
export function buildListingReportsPath(listingId: number): string {
  return `/api/models/${listingId}/reports`;
}

/** The reasons, in the order the form lists them. `underage` comes first in the console's queue. */
export const REPORT_REASONS = [
  'fake_photos',
  'underage',
  'scam',
  'wrong_details',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_photos: 'Fake or stolen photos',
  underage: 'May be under 18',
  scam: 'Scam or asks for deposits',
  wrong_details: 'Wrong details',
  other: 'Other',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;
/**
 * One address sends at most REPORTS_PER_HOUR reports an hour, and one report on a listing a
 * day (decision 029): enough for a person, a wall for a script burying a rival in reports.
 */
export const REPORTS_PER_HOUR = 5;
export const REPORT_REPEAT_HOURS = 24;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please choose a reason.',
  detailsTooLong: `Please keep the details to ${REPORT_DETAILS_MAX_LENGTH} characters.`,
  sent: 'Thank you. Your report was sent to our moderators, who will look at this listing.',
  tooManyReports: 'You have sent several reports in the last hour. Please try again later.',
  alreadyReported: 'You reported this listing today. Our moderators will look at it.',
  failed: 'Your report could not be sent. Please try again later.',
} as const;
