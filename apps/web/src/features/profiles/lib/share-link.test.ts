import { describe, expect, it } from 'vitest';
import { buildProfileShareLink } from './share-link';

const PROFILE = { id: 42, name: 'Mia Rose', state: 'New South Wales' };

describe('buildProfileShareLink', () => {
  it('is the origin and the canonical path, with the state as its only query', () => {
    expect(buildProfileShareLink(PROFILE, 'https://example.test')).toBe(
      'https://example.test/profile/mia-rose/42?state=new-south-wales',
    );
  });

  it('drops whatever query, fragment or path the visitor arrived with', () => {
    expect(
      buildProfileShareLink(
        PROFILE,
        'https://example.test/profile/old-name/42?state=x&utm_source=mail&fbclid=1#photos',
      ),
    ).toBe('https://example.test/profile/mia-rose/42?state=new-south-wales');
  });
});
