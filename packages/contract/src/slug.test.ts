import { describe, expect, it } from 'vitest';
import { buildProfilePath, fromSlug, slugToTitle, toPlaceKey, toSlug } from './slug.js';

describe('slug helpers', () => {
  it('writes places lower case with hyphens for URLs', () => {
    expect(toSlug('New South Wales')).toBe('new-south-wales');
    expect(toSlug('  Kings   Cross ')).toBe('kings-cross');
  });

  it('turns hyphens back into spaces', () => {
    expect(fromSlug('alice-springs')).toBe('alice springs');
  });

  it('titles a route word as the results heading does', () => {
    expect(slugToTitle('australian-capital-territory')).toBe('Australian Capital Territory');
    expect(slugToTitle('SYDNEY')).toBe('Sydney');
  });

  it('gives one place key to every spelling of a place, the overlay’s fixed link words included', () => {
    expect(toPlaceKey('St Kilda')).toBe(toPlaceKey('StKilda'));
    expect(toPlaceKey('St. Kilda')).toBe('stkilda');
    expect(toPlaceKey('home-bush')).toBe(toPlaceKey('Homebush'));
  });

  it('builds the profile URL with the name lower case, spaces as dashes and the state query', () => {
    expect(buildProfilePath('Mia Rose', 42, 'New South Wales')).toBe(
      '/profile/mia-rose/42?state=new-south-wales',
    );
    expect(buildProfilePath('Zoe', 7)).toBe('/profile/zoe/7');
  });
});
