/** Stored images are served from here by name (docs/product/api.md: "images load by image_name"). */
export const IMAGES_PATH = '/images';

export function buildImageUrl(imageName: string): string {
  return `${IMAGES_PATH}/${encodeURIComponent(imageName)}`;
}
