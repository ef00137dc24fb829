import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PHOTO_MAX_PIXELS, PHOTO_WIDTHS, PROFILE_IMAGE_MAX_PIXELS } from '@app/contract';
import {
  IMAGE_PROCESSING_CONCURRENCY,
  ImagesBusyError,
  TooManyPixelsError,
  createWorkLimiter,
  imagePipeline,
  reencodePhotoToWidths,
  reencodeUploadedImage,
} from './image-upload.js';

/**
 * A well-formed GIF whose header and only frame claim `width` × `height` pixels, with an empty
 * LZW stream: some 40 bytes that a decoder would expand to width × height × 4 bytes.
 */
function gifClaiming(width: number, height: number): Buffer {
  const size = (value: number) => [value & 0xff, value >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...size(width),
    ...size(height),
    0x80, // a global colour table of 2 colours
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // image descriptor
    ...size(0),
    ...size(0),
    ...size(width),
    ...size(height),
    0,
    2, // LZW minimum code size
    1,
    0x2c, // clear code, end of information
    0,
    0x3b, // trailer
  ]);
}

/** A PNG header claiming width × height, from sharp itself (1 × 1 pixels, then patched). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#000' },
  })
    .png()
    .toBuffer();
  // IHDR's width and height sit at bytes 16 and 20; libvips reads them without a CRC check
  // before decoding, which is all the limit needs to see.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const smallPhoto = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a3b52' } })
    .jpeg()
    .toBuffer();

describe('pixel limits proportionate to what is stored', () => {
  it('refuses a tiny GIF that claims 49 megapixels as a profile photo, before decoding', async () => {
    const bomb = gifClaiming(7000, 7000);
    expect(bomb.length).toBeLessThan(100);
    const metadata = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(metadata.width! * metadata.height!).toBe(49_000_000);
    await expect(
      reencodeUploadedImage(bomb, { maxDimension: 800, maxPixels: PROFILE_IMAGE_MAX_PIXELS }),
    ).rejects.toBeInstanceOf(TooManyPixelsError);
    // The default limit (listing photos) is under 49 MP too.
    await expect(reencodeUploadedImage(bomb, { maxDimension: 800 })).rejects.toBeInstanceOf(
      TooManyPixelsError,
    );
  });

  it('refuses a listing photo over PHOTO_MAX_PIXELS (45 MP, once accepted) from its header', async () => {
    expect(PHOTO_MAX_PIXELS).toBeLessThan(45_000_000);
    const bomb = await pngClaiming(9000, 5000);
    await expect(reencodePhotoToWidths(bomb, PHOTO_WIDTHS)).rejects.toBeInstanceOf(
      TooManyPixelsError,
    );
  });
});

describe('a bounded image pipeline', () => {
  it(`never decodes more than ${IMAGE_PROCESSING_CONCURRENCY} uploads at once`, async () => {
    const photo = await smallPhoto();
    imagePipeline.resetPeak();
    const uploads = Array.from({ length: 6 }, () =>
      reencodeUploadedImage(photo, { maxDimension: 200 }),
    );
    // All six are taken in; only two run, the rest wait their turn.
    expect(imagePipeline.load()).toMatchObject({
      active: IMAGE_PROCESSING_CONCURRENCY,
      waiting: 6 - IMAGE_PROCESSING_CONCURRENCY,
    });
    const results = await Promise.all(uploads);
    expect(results.every((result) => result.width === 200)).toBe(true);
    expect(imagePipeline.load()).toMatchObject({
      active: 0,
      waiting: 0,
      peak: IMAGE_PROCESSING_CONCURRENCY,
    });
  });

  it('drops a waiting task whose client has gone, without running it, and the next task takes the turn', async () => {
    const limiter = createWorkLimiter(1, 5);
    let openGate = () => {};
    const running = limiter.run(() => new Promise<void>((resolve) => (openGate = resolve)));
    const client = new AbortController();
    let ran = false;
    const abandoned = limiter.run(async () => {
      ran = true;
    }, client.signal);
    const next = limiter.run(async () => 'next');
    expect(limiter.load()).toMatchObject({ active: 1, waiting: 2 });

    client.abort();

    await expect(abandoned).rejects.toMatchObject({ name: 'UploadAbandonedError', started: false });
    expect(limiter.load()).toMatchObject({ active: 1, waiting: 1 });
    openGate();
    await running;
    await expect(next).resolves.toBe('next');
    expect(ran).toBe(false);
    expect(limiter.load()).toEqual({ active: 0, waiting: 0, peak: 1, started: 2 });
  });

  it('answers busy (503 with a message) once its queue is full, and frees slots on failure', async () => {
    const limiter = createWorkLimiter(2, 1);
    const gates: Array<() => void> = [];
    const task = () => new Promise<void>((resolve) => gates.push(resolve));
    const running = [limiter.run(task), limiter.run(task), limiter.run(task)];
    let refused: unknown;
    await limiter.run(task).catch((error: unknown) => (refused = error));
    expect(refused).toBeInstanceOf(ImagesBusyError);
    expect((refused as ImagesBusyError).statusCode).toBe(503);
    expect((refused as ImagesBusyError).message).toBe(MESSAGES.imagesBusy);
    expect(limiter.load()).toEqual({ active: 2, waiting: 1, peak: 2, started: 2 });
    // A task that throws still hands its slot on.
    await expect(limiter.run(() => Promise.reject(new Error('x')))).rejects.toBeInstanceOf(
      ImagesBusyError,
    );
    while (gates.length > 0 || limiter.load().active > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(running);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limiter.load()).toMatchObject({ active: 0, waiting: 0 });
  });
});
