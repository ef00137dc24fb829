import { describe, expect, it } from 'vitest';
import {
  BLOG_SLUG_MAX_LENGTH,
  BLOG_SLUG_PATTERN,
  BlogPostInputSchema,
  ADMIN_BLOG_MESSAGES as M,
  toBlogSlug,
} from './admin-blog.js';

describe('toBlogSlug', () => {
  it('makes a slug of lower-case words joined by hyphens, without accents or punctuation', () => {
    expect(toBlogSlug('Sydney’s Best Bars & Cafés!')).toBe('sydneys-best-bars-cafes');
    expect(toBlogSlug('  Five   tips -- for 2026 ')).toBe('five-tips-for-2026');
    expect(toBlogSlug('!!!')).toBe('');
  });

  it('cuts a long title at a word end within the limit, and the result obeys the slug rule', () => {
    const slug = toBlogSlug('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(BLOG_SLUG_PATTERN.test(slug)).toBe(true);
  });
});

describe('BlogPostInputSchema', () => {
  it('accepts an empty slug (made from the title) and refuses one that breaks the rule', () => {
    expect(BlogPostInputSchema.parse({ title: ' Hello ' })).toEqual({
      title: 'Hello',
      slug: '',
      excerpt: '',
      body_html: '',
    });
    const result = BlogPostInputSchema.safeParse({ title: 'Hello', slug: 'Hello World' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.slugInvalid);
  });
});
