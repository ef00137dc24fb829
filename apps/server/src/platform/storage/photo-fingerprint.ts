import sharp, { type Sharp, type SharpOptions } from 'sharp';

/**
 * Perceptual fingerprints of a listing photo (docs/decisions/010-photos.md#fingerprints).
 *
 * The hash is sharp-phash's, bit for bit: the greyscale picture squeezed to 32 × 32, its 2-D
 * DCT-II, and one bit per low frequency (1..8 × 1..8) saying whether it is above their mean.
 * It is written out here because the match needs what sharp-phash keeps to itself: the
 * coefficients, from which the hashes of the mirrored and rotated picture follow exactly.
 *
 * A photo is stored with the hash of its whole picture and of two centre crops
 * (STORED_CROP_FRACTIONS); a new photo is looked up with the 8 hashes of its whole picture
 * turned and mirrored, and the 8 of each of its centre crops (PROBED_CROP_FRACTIONS). So a
 * copy turned a quarter, mirrored, or cropped by up to a fifth (and the original of a stored
 * crop) lands within a few bits of one stored hash.
 */

const SIDE = 32;
const LOW = 8;

/**
 * The centre crops stored besides the whole picture, as the part of each side they keep
 * (kinds 1 and 2 of photo_fingerprints). A copy cropped to 85 % is looked up with its whole
 * picture and its 95 % crop, which sit close to its original's 90 % and 80 % crops.
 */
export const STORED_CROP_FRACTIONS = [0.9, 0.8] as const;

/**
 * The centre crops of a new photo looked up besides its whole picture: with the stored ones
 * they make a ladder of about 5 % steps down to 80 %, so a crop anywhere in between stays a few
 * bits from one rung (measured: at most 5 of 64 bits). The 90 % to 80 % crops also find a
 * stored crop when the new photo is its uncropped original.
 */
export const PROBED_CROP_FRACTIONS = [0.95, 0.9, 0.85, 0.8] as const;

/**
 * The widths, highest bits first, of the segments a stored hash is cut into, each indexed on
 * its own (photo_fingerprints.segment_0 … segment_2). About log2 of the stored hashes at a
 * million photos, so a segment value is shared by one or two hashes there: the lookup reads the
 * same few entries per probe at any size (docs/decisions/010-photos.md#fingerprints).
 */
export const HASH_SEGMENT_BITS = [21, 21, 22] as const;

export interface PhotoFingerprint {
  /** 0: the whole picture; 1, 2: the crops of STORED_CROP_FRACTIONS in order. */
  kind: number;
  /** 64 bits as a signed bigint (what a SQL bigint holds). */
  hash: bigint;
}

export interface PhotoFingerprints {
  /** The whole picture's hash, upright: model_photos.phash. */
  phash: bigint;
  /** Stored per photo: the whole picture (kind 0) and each centre crop, upright. */
  stored: PhotoFingerprint[];
  /** Looked up: the 8 turns and mirrors of the whole picture and of each probed crop. */
  probes: bigint[];
}

// cos((2i + 1) u π / 64) for u in 1..8: the only frequencies the hash reads.
const COS: Float64Array[] = Array.from({ length: LOW + 1 }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, i) => Math.cos(((2 * i + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * The 8 × 8 low-frequency DCT coefficients of a 32 × 32 greyscale sample (row-major bytes),
 * as `c[(u - 1) * 8 + (v - 1)]` with u the horizontal and v the vertical frequency: the same
 * numbers sharp-phash compares, computed axis by axis.
 */
export function lowFrequencies(pixels: Uint8Array): Float64Array {
  // rows[u][y] = Σx cos(x, u) · p(x, y)
  const rows = Array.from({ length: LOW + 1 }, () => new Float64Array(SIDE));
  for (let u = 1; u <= LOW; u++) {
    const cos = COS[u]!;
    const row = rows[u]!;
    for (let y = 0; y < SIDE; y++) {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += cos[x]! * pixels[y * SIDE + x]!;
      row[y] = sum;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let u = 1; u <= LOW; u++) {
    for (let v = 1; v <= LOW; v++) {
      const cos = COS[v]!;
      const row = rows[u]!;
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += cos[y]! * row[y]!;
      coefficients[(u - 1) * LOW + (v - 1)] = sum / 4;
    }
  }
  return coefficients;
}

/** One bit per coefficient above their mean, the first coefficient the highest bit. */
export function hashOfCoefficients(coefficients: Float64Array): bigint {
  let mean = 0;
  for (const c of coefficients) mean += c;
  mean /= coefficients.length;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > mean ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * The coefficients of the picture mirrored and turned, all 8 ways (the upright one first).
 * Mirroring left to right multiplies frequency u by (-1)^u, top to bottom v by (-1)^v, and
 * swapping the axes swaps u and v; every quarter turn and mirror is one of these combined.
 */
export function dihedralCoefficients(coefficients: Float64Array): Float64Array[] {
  const variants: Float64Array[] = [];
  for (const swap of [false, true]) {
    for (const flipU of [false, true]) {
      for (const flipV of [false, true]) {
        const out = new Float64Array(LOW * LOW);
        for (let u = 1; u <= LOW; u++) {
          for (let v = 1; v <= LOW; v++) {
            const source = swap ? (v - 1) * LOW + (u - 1) : (u - 1) * LOW + (v - 1);
            const sign = (flipU && u % 2 === 1 ? -1 : 1) * (flipV && v % 2 === 1 ? -1 : 1);
            out[(u - 1) * LOW + (v - 1)] = sign * coefficients[source]!;
          }
        }
        variants.push(out);
      }
    }
  }
  return variants;
}

/**
 * The segments of a hash (HASH_SEGMENT_BITS), highest bits first, as unsigned numbers: the
 * same numbers as photo_fingerprints.segment_0 … segment_2.
 */
export function hashSegments(hash: bigint): number[] {
  let rest = 64;
  return HASH_SEGMENT_BITS.map((width) => {
    rest -= width;
    return Number((BigInt.asUintN(64, hash) >> BigInt(rest)) & ((1n << BigInt(width)) - 1n));
  });
}

/** Bits that differ between two 64-bit hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** The 32 × 32 greyscale sample of a region of an image (all of it by default). */
async function sample(
  image: Sharp,
  region?: { left: number; top: number; width: number; height: number },
): Promise<Uint8Array> {
  const pipeline = region ? image.extract(region) : image;
  return pipeline.greyscale().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer();
}

/** The centre `fraction` of each side of a width × height picture. */
export function centreCrop(width: number, height: number, fraction: number) {
  const cropWidth = Math.max(1, Math.round(width * fraction));
  const cropHeight = Math.max(1, Math.round(height * fraction));
  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * Every fingerprint of an oriented picture (the decoded upload, EXIF orientation applied).
 * The whole picture is sampled from the full pixels, as sharp-phash does; the crops from one
 * 256 × 256 reduction, since a centre crop and a resize by axis commute.
 */
export async function computePhotoFingerprints(
  oriented: Buffer,
  options: SharpOptions = {},
): Promise<PhotoFingerprints> {
  const whole = await sample(sharp(oriented, options));
  const reduced = await sharp(oriented, options)
    .greyscale()
    .resize(256, 256, { fit: 'fill' })
    .raw()
    .toBuffer();
  const raw = { raw: { width: 256, height: 256, channels: 1 as const } };
  const fractions = [...new Set([...STORED_CROP_FRACTIONS, ...PROBED_CROP_FRACTIONS])];
  const samples = new Map<number, Uint8Array>([[1, whole]]);
  for (const fraction of fractions) {
    samples.set(fraction, await sample(sharp(reduced, raw), centreCrop(256, 256, fraction)));
  }
  const upright = (fraction: number) => lowFrequencies(samples.get(fraction)!);
  const stored = [1, ...STORED_CROP_FRACTIONS].map((fraction, kind) => ({
    kind,
    hash: hashOfCoefficients(upright(fraction)),
  }));
  const probes = new Set<bigint>();
  for (const fraction of [1, ...PROBED_CROP_FRACTIONS]) {
    for (const variant of dihedralCoefficients(upright(fraction))) {
      probes.add(hashOfCoefficients(variant));
    }
  }
  return { phash: stored[0]!.hash, stored, probes: [...probes] };
}
