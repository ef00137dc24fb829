import { describe, expect, it } from 'vitest';
import { GetBlogEntryResponseSchema, GetBlogsResponseSchema } from '@app/contract';
import { createBlogPost } from '../../test/factories.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';

const api = useApiTest();

describe('GET /api/get-blogs', () => {
  it('lists published posts newest first, leaving out drafts and scheduled posts', async () => {
    const older = await createBlogPost(api.db, {
      title: 'Older',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createBlogPost(api.db, {
      title: 'Newer',
      publishedAt: new Date('2026-02-01T00:00:00Z'),
      coverImage: 'cover-abc.jpg',
    });
    await createBlogPost(api.db, { title: 'Draft', status: 'draft' });
    await createBlogPost(api.db, {
      title: 'Scheduled',
      publishedAt: new Date(Date.now() + 86_400_000),
    });

    const response = await api.app.inject({ method: 'GET', url: '/api/get-blogs' });

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

describe('GET /api/blogs/:id', () => {
  const getEntry = (id: number | string) =>
    api.app.inject({ method: 'GET', url: `/api/blogs/${id}` });

  it('answers a published post with its body', async () => {
    const post = await createBlogPost(api.db, {
      title: 'Staying safe',
      bodyHtml: '<h2>First</h2><p>Body text.</p>',
      coverImage: 'cover-safe.jpg',
      publishedAt: new Date('2026-03-01T09:00:00Z'),
    });

    const response = await getEntry(post.id);

    expect(response.statusCode).toBe(200);
    expect(GetBlogEntryResponseSchema.parse(response.json()).data).toEqual({
      id: post.id,
      title: 'Staying safe',
      slug: post.slug,
      excerpt: 'An excerpt.',
      cover_image: 'cover-safe.jpg',
      published_at: '2026-03-01T09:00:00.000Z',
      body_html: '<h2>First</h2><p>Body text.</p>',
    });
  });

  it('answers a JSON 404 for a draft, a scheduled post and a missing id', async () => {
    const draft = await createBlogPost(api.db, { status: 'draft' });
    const scheduled = await createBlogPost(api.db, {
      publishedAt: new Date(Date.now() + 86_400_000),
    });

    for (const id of [draft.id, scheduled.id, 2_000_000_000]) {
      const response = await getEntry(id);
      expectAnswer(response, 404, 'Not found');
    }
  });

  it('answers a 400 for an id that is not a positive whole number', async () => {
    const response = await getEntry('first-post');

    expectAnswer(response, 400, 'id: must be a positive whole number.');
  });
});

describe('blog bodies are sanitised on the server', () => {
  it('answers a body written before sanitising (straight into the table) without script, handlers or javascript: links', async () => {
    const post = await createBlogPost(api.db, {
      bodyHtml:
        '<p>Hello<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">bad</a> <a href="https://example.com/ok" onclick="x()">good</a></p><iframe src="https://evil.example"></iframe>',
      publishedAt: new Date('2026-03-01T09:00:00Z'),
    });

    const response = await api.app.inject({ method: 'GET', url: `/api/blogs/${post.id}` });

    expect(response.statusCode).toBe(200);
    const body = GetBlogEntryResponseSchema.parse(response.json()).data.body_html;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(body).toContain('<a href="https://example.com/ok">good</a>');
    expect(body).toContain('Hello');
  });
});
