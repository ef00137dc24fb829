import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BLOG_MESSAGES as M,
  ADMIN_BLOG_POSTS_PATH,
  BLOG_COVER_WIDTHS,
  GET_BLOGS_PATH,
  buildAdminBlogCoverPath,
  buildAdminBlogPostPath,
  buildAdminBlogPublishPath,
  buildAdminBlogUnpublishPath,
  buildBlogEntryApiPath,
  buildBlogPath,
  buildImageUrl,
  buildPhotoWidthName,
  type AdminBlogPost,
  type BlogPostInput,
} from '@app/contract';
import { auditLog, blogs } from '../../db/schema.js';
import { expectAnswer, expectFieldErrors, useApiTest } from '../../test/api-test.js';
import { createAdminAccount, createBlogPost, type TestAccount } from '../../test/factories.js';
import {
  drawPhoto,
  FULL_SIZE_PHOTO,
  drawPhotoWithGps,
  hasGpsExif,
  multipartFile,
  send,
  storedFiles,
} from '../../test/listing-helpers.js';

/** The entry page (/blog/:name/:id) is served only with a web build: a tiny one. */
const api = useApiTest({
  webDist: {
    'index.html':
      '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>',
  },
  env: { PUBLIC_URL: 'https://directory.example' },
});

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAdminAccount(api.db, api.testApp.tokens, { email: 'editor@example.com' });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return send(api.app, method, url, admin.authorization, payload);
}

const READY: BlogPostInput = {
  title: 'Staying Safe in Sydney',
  excerpt: 'Five habits of careful clients.',
  body_html: '<h2>First</h2><p>Be on time.</p>',
};

async function createDraft(input: Partial<BlogPostInput> = {}): Promise<AdminBlogPost> {
  const response = await call('POST', ADMIN_BLOG_POSTS_PATH, { ...READY, ...input });
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json().data;
}

/** What isPublic finds for a published post, and for any other. */
const SHOWN_EVERYWHERE = { inList: true, entryStatus: 200, pageStatus: 200, inSitemap: true };
const HIDDEN_EVERYWHERE = { inList: false, entryStatus: 404, pageStatus: 404, inSitemap: false };

async function isPublic(post: { id: number; slug: string }) {
  const list = await api.app.inject({ method: 'GET', url: GET_BLOGS_PATH });
  const entry = await api.app.inject({ method: 'GET', url: buildBlogEntryApiPath(post.id) });
  const page = await api.app.inject({ method: 'GET', url: buildBlogPath(post) });
  const sitemap = await api.app.inject({ method: 'GET', url: '/sitemap.xml' });
  return {
    inList: list.json().data.some((item: { id: number }) => item.id === post.id),
    entryStatus: entry.statusCode,
    pageStatus: page.statusCode,
    inSitemap: sitemap.body.includes(`https://directory.example${buildBlogPath(post)}<`),
  };
}

async function auditFor(id: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(id)))
    .orderBy(desc(auditLog.id));
}

async function readStored(name: string): Promise<Buffer> {
  const file = await api.testApp.storage.open(name);
  if (!file) throw new Error(`no file ${name}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function uploadCover(id: number, data: Buffer, options?: Parameters<typeof multipartFile>[1]) {
  const body = multipartFile(data, { field: 'cover', filename: 'cover.jpg', ...options });
  return api.app.inject({
    method: 'POST',
    url: buildAdminBlogCoverPath(id),
    headers: { ...body.headers, authorization: admin.authorization },
    payload: body.payload,
  });
}

describe('creating, publishing and unpublishing a post', () => {
  it('creates a draft that is nowhere public, and publishing shows it on the blog, its page and the sitemap at once', async () => {
    // The sitemap's profile cache is primed first: a publish must not wait for it.
    await api.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const created = await call('POST', ADMIN_BLOG_POSTS_PATH, READY);

    expectAnswer(created, 201, M.created);
    const draft: AdminBlogPost = created.json().data;
    expect(draft).toMatchObject({
      title: 'Staying Safe in Sydney',
      slug: 'staying-safe-in-sydney',
      status: 'draft',
      published_at: null,
      excerpt: 'Five habits of careful clients.',
      body_html: '<h2>First</h2><p>Be on time.</p>',
    });
    expect(await isPublic(draft)).toEqual(HIDDEN_EVERYWHERE);

    const published = await call('POST', buildAdminBlogPublishPath(draft.id));

    expectAnswer(published, 200, M.published);
    const firstPublishedAt = published.json().data.published_at;
    expect(firstPublishedAt).not.toBeNull();
    expect(await isPublic(draft)).toEqual(SHOWN_EVERYWHERE);

    const unpublished = await call('POST', buildAdminBlogUnpublishPath(draft.id));

    expectAnswer(unpublished, 200, M.unpublished);
    expect(unpublished.json().data.status).toBe('draft');
    expect(await isPublic(draft)).toEqual(HIDDEN_EVERYWHERE);

    // Published again: the first publication's date stays the post's date.
    const again = await call('POST', buildAdminBlogPublishPath(draft.id));
    expect(again.json().data.published_at).toBe(firstPublishedAt);

    const actions = (await auditFor(draft.id)).map((row) => row.action);
    expect(actions).toEqual(['blog.publish', 'blog.unpublish', 'blog.publish', 'blog.create']);
    const [latest] = await auditFor(draft.id);
    expect(latest).toMatchObject({
      actorId: admin.id,
      actorEmail: 'editor@example.com',
      targetType: 'blog',
    });
  });

  it('refuses to publish a post without a body or an excerpt, with the message on that field', async () => {
    const noBody = await createDraft({
      title: 'Empty body',
      body_html: '<p> </p><ul><li></li></ul>',
    });
    const noExcerpt = await createDraft({ title: 'Empty excerpt', excerpt: '' });

    const first = await call('POST', buildAdminBlogPublishPath(noBody.id));
    const second = await call('POST', buildAdminBlogPublishPath(noExcerpt.id));

    expectFieldErrors(first, { body_html: M.bodyRequiredToPublish });
    expectFieldErrors(second, { excerpt: M.excerptRequiredToPublish });
    const [row] = await api.db.select().from(blogs).where(eq(blogs.id, noBody.id));
    expect(row!.status).toBe('draft');
  });

  it('saves a published post so the public entry shows the change at once', async () => {
    const post = await createDraft({ title: 'Changing post' });
    await call('POST', buildAdminBlogPublishPath(post.id));

    const saved = await call('PUT', buildAdminBlogPostPath(post.id), {
      ...READY,
      title: 'Changed post',
      slug: post.slug,
      body_html: '<p>New words.</p>',
    });

    expectAnswer(saved, 200, M.savedPublished);
    const entry = await api.app.inject({ method: 'GET', url: buildBlogEntryApiPath(post.id) });
    expect(entry.json().data).toMatchObject({
      title: 'Changed post',
      body_html: '<p>New words.</p>',
    });
    const [latest] = await auditFor(post.id);
    expect(latest).toMatchObject({
      action: 'blog.update',
      details: { title: 'Changed post', changed: ['title', 'body_html'] },
    });
  });
});

describe('slugs', () => {
  it('makes the slug from the title when it is left empty, and a free one when that is taken', async () => {
    const first = await createDraft({ title: 'Café Guide: Melbourne’s Best!', slug: '' });
    const second = await createDraft({ title: 'Cafe guide   Melbournes best', slug: '' });

    expect(first.slug).toBe('cafe-guide-melbournes-best');
    expect(second.slug).toBe('cafe-guide-melbournes-best-2');
  });

  it('answers 409 on the slug field for a slug another post has, and keeps the post as it was', async () => {
    const taken = await createDraft({ title: 'Original', slug: 'taken-slug' });
    const other = await createDraft({ title: 'Other', slug: 'other-slug' });

    const created = await call('POST', ADMIN_BLOG_POSTS_PATH, { ...READY, slug: 'taken-slug' });
    const saved = await call('PUT', buildAdminBlogPostPath(other.id), {
      ...READY,
      slug: taken.slug,
    });

    for (const response of [created, saved]) {
      expectAnswer(response, 409, M.slugTaken);
      expect(response.json().errors).toEqual({ slug: M.slugTaken });
    }
    const [row] = await api.db.select().from(blogs).where(eq(blogs.id, other.id));
    expect(row!.slug).toBe('other-slug');
    // A post keeps its own slug on save.
    const own = await call('PUT', buildAdminBlogPostPath(taken.id), {
      ...READY,
      slug: 'taken-slug',
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 422 with the contract messages for a bad slug, a missing title and a title no slug can be made from', async () => {
    const badSlug = await call('POST', ADMIN_BLOG_POSTS_PATH, { ...READY, slug: 'Not A Slug!' });
    const noTitle = await call('POST', ADMIN_BLOG_POSTS_PATH, { ...READY, title: '   ' });
    const symbols = await call('POST', ADMIN_BLOG_POSTS_PATH, { ...READY, title: '!!!', slug: '' });

    expectFieldErrors(badSlug, { slug: M.slugInvalid });
    expectFieldErrors(noTitle, { title: M.titleRequired });
    expectFieldErrors(symbols, { slug: M.slugFromTitleEmpty });
  });
});

describe('the body', () => {
  it('is stored sanitised: no script, no event handler, no javascript: link, while headings, lists and links stay', async () => {
    const post = await createDraft({
      title: 'Sanitised',
      body_html:
        '<h2 onclick="x()">Title</h2><script>alert(1)</script><p>Hi <img src=x onerror="alert(2)"><a href="https://example.com/a" onmouseover="y()" style="color:red">link</a> <a href="javascript:alert(3)">bad</a></p><ul><li><strong>b</strong> <em>i</em></li></ul><iframe src="https://evil.example"></iframe>',
    });

    const [row] = await api.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row!.bodyHtml).toBe(
      '<h2>Title</h2><p>Hi <a href="https://example.com/a">link</a> <a>bad</a></p><ul><li><strong>b</strong> <em>i</em></li></ul>',
    );
    expect(row!.bodyHtml).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });
});

describe('the cover image', () => {
  it('stores a JPEG with GPS EXIF as WebP widths without metadata, served like seeded covers', async () => {
    const post = await createDraft({ title: 'With cover' });
    const original = await drawPhotoWithGps(301, FULL_SIZE_PHOTO);
    expect(await hasGpsExif(original)).toBe(true);

    const uploaded = await uploadCover(post.id, original);

    expectAnswer(uploaded, 200, M.coverSaved);
    const cover: string = uploaded.json().data.cover_image;
    const base = /^(blog-cover-[0-9a-f]{24})-1280\.webp$/.exec(cover)?.[1];
    expect(base).toBeDefined();
    for (const width of BLOG_COVER_WIDTHS) {
      const metadata = await sharp(await readStored(buildPhotoWidthName(base!, width))).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.width).toBe(Math.min(width, FULL_SIZE_PHOTO.width));
    }
    const served = await api.app.inject({ method: 'GET', url: buildImageUrl(cover) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    await call('POST', buildAdminBlogPublishPath(post.id));
    const list = await api.app.inject({ method: 'GET', url: GET_BLOGS_PATH });
    const card = list.json().data.find((item: { id: number }) => item.id === post.id);
    expect(card.cover_image).toBe(cover);

    // Replacing the cover removes the old files; removing it leaves none.
    const replaced = await uploadCover(post.id, await drawPhoto(302, { format: 'png' }));
    expect(replaced.statusCode).toBe(200);
    const files = await storedFiles(api.testApp);
    expect(files.some((name) => name.startsWith(base!))).toBe(false);
    const next: string = replaced.json().data.cover_image;
    const removed = await call('DELETE', buildAdminBlogCoverPath(post.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: M.coverRemoved, data: { cover_image: null } });
    const nextBase = next.replace(/-1280\.webp$/, '');
    expect((await storedFiles(api.testApp)).some((name) => name.startsWith(nextBase))).toBe(false);
  });

  it('refuses a non-image and a missing file with 422 on the cover field, storing nothing', async () => {
    const post = await createDraft({ title: 'Bad cover' });
    const before = await storedFiles(api.testApp);

    const pdf = await uploadCover(post.id, Buffer.from('%PDF-1.4 not an image\n'.repeat(100)));
    const wrongField = await uploadCover(post.id, await drawPhoto(303), { field: 'photo' });
    const tiny = await uploadCover(post.id, await drawPhoto(304, { width: 200, height: 200 }));

    expectFieldErrors(pdf, { cover: M.coverNotImage });
    expectFieldErrors(wrongField, { cover: M.coverRequired });
    expectFieldErrors(tiny, { cover: M.coverTooSmall });
    expect(await storedFiles(api.testApp)).toEqual(before);
    const [row] = await api.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row!.coverImage).toBeNull();
  });
});

describe('listing, reading and deleting', () => {
  it('lists drafts and published posts, filtered by status and searched, a page at a time', async () => {
    const marker = `zebra${Date.now()}`;
    const draft = await createDraft({ title: `${marker} draft` });
    const live = await createDraft({ title: `${marker} live` });
    await call('POST', buildAdminBlogPublishPath(live.id));

    const all = await call('GET', `${ADMIN_BLOG_POSTS_PATH}?q=${marker}`);
    const published = await call('GET', `${ADMIN_BLOG_POSTS_PATH}?q=${marker}&status=published`);
    const paged = await call('GET', `${ADMIN_BLOG_POSTS_PATH}?q=${marker}&per_page=1&page=2`);

    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((post: AdminBlogPost) => post.id)).toEqual([live.id, draft.id]);
    expect(all.json().total).toBe(2);
    expect(published.json().data.map((post: AdminBlogPost) => post.id)).toEqual([live.id]);
    expect(paged.json()).toMatchObject({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(paged.json().data.map((post: AdminBlogPost) => post.id)).toEqual([draft.id]);
  });

  it('answers 400 with a message for an unknown status and a bad page', async () => {
    const status = await call('GET', `${ADMIN_BLOG_POSTS_PATH}?status=archived`);
    const page = await call('GET', `${ADMIN_BLOG_POSTS_PATH}?page=0`);

    expectAnswer(status, 400, `status: ${M.statusInvalid}`);
    expect(page.statusCode).toBe(400);
  });

  it('reads one post in any status and deletes it with its audit row', async () => {
    const post = await createBlogPost(api.db, { title: 'Seeded', status: 'published' });

    const read = await call('GET', buildAdminBlogPostPath(post.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: post.id, title: 'Seeded', status: 'published' });

    const deleted = await call('DELETE', buildAdminBlogPostPath(post.id));

    expectAnswer(deleted, 200, M.deleted);
    expect(await api.db.select().from(blogs).where(eq(blogs.id, post.id))).toHaveLength(0);
    expect((await isPublic(post)).inList).toBe(false);
    const [entry] = await auditFor(post.id);
    expect(entry).toMatchObject({
      action: 'blog.delete',
      details: { title: 'Seeded', status: 'published' },
    });
  });

  it('answers 404 with the contract message for every route on a missing post, and 400 for a bad id', async () => {
    const missing = 2_000_000_000;
    const responses = [
      await call('GET', buildAdminBlogPostPath(missing)),
      await call('PUT', buildAdminBlogPostPath(missing), READY),
      await call('POST', buildAdminBlogPublishPath(missing)),
      await call('POST', buildAdminBlogUnpublishPath(missing)),
      await call('DELETE', buildAdminBlogPostPath(missing)),
      await uploadCover(missing, await drawPhoto(305)),
      await call('DELETE', buildAdminBlogCoverPath(missing)),
    ];
    for (const response of responses) {
      expectAnswer(response, 404, M.postNotFound);
    }
    const badId = await call('GET', `${ADMIN_BLOG_POSTS_PATH}/first-post`);
    expect(badId.statusCode).toBe(400);
  });
});

describe('an older unsanitised body', () => {
  it('reaches the editor cleaned: no script, no handler, no javascript: link', async () => {
    const post = await createBlogPost(api.db, {
      bodyHtml:
        '<p>Old<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    });

    const read = await call('GET', buildAdminBlogPostPath(post.id));

    expect(read.statusCode).toBe(200);
    const body = (read.json().data as AdminBlogPost).body_html;
    expect(body).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(body).toContain('Old');
  });
});
