import { describe, expect, it } from 'vitest';
import { buildPhotoSrcSet, buildSourcesSrcSet } from './listing-photos.js';

describe('buildPhotoSrcSet', () => {
  it('lists every stored width of an uploaded photo, narrowest first', () => {
    expect(buildPhotoSrcSet('listing-0a1b2c-1280.webp')).toBe(
      '/images/listing-0a1b2c-320.webp 320w, /images/listing-0a1b2c-640.webp 640w, /images/listing-0a1b2c-1280.webp 1280w',
    );
  });

  it('has none for an image kept in one size', () => {
    expect(buildPhotoSrcSet('portrait-3f2e1d.jpg')).toBeUndefined();
    expect(buildPhotoSrcSet('listing-0a1b2c-640.webp')).toBeUndefined();
  });
});

describe('buildSourcesSrcSet', () => {
  it('describes each stored width, and has none for a demo photo of unrecorded width', () => {
    const stored = [
      { width: 320, url: '/images/a-320.webp' },
      { width: 640, url: '/images/a-640.webp' },
    ];
    expect(buildSourcesSrcSet(stored)).toBe('/images/a-320.webp 320w, /images/a-640.webp 640w');
    // `0w` is not a valid descriptor: the browser would drop the whole srcset with an error.
    expect(buildSourcesSrcSet([{ width: 0, url: '/images/portrait.jpg' }])).toBeUndefined();
  });
});
