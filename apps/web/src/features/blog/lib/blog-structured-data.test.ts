import { SITE_NAME } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { buildBlogPostingStructuredData } from './blog-structured-data';

const SITE = 'https://directory.example';

describe('buildBlogPostingStructuredData', () => {
  it('describes the post by its title, dates, cover and absolute URL', () => {
    const [posting] = buildBlogPostingStructuredData(SITE, {
      id: 3,
      slug: 'staying-safe',
      title: 'Staying safe',
      excerpt: 'Five habits.',
      cover_image: 'cover.webp',
      published_at: '2026-01-02T03:04:05.000Z',
    });

    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Staying safe',
      description: 'Five habits.',
      datePublished: '2026-01-02T03:04:05.000Z',
      url: `${SITE}/blog/staying-safe/3`,
      mainEntityOfPage: `${SITE}/blog/staying-safe/3`,
      image: expect.stringMatching(/^https:\/\/directory\.example\/images\/.*cover\.webp$/),
      publisher: { name: SITE_NAME },
    });
  });

  it('names no image for a post without a cover', () => {
    const [posting] = buildBlogPostingStructuredData(SITE, {
      id: 3,
      slug: 'staying-safe',
      title: 'Staying safe',
      excerpt: '',
      cover_image: null,
      published_at: '2026-01-02T03:04:05.000Z',
    });

    expect(posting).not.toHaveProperty('image');
  });
});
