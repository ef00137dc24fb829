import { buildImageUrl } from './images.js';

// Apart from listing.ts: every result card builds its photo's srcset, and the home page's code
// should not carry the whole listing editor's rules for it (its 150 KB budget, decision 045).

/** Stored widths; the browser picks one through `srcset`. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** The stored name of one width of a photo: `<base>-<width>.webp`. */
export function buildPhotoWidthName(baseName: string, width: number): string {
  return `${baseName}-${width}.webp`;
}

const WIDEST_PHOTO_WIDTH = Math.max(...PHOTO_WIDTHS);
const WIDEST_PHOTO_NAME = new RegExp(`^(.+)-${WIDEST_PHOTO_WIDTH}\\.webp$`);

/**
 * `srcset` for a listing photo by the name it is listed under: an uploaded photo is listed by
 * its widest file (`<base>-1280.webp`) and stored at every width of PHOTO_WIDTHS beside it, so
 * the browser can pick the narrowest that fills its box. Undefined for an image kept in one
 * size only (the demo directory's placeholder portraits).
 */
export function buildPhotoSrcSet(imageName: string): string | undefined {
  const baseName = WIDEST_PHOTO_NAME.exec(imageName)?.[1];
  if (!baseName) return undefined;
  return PHOTO_WIDTHS.map(
    (width) => `${buildImageUrl(buildPhotoWidthName(baseName, width))} ${width}w`,
  ).join(', ');
}

/**
 * `srcset` of a photo's stored widths (narrowest first), or undefined when there is nothing to
 * choose from: a demo photo is one file whose width is not recorded (0), and `0w` is not a
 * valid descriptor.
 */
export function buildSourcesSrcSet(
  sources: readonly { width: number; url: string }[],
): string | undefined {
  if (sources.length < 2 || sources.some((source) => source.width <= 0)) return undefined;
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}
