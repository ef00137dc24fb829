import { buildListingPhotoOrderPath, buildListingPhotoPath } from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/model/listings/:id/photos/:photoId */
export async function deletePhoto(listingId: number, photoId: number): Promise<void> {
  await apiRequest<unknown>(buildListingPhotoPath(listingId, photoId), { method: 'DELETE' });
}

/** PUT /api/model/listings/:id/photos/order with every photo id; the first is the main one. */
export async function savePhotoOrder(
  listingId: number,
  photoIds: readonly number[],
): Promise<void> {
  await apiRequest<unknown>(buildListingPhotoOrderPath(listingId), {
    method: 'PUT',
    body: { photo_ids: photoIds },
  });
}
