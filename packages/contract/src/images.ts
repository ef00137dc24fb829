/** Stored images are served from here by name (docs/product/api.md: "images load by image_name"). */
export const IMAGES_PATH = '/images';

export function buildImageUrl(imageName: string): string {
  return `${IMAGES_PATH}/${encodeURIComponent(imageName)}`;
}

/**
 * Images one account may send for processing in an hour, of every kind (listing and
 * verification photos, profile photos, blog covers): each costs the server real CPU, and a
 * person adds 20 photos to a listing, not hundreds (docs/decisions/010-photos.md).
 */
export const IMAGE_UPLOADS_PER_HOUR = 60;
