import { describe, expect, it } from 'vitest';
import { buildPhotoSrcSet } from './listing.js';

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
