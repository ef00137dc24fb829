import { buildListingTourPath, buildListingToursPath, type TourInput } from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/model/listings/:id/tours */
export async function addTour(listingId: number, tour: TourInput): Promise<void> {
  await apiRequest<unknown>(buildListingToursPath(listingId), { method: 'POST', body: tour });
}

/** DELETE /api/model/listings/:id/tours/:tourId */
export async function deleteTour(listingId: number, tourId: number): Promise<void> {
  await apiRequest<unknown>(buildListingTourPath(listingId, tourId), { method: 'DELETE' });
}
