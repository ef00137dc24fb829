import { and, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_BLOG_MESSAGES as M,
  BLOG_COVER_FIELD,
  BLOG_COVER_MIN_SIDE,
  BLOG_COVER_WIDTHS,
  BLOG_SLUG_MAX_LENGTH,
  buildPhotoWidthName,
  toBlogSlug,
  type AdminBlogPost,
  type AdminBlogPostPage,
  type AdminBlogPostQuery,
  type AdminBlogPostSummary,
  type AuditAction,
} from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import { blogs } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import {
  storePhotoWidths,
  throwIfAbandoned,
  type UploadControl,
} from '../../platform/storage/image-upload.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { filePartError } from '../../platform/storage/multipart-file.js';
import { htmlToText, sanitizeBlogHtml } from '../../platform/text/sanitize-html.js';
import { readAdminTablePage } from '../admin/index.js';

type BlogRow = typeof blogs.$inferSelect;
type BlogValues = Partial<typeof blogs.$inferInsert>;

/** The editor's fields as the contract's schema parsed them (defaults filled in). */
export interface BlogPostFields {
  title: string;
  slug: string;
  excerpt: string;
  body_html: string;
}

const COVER_PREFIX = 'blog-cover';
/** Names this module gives cover files: `blog-cover-<24 hex>-<width>.webp`. */
const OWN_COVER_NAME = /^(blog-cover-[0-9a-f]{24})-\d+\.webp$/;
const UNIQUE_VIOLATION = '23505';

/** One page of posts in any status, newest change first; `q` searches title and slug. */
export async function listAdminPosts(
  db: Database,
  query: AdminBlogPostQuery,
): Promise<AdminBlogPostPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(blogs.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(blogs.title, pattern), ilike(blogs.slug, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return readAdminTablePage(
    db,
    query,
    blogs,
    { where, orderBy: [desc(blogs.updatedAt), desc(blogs.id)] },
    toSummary,
  );
}

export async function readAdminPost(db: Db, id: number): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw new AppError('not_found', M.postNotFound);
  return toPost(row);
}

/** A new draft; its slug is the one given, or one made from the title (made unique). */
export async function createPost(
  db: Database,
  request: FastifyRequest,
  fields: BlogPostFields,
): Promise<AdminBlogPost> {
  return withSlugConflict(() =>
    db.transaction(async (tx) => {
      const slug = await resolveSlug(tx, fields, undefined);
      const [row] = await tx
        .insert(blogs)
        .values({
          title: fields.title,
          slug,
          excerpt: fields.excerpt,
          bodyHtml: sanitizeBlogHtml(fields.body_html),
          status: 'draft',
        })
        .returning();
      await recordAudit(tx, auditActorOf(request), {
        action: 'blog.create',
        targetType: 'blog',
        targetId: row!.id,
        details: { title: row!.title, slug: row!.slug },
      });
      return toPost(row!);
    }),
  );
}

/** Saves the editor's fields; a published post shows the change at once. */
export async function savePost(
  db: Database,
  request: FastifyRequest,
  id: number,
  fields: BlogPostFields,
): Promise<AdminBlogPost> {
  return withSlugConflict(() =>
    db.transaction(async (tx) => {
      const current = await lockPost(tx, id);
      const slug = await resolveSlug(tx, fields, id);
      const values = {
        title: fields.title,
        slug,
        excerpt: fields.excerpt,
        bodyHtml: sanitizeBlogHtml(fields.body_html),
        updatedAt: new Date(),
      };
      return updatePost(tx, request, id, values, 'blog.update', (row) => ({
        title: row.title,
        ...changedFields(current, row),
      }));
    }),
  );
}

/**
 * Makes the post public at once. The first publication sets published_at (the date the blog
 * shows); publishing again after an unpublish keeps it. A post without a body or an excerpt
 * would be an empty page or card, so it is refused with the message on that field.
 */
export async function publishPost(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    // Markup without words (`<p></p>`, an empty list) is still an empty page.
    if (htmlToText(current.bodyHtml) === '') {
      throw new AppError('unprocessable', M.bodyRequiredToPublish, {
        body_html: M.bodyRequiredToPublish,
      });
    }
    if (current.excerpt.trim() === '') {
      throw new AppError('unprocessable', M.excerptRequiredToPublish, {
        excerpt: M.excerptRequiredToPublish,
      });
    }
    const now = new Date();
    const values: BlogValues = {
      status: 'published',
      // A post once scheduled in the future would stay hidden: publishing means now.
      publishedAt: current.publishedAt && current.publishedAt <= now ? current.publishedAt : now,
      updatedAt: now,
    };
    return updatePost(tx, request, id, values, 'blog.publish', titleAndSlug);
  });
}

/** Hides the post from the blog, its page and the sitemap at once; it becomes a draft. */
export async function unpublishPost(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    await lockPost(tx, id);
    const values: BlogValues = { status: 'draft', updatedAt: new Date() };
    return updatePost(tx, request, id, values, 'blog.unpublish', titleAndSlug);
  });
}

/** Deletes the post; its uploaded cover files go after the row. */
export async function deletePost(
  db: Database,
  storage: ImageStorage,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    await tx.delete(blogs).where(eq(blogs.id, id));
    await recordAudit(tx, auditActorOf(request), {
      action: 'blog.delete',
      targetType: 'blog',
      targetId: id,
      details: { title: current.title, slug: current.slug, status: current.status },
    });
    return current;
  });
  await removeCoverFiles(storage, removed.coverImage);
}

/**
 * The cover through the listing photos' pipeline: recognised by content, at most the pixel
 * limit, re-encoded to WebP at each BLOG_COVER_WIDTHS without any metadata. The widest file's
 * name is stored in cover_image, so the public blog serves it as it serves seeded covers. The
 * files are written first and removed again if the row cannot be; the old cover's files go
 * once the new one is stored.
 */
export async function setCover(
  db: Database,
  storage: ImageStorage,
  request: FastifyRequest,
  id: number,
  input: Buffer,
  upload?: UploadControl,
): Promise<AdminBlogPost> {
  const options = {
    upload,
    prefix: COVER_PREFIX,
    widths: BLOG_COVER_WIDTHS,
    minSide: BLOG_COVER_MIN_SIDE,
    refusals: {
      tooManyPixels: M.coverTooManyPixels,
      tooSmall: M.coverTooSmall,
      notImage: M.coverNotImage,
    },
    refuse: (message: string) => filePartError(BLOG_COVER_FIELD, message),
  };
  let previous: string | null = null;
  const post = await storePhotoWidths(storage, input, options, ({ names }) =>
    db.transaction(async (tx) => {
      const current = await lockPost(tx, id);
      previous = current.coverImage;
      const coverImage = names[names.length - 1]!;
      const values = { coverImage, updatedAt: new Date() };
      const post = await updatePost(tx, request, id, values, 'blog.update', (row) => ({
        title: row.title,
        cover_image: coverImage,
      }));
      throwIfAbandoned(upload);
      return post;
    }),
  );
  await removeCoverFiles(storage, previous);
  return post;
}

export async function removeCover(
  db: Database,
  storage: ImageStorage,
  request: FastifyRequest,
  id: number,
): Promise<AdminBlogPost> {
  let previous: string | null = null;
  const post = await db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    previous = current.coverImage;
    const values = { coverImage: null, updatedAt: new Date() };
    return updatePost(tx, request, id, values, 'blog.update', (row) => ({
      title: row.title,
      cover_image: null,
    }));
  });
  await removeCoverFiles(storage, previous);
  return post;
}

/**
 * Deletes every width of a cover this module stored. Seeded covers (`cover-….jpg`) are left
 * alone: they are the demo content's files, not an upload of this post.
 */
async function removeCoverFiles(storage: ImageStorage, coverImage: string | null): Promise<void> {
  const baseName = coverImage ? OWN_COVER_NAME.exec(coverImage)?.[1] : undefined;
  if (!baseName) return;
  await Promise.all(
    BLOG_COVER_WIDTHS.map((width) =>
      storage.remove(buildPhotoWidthName(baseName, width)).catch(() => undefined),
    ),
  );
}

async function lockPost(tx: Transaction, id: number): Promise<BlogRow> {
  const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
  if (!row) throw new AppError('not_found', M.postNotFound);
  return row;
}

/**
 * Writes `values` to the post the caller locked and records `action` in the same
 * transaction, its details read from the row as saved; answers the post as saved.
 */
async function updatePost(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  values: BlogValues,
  action: AuditAction,
  detailsOf: (row: BlogRow) => Record<string, unknown>,
): Promise<AdminBlogPost> {
  const [row] = await tx.update(blogs).set(values).where(eq(blogs.id, id)).returning();
  await recordAudit(tx, auditActorOf(request), {
    action,
    targetType: 'blog',
    targetId: id,
    details: detailsOf(row!),
  });
  return toPost(row!);
}

/** The audit details of a publish or unpublish: which post, by the names a reader knows. */
function titleAndSlug(row: BlogRow): { title: string; slug: string } {
  return { title: row.title, slug: row.slug };
}

/**
 * The slug to store. One the admin wrote must be free (409 on the slug field otherwise); one
 * made from the title takes the first free of `slug`, `slug-2`, `slug-3`…, so a second post
 * called "Welcome" needs no thought.
 */
async function resolveSlug(tx: Transaction, fields: BlogPostFields, ownId: number | undefined) {
  if (fields.slug !== '') {
    if (await isSlugTaken(tx, fields.slug, ownId)) throw slugTaken();
    return fields.slug;
  }
  const base = toBlogSlug(fields.title);
  if (base === '') {
    throw new AppError('unprocessable', M.slugFromTitleEmpty, { slug: M.slugFromTitleEmpty });
  }
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX_LENGTH - suffix.length).replace(/-$/, '')}${suffix}`;
    if (!(await isSlugTaken(tx, candidate, ownId))) return candidate;
  }
}

async function isSlugTaken(
  tx: Transaction,
  slug: string,
  ownId: number | undefined,
): Promise<boolean> {
  const where =
    ownId === undefined ? eq(blogs.slug, slug) : and(eq(blogs.slug, slug), ne(blogs.id, ownId));
  const [row] = await tx.select({ id: blogs.id }).from(blogs).where(where).limit(1);
  return Boolean(row);
}

function slugTaken(): AppError {
  return new AppError('conflict', M.slugTaken, { slug: M.slugTaken });
}

/** Two admins saving the same free slug at once: the unique index decides, answered as 409. */
async function withSlugConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Which fields a save changed, for the audit entry (names only: bodies are long). */
function changedFields(before: BlogRow, after: BlogRow): { changed: string[] } {
  const changed: string[] = [];
  if (before.title !== after.title) changed.push('title');
  if (before.slug !== after.slug) changed.push('slug');
  if (before.excerpt !== after.excerpt) changed.push('excerpt');
  if (before.bodyHtml !== after.bodyHtml) changed.push('body_html');
  return { changed };
}

function toSummary(row: BlogRow): AdminBlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    cover_image: row.coverImage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

function toPost(row: BlogRow): AdminBlogPost {
  // The editor loads what this answers: an older row is cleaned before it reaches the page.
  return { ...toSummary(row), excerpt: row.excerpt, body_html: sanitizeBlogHtml(row.bodyHtml) };
}
