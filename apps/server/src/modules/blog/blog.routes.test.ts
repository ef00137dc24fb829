import { describe, expect, it } from 'vitest';
import { GetBlogsResponseSchema } from '@app/contract';
import { createBlogPost } from '../../test/factories.js';
import { useApiTest } from '../../test/api-test.js';

const api = useApiTest();

describe('GET /api/get-blogs', () => {
  it('lists published posts newest first, leaving out drafts and scheduled posts', async () => {
    const older = await createBlogPost(api.database.db, {
      title: 'Older',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createBlogPost(api.database.db, {
      title: 'Newer',
      publishedAt: new Date('2026-02-01T00:00:00Z'),
      coverImage: 'cover-abc.jpg',
    });
    await createBlogPost(api.database.db, { title: 'Draft', status: 'draft' });
    await createBlogPost(api.database.db, {
      title: 'Scheduled',
      publishedAt: new Date(Date.now() + 86_400_000),
    });

    const response = await api.testApp.app.inject({ method: 'GET', url: '/api/get-blogs' });

    expect(response.statusCode).toBe(200);
    const body = GetBlogsResponseSchema.parse(response.json());
    expect(body.data.map((post) => post.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual({
      id: newer.id,
      title: 'Newer',
      slug: newer.slug,
      excerpt: 'An excerpt.',
      cover_image: 'cover-abc.jpg',
      published_at: '2026-02-01T00:00:00.000Z',
    });
  });
});
