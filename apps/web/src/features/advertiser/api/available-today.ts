import {
  buildListingAvailableTodayPath,
  type AvailableTodayInput,
  type OwnListingResponse,
} from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/model/listings/:id/available-today `{ until: "HH:MM" }` */
export function setAvailableToday(
  listingId: number,
  input: AvailableTodayInput,
): Promise<OwnListingResponse> {
  return apiRequest<OwnListingResponse>(buildListingAvailableTodayPath(listingId), {
    method: 'PUT',
    body: input,
  });
}

/** DELETE /api/model/listings/:id/available-today */
export function clearAvailableToday(listingId: number): Promise<OwnListingResponse> {
  return apiRequest<OwnListingResponse>(buildListingAvailableTodayPath(listingId), {
    method: 'DELETE',
  });
}
