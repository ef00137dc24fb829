import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/**
 * Uploaded images (DESIGN.md section 2): recognised by their content, never by name or
 * declared type, then decoded and written anew by sharp. Re-encoding keeps only pixels:
 * sharp writes no EXIF (GPS above all), XMP or IPTC unless asked to, and orientation is
 * applied to the pixels first so the photo still stands the right way up.
 */

/** What sharp may report for an accepted upload; AVIF is reported as `heif` with `av1`. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decoding costs memory in proportion to pixels, so a small file claiming huge dimensions
 * (a decompression bomb) is refused before decoding. 50 megapixels admits phone cameras.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Thrown when the bytes are not an image of an accepted format, or cannot be decoded. */
export class NotAnImageError extends Error {
  constructor(reason: string) {
    super(`Not an accepted image: ${reason}`);
    this.name = 'NotAnImageError';
  }
}

export interface ReencodeOptions {
  /** The longest side of the result, in pixels; smaller images are not enlarged. */
  maxDimension: number;
  /** WebP quality, 1 to 100. */
  quality?: number;
}

export interface ReencodedImage {
  data: Buffer;
  /** The file extension that matches `data`, for the stored name. */
  extension: 'webp';
  width: number;
  height: number;
}

/** Whether sharp's reading of the header names one of the accepted formats. */
async function assertAcceptedFormat(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError('unreadable');
  }
  const format = metadata.format ?? 'unknown';
  const isAvif = format === 'heif' && metadata.compression === 'av1';
  if (!ACCEPTED_FORMATS.has(format) && !isAvif) throw new NotAnImageError(format);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new NotAnImageError('too many pixels');
  }
}

/**
 * A JPEG, PNG, WebP, GIF (first frame) or AVIF upload, oriented, fitted inside
 * `maxDimension` and re-encoded as WebP without any metadata.
 */
export async function reencodeUploadedImage(
  input: Buffer,
  { maxDimension, quality = 82 }: ReencodeOptions,
): Promise<ReencodedImage> {
  await assertAcceptedFormat(input);
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // A header that reads but a body that does not decode is not an image we keep.
      failOn: 'error',
    })
      .autoOrient()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw new NotAnImageError('undecodable');
  }
}

/**
 * A stored name for an upload: a hash of its owner and its bytes, so names are never reused
 * for other content (images are served as immutable) and two owners never share a file.
 */
export function uploadedImageName(
  prefix: string,
  owner: string,
  image: Pick<ReencodedImage, 'data' | 'extension'>,
): string {
  const hash = createHash('sha256').update(owner).update('\0').update(image.data).digest('hex');
  return `${prefix}-${hash.slice(0, 24)}.${image.extension}`;
}
