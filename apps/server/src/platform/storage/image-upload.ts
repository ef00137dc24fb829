import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Channels, type Metadata } from 'sharp';
import { MESSAGES, PHOTO_MAX_PIXELS, buildPhotoWidthName } from '@app/contract';
import { AppError } from '../http/errors.js';
import type { ImageStorage } from './image-storage.js';
import { computePhotoFingerprints, type PhotoFingerprints } from './photo-fingerprint.js';

/**
 * Uploaded images (docs/product/accounts.md#customer-profile): recognised by their content, never by name or
 * declared type, then decoded and written anew by sharp. Re-encoding keeps only pixels:
 * sharp writes no EXIF (GPS above all), XMP or IPTC unless asked to, and orientation is
 * applied to the pixels first so the photo still stands the right way up.
 */

/** What sharp may report for an accepted upload; AVIF is reported as `heif` with `av1`. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decoding costs memory in proportion to pixels, so a small file claiming huge dimensions
 * (a decompression bomb) is refused before decoding. The default is the listing photos' limit
 * (40 MP); callers that keep smaller images pass a smaller one (profile photos: 24 MP).
 */
export const MAX_INPUT_PIXELS = PHOTO_MAX_PIXELS;

/**
 * At most this many uploads are decoded at once: one decoded 40 MP photo holds about 160 MB,
 * so six at once (what one attacker sent) must wait their turn rather than take 1.2 GB.
 */
export const IMAGE_PROCESSING_CONCURRENCY = 2;
/**
 * Uploads waiting for a turn, each holding its file (at most 10 MB) in memory; past this the
 * server answers 503 "try again in a moment" instead of queueing without end.
 */
export const IMAGE_PROCESSING_MAX_WAITING = 24;

// libvips' threads are shared by the images decoded at once (so together they use the
// machine's cores, not cores × images), and its operation cache is off: every upload is new,
// so caching only keeps decoded pixels alive after the answer.
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / IMAGE_PROCESSING_CONCURRENCY)));
sharp.cache(false);

/**
 * The client hung up before its image was stored (docs/decisions/010-photos.md): work waiting
 * for a turn is dropped, work under way stops at its next step and stores nothing. Nobody reads
 * the answer; `started` says whether the upload had got its turn (and so cost decoding).
 */
export class UploadAbandonedError extends AppError {
  constructor(readonly started: boolean) {
    super('bad_request', MESSAGES.uploadAbandoned);
    this.name = 'UploadAbandonedError';
  }
}

/** What an upload's processing is told by the request it belongs to. */
export interface UploadControl {
  /** Aborted when the client goes away before the answer. */
  signal?: AbortSignal;
  /** Set once decoding begins: from then on the upload has cost the server its work. */
  decoded?: boolean;
}

/** Stops an upload whose client has gone, before its next costly or lasting step. */
export function throwIfAbandoned(upload: UploadControl | undefined): void {
  if (upload?.signal?.aborted) throw new UploadAbandonedError(true);
}

/** Refused when IMAGE_PROCESSING_MAX_WAITING uploads already wait: a 503 with Retry-After. */
export class ImagesBusyError extends AppError {
  constructor() {
    super('unavailable', MESSAGES.imagesBusy, undefined, { headers: { 'retry-after': '5' } });
    this.name = 'ImagesBusyError';
  }
}

export interface WorkLimiterLoad {
  /** Tasks running now. */
  active: number;
  /** Tasks waiting for a turn. */
  waiting: number;
  /** The most tasks that ever ran at once (since the last resetPeak). */
  peak: number;
  /** Tasks that ever got their turn: what was never decoded never counted here. */
  started: number;
}

export interface WorkLimiter {
  /**
   * Runs `task` once fewer than `concurrency` tasks run; throws `busy()` when the queue is
   * full, and UploadAbandonedError (leaving the queue) when `signal` aborts before its turn.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  load(): WorkLimiterLoad;
  resetPeak(): void;
}

/** A semaphore with a bounded queue: first come, first served. */
export function createWorkLimiter(
  concurrency: number,
  maxWaiting: number,
  busy: () => Error = () => new ImagesBusyError(),
): WorkLimiter {
  let active = 0;
  let peak = 0;
  let started = 0;
  const queue: Array<() => void> = [];
  const wait = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const leave = () => {
        const at = queue.indexOf(take);
        if (at === -1) return;
        queue.splice(at, 1);
        reject(new UploadAbandonedError(false));
      };
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      queue.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });
  const acquire = async (signal: AbortSignal | undefined) => {
    if (signal?.aborted) throw new UploadAbandonedError(false);
    if (active >= concurrency) {
      if (queue.length >= maxWaiting) throw busy();
      // The finishing task hands its slot over directly, so `active` never drops in between.
      await wait(signal);
    } else {
      active += 1;
    }
    started += 1;
    peak = Math.max(peak, active);
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run(task, signal) {
      await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: queue.length, peak, started }),
    resetPeak: () => {
      peak = active;
    },
  };
}

/** Every decode of an uploaded image goes through here (photos, covers, profile photos). */
export const imagePipeline = createWorkLimiter(
  IMAGE_PROCESSING_CONCURRENCY,
  IMAGE_PROCESSING_MAX_WAITING,
);

/**
 * The formats a listing photo may arrive in. HEIC is not among them: the prebuilt sharp
 * (libheif without an HEVC decoder) reads only AVIF from the HEIF family — `sharp.format.heif`
 * lists `.avif` alone — so an HEIC file is refused as unreadable (docs/decisions/010-photos.md).
 */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/** Thrown when the bytes are not an image of an accepted format, or cannot be decoded. */
export class NotAnImageError extends Error {
  constructor(readonly reason: string) {
    super(`Not an accepted image: ${reason}`);
    this.name = 'NotAnImageError';
  }
}

/** An image, but one with more pixels than MAX_INPUT_PIXELS (a decompression bomb or worse). */
export class TooManyPixelsError extends NotAnImageError {
  constructor() {
    super('too many pixels');
    this.name = 'TooManyPixelsError';
  }
}

/** An image, but smaller than the narrowest width a listing shows. */
export class ImageTooSmallError extends NotAnImageError {
  constructor() {
    super('too small');
    this.name = 'ImageTooSmallError';
  }
}

export interface ReencodeOptions {
  /** The longest side of the result, in pixels; smaller images are not enlarged. */
  maxDimension: number;
  /** Refused (TooManyPixelsError) above this many pixels; default MAX_INPUT_PIXELS. */
  maxPixels?: number;
  /** WebP quality, 1 to 100. */
  quality?: number;
  upload?: UploadControl;
}

export interface ReencodedImage {
  data: Buffer;
  /** The file extension that matches `data`, for the stored name. */
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Whether sharp's reading of the header names one of the accepted formats, with a sane
 * number of pixels. Only the header is read: nothing is decoded yet.
 */
async function assertAcceptedFormat(
  input: Buffer,
  formats: ReadonlySet<string> = ACCEPTED_FORMATS,
  maxPixels: number = MAX_INPUT_PIXELS,
): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // No pixel limit here: the header's dimensions are compared below, so a bomb is named.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError('unreadable');
  }
  const format = metadata.format ?? 'unknown';
  const isAvif = format === 'heif' && metadata.compression === 'av1';
  if (!formats.has(format) && !isAvif) throw new NotAnImageError(format);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) {
    throw new TooManyPixelsError();
  }
  return metadata;
}

/**
 * A JPEG, PNG, WebP, GIF (first frame) or AVIF upload, oriented, fitted inside
 * `maxDimension` and re-encoded as WebP without any metadata.
 */
export function reencodeUploadedImage(
  input: Buffer,
  options: ReencodeOptions,
): Promise<ReencodedImage> {
  return imagePipeline.run(() => reencodeNow(input, options), options.upload?.signal);
}

async function reencodeNow(
  input: Buffer,
  { maxDimension, maxPixels = MAX_INPUT_PIXELS, quality = 82, upload }: ReencodeOptions,
): Promise<ReencodedImage> {
  await assertAcceptedFormat(input, ACCEPTED_FORMATS, maxPixels);
  startDecoding(upload);
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: maxPixels,
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

export interface PhotoWidthFile {
  width: number;
  data: Buffer;
}

export interface ReencodedPhoto {
  /** One WebP file per requested width, narrowest first (never enlarged past the original). */
  files: PhotoWidthFile[];
  /** The oriented original's size. */
  width: number;
  height: number;
  /** 64-bit perceptual hash of the oriented pixels, as a signed bigint (fits a SQL bigint). */
  phash: bigint;
  /** The hashes stored for the match and looked up with (photo-fingerprint.ts). */
  fingerprints: PhotoFingerprints;
}

/**
 * A listing photo: checked by content (JPEG, PNG, WebP or AVIF), at most MAX_INPUT_PIXELS and
 * at least `minSide` on each side, oriented, then written anew as WebP at each width with no
 * metadata at all (sharp keeps none unless told to: no EXIF, GPS, XMP, IPTC or ICC comment).
 */
export function reencodePhotoToWidths(
  input: Buffer,
  widths: readonly number[],
  options: PhotoReencodeOptions = {},
): Promise<ReencodedPhoto> {
  return imagePipeline.run(() => reencodePhotoNow(input, widths, options), options.upload?.signal);
}

export interface PhotoReencodeOptions {
  minSide?: number;
  quality?: number;
  upload?: UploadControl;
}

/** Marks the upload as costing work from here on (docs/decisions/010-photos.md: the budget). */
function startDecoding(upload: UploadControl | undefined): void {
  throwIfAbandoned(upload);
  if (upload) upload.decoded = true;
}

/** The picture's size once turned upright (EXIF orientations 5 to 8 swap the sides). */
function orientedSize(metadata: Metadata): { width: number; height: number } {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function reencodePhotoNow(
  input: Buffer,
  widths: readonly number[],
  { minSide = 0, quality = 82, upload }: PhotoReencodeOptions,
): Promise<ReencodedPhoto> {
  const { width, height } = orientedSize(await assertAcceptedFormat(input, PHOTO_FORMATS));
  if (width < minSide || height < minSide) throw new ImageTooSmallError();
  startDecoding(upload);
  const decoded = await decodeForWidths(input, Math.min(width, Math.max(...widths)));
  throwIfAbandoned(upload);
  const raw = { raw: decoded.info };
  const files: PhotoWidthFile[] = [];
  for (const target of [...widths].sort((a, b) => a - b)) {
    const data = await sharp(decoded.data, raw)
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    files.push({ width: target, data });
    throwIfAbandoned(upload);
  }
  const fingerprints = await computePhotoFingerprints(decoded.data, raw);
  return { files, width, height, phash: fingerprints.phash, fingerprints };
}

/**
 * Decoded once, the right way up, straight to the widest width kept (never enlarged): JPEG
 * and WebP shrink while they load, and no full-size copy is ever held, so a 40 MP upload costs
 * a fraction of a second and tens of MB rather than seconds and 300 MB (docs/PERFORMANCE.md).
 * Every width and the fingerprints are made from these raw pixels.
 */
async function decodeForWidths(
  input: Buffer,
  width: number,
): Promise<{ data: Buffer; info: { width: number; height: number; channels: Channels } }> {
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw new NotAnImageError('undecodable');
  }
}

/**
 * The base of a photo's stored names: random, so a name is never reused for other content
 * (images are served as immutable) and the same photo uploaded twice gets two sets of files
 * that can be deleted independently.
 */
export function newPhotoBaseName(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

/** What to answer for each way an upload can fail to be the image asked for. */
export interface ImageRefusals {
  tooManyPixels: string;
  tooSmall: string;
  notImage: string;
}

/** The refusal's message for an image error; undefined for any other error. */
export function imageRefusalOf(error: unknown, refusals: ImageRefusals): string | undefined {
  if (error instanceof TooManyPixelsError) return refusals.tooManyPixels;
  if (error instanceof ImageTooSmallError) return refusals.tooSmall;
  if (error instanceof NotAnImageError) return refusals.notImage;
  return undefined;
}

export interface StoredPhotoWidths {
  photo: ReencodedPhoto;
  baseName: string;
  /** The stored files' names, narrowest first. */
  names: string[];
}

export interface StorePhotoOptions {
  /** Of the stored names (newPhotoBaseName). */
  prefix: string;
  widths: readonly number[];
  minSide: number;
  refusals: ImageRefusals;
  /** The error thrown with a refusal's message (the contract's answer for the form's field). */
  refuse: (message: string) => Error;
  upload?: UploadControl;
}

/**
 * An upload re-encoded to every width and written to storage, then `record` (its row). The
 * files come first and are removed again if `record` fails, so a failure at any point leaves
 * neither a file nor a row.
 */
export async function storePhotoWidths<T>(
  storage: ImageStorage,
  input: Buffer,
  options: StorePhotoOptions,
  record: (stored: StoredPhotoWidths) => Promise<T>,
): Promise<T> {
  let photo: ReencodedPhoto;
  try {
    photo = await reencodePhotoToWidths(input, options.widths, {
      minSide: options.minSide,
      upload: options.upload,
    });
  } catch (error) {
    const message = imageRefusalOf(error, options.refusals);
    throw message === undefined ? error : options.refuse(message);
  }
  const baseName = newPhotoBaseName(options.prefix);
  const names = photo.files.map((file) => buildPhotoWidthName(baseName, file.width));
  throwIfAbandoned(options.upload);
  try {
    for (const [i, file] of photo.files.entries()) await storage.save(names[i]!, file.data);
    // `record` checks again inside its transaction, so a hang-up meanwhile rolls the row back.
    throwIfAbandoned(options.upload);
    return await record({ photo, baseName, names });
  } catch (error) {
    await Promise.all(names.map((name) => storage.remove(name).catch(() => undefined)));
    throw error;
  }
}
