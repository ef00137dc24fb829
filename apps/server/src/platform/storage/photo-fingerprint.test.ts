import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '../../modules/advertiser/photo-fingerprints.service.js';
import { PHOTO_COPIES, drawDetailedPhoto } from '../../test/listing-helpers.js';
import {
  computePhotoFingerprints,
  hammingDistance,
  hashSegments,
  type PhotoFingerprints,
} from './photo-fingerprint.js';

const phash = createRequire(import.meta.url)('sharp-phash') as (image: Buffer) => Promise<string>;

/** The decoded upload as the upload path hashes it: turned upright, lossless. */
const oriented = (image: Buffer) =>
  sharp(image).autoOrient().png({ compressionLevel: 0 }).toBuffer();
const fingerprintsOf = async (image: Buffer) => computePhotoFingerprints(await oriented(image));

/** The closest pair of a new photo's probes and a stored photo's hashes, in bits. */
function closest(probe: PhotoFingerprints, stored: PhotoFingerprints): number {
  let best = 64;
  for (const hash of probe.probes) {
    for (const entry of stored.stored) best = Math.min(best, hammingDistance(hash, entry.hash));
  }
  return best;
}

/** Whether some probe shares a whole segment with some stored hash (the index finds it). */
function sharesSegment(probe: PhotoFingerprints, stored: PhotoFingerprints): boolean {
  return probe.probes.some((hash) => {
    const segments = hashSegments(hash);
    return stored.stored.some((entry) =>
      hashSegments(entry.hash).some((value, i) => value === segments[i]),
    );
  });
}

describe('computePhotoFingerprints', () => {
  it('hashes the whole picture exactly as sharp-phash does, so stored hashes stay comparable', async () => {
    for (const seed of [1, 2, 3]) {
      const picture = await oriented(await drawDetailedPhoto(seed));
      const bits = await phash(picture);
      const { phash: hash } = await computePhotoFingerprints(picture);
      expect(hash).toBe(BigInt.asIntN(64, BigInt(`0b${bits}`)));
    }
  });

  it('stores three hashes (whole, 90 % and 80 % crops) and looks up with at most 40', async () => {
    const fingerprints = await fingerprintsOf(await drawDetailedPhoto(4));
    expect(fingerprints.stored.map((entry) => entry.kind)).toEqual([0, 1, 2]);
    expect(fingerprints.probes.length).toBeGreaterThan(8);
    expect(fingerprints.probes.length).toBeLessThanOrEqual(40);
    expect(fingerprints.probes).toContain(fingerprints.phash);
  });

  it('keeps mirrored, turned and cropped (5 % to 20 %) copies within 5 bits and findable by a segment', async () => {
    for (const seed of [5, 6, 7]) {
      const photo = await drawDetailedPhoto(seed);
      const original = await fingerprintsOf(photo);
      const copies = [
        await PHOTO_COPIES.mirrored(photo),
        await PHOTO_COPIES.turned(photo, 90),
        await PHOTO_COPIES.turned(photo, 180),
        await PHOTO_COPIES.turned(photo, 270),
        ...(await Promise.all(
          [0.05, 0.1, 0.15, 0.2].map((fraction) => PHOTO_COPIES.cropped(photo, fraction)),
        )),
        await PHOTO_COPIES.cropped(await PHOTO_COPIES.mirrored(photo), 0.15),
      ];
      for (const copy of copies) {
        const copied = await fingerprintsOf(copy);
        expect(closest(copied, original)).toBeLessThanOrEqual(5);
        expect(sharesSegment(copied, original)).toBe(true);
      }
    }
  });

  it('keeps unrelated detailed photos more than the match distance apart at their closest turn or crop', async () => {
    const photos = await Promise.all([20, 21, 22, 23, 24].map((seed) => drawDetailedPhoto(seed)));
    const fingerprints = await Promise.all(photos.map(fingerprintsOf));
    for (const [i, a] of fingerprints.entries()) {
      for (const b of fingerprints.slice(i + 1)) {
        expect(closest(a, b)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
        expect(closest(b, a)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
      }
    }
  });
});

describe('hashSegments', () => {
  it('cuts a hash into segments of 21, 21 and 22 bits, highest bits first, as unsigned numbers', () => {
    // Bits 63–43, 42–22 and 21–0 of 0x0123456789abcdef.
    expect(hashSegments(BigInt.asIntN(64, 0x0123_4567_89ab_cdefn))).toEqual([
      0x2468, 0x15_9e26, 0x2b_cdef,
    ]);
    expect(hashSegments(-1n)).toEqual([0x1f_ffff, 0x1f_ffff, 0x3f_ffff]);
    expect(hashSegments(0n)).toEqual([0, 0, 0]);
  });

  it('leaves at least one segment whole between hashes at most 2 bits apart (the pigeonhole the index relies on)', () => {
    let state = 12345;
    const nextBit = () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % 64;
    };
    for (let trial = 0; trial < 2000; trial++) {
      const hash = BigInt.asIntN(64, BigInt(trial) * 0x9e37_79b9_7f4a_7c15n);
      let changed = hash;
      for (let flip = 0; flip < 2; flip++) changed ^= 1n << BigInt(nextBit());
      changed = BigInt.asIntN(64, changed);
      expect(hammingDistance(hash, changed)).toBeLessThanOrEqual(2);
      const a = hashSegments(hash);
      const b = hashSegments(changed);
      expect(a.some((value, i) => value === b[i])).toBe(true);
    }
  });
});

describe('hammingDistance', () => {
  it('counts the differing bits of signed 64-bit hashes', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(-1n, BigInt.asIntN(64, 0x7fff_ffff_ffff_fffen))).toBe(2);
  });
});
