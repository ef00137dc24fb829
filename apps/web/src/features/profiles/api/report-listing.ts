import {
  buildListingReportsPath,
  type ListingReportInput,
  type ListingReportResponse,
} from '@app/contract';
import { fetchJson } from '../../../lib/http';

/** POST /api/models/:id/reports: a visitor's report to the moderators. Throws HttpError for 4xx and 5xx. */
export function reportListing(
  listingId: number,
  report: ListingReportInput,
): Promise<ListingReportResponse> {
  return fetchJson<ListingReportResponse>(buildListingReportsPath(listingId), {
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    },
  });
}
