import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { BlogEntry, BlogSummary } from '@app/contract';
import type { Database } from '../../db/client.js';
import { blogs } from '../../db/schema.js';
import { sanitizeBlogHtml } from '../../platform/text/sanitize-html.js';

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  coverImage: blogs.coverImage,
  publishedAt: blogs.publishedAt,
};

type SummaryRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string | null;
  publishedAt: Date | null;
};

/** A post is public once published and its publish time has come (scheduled posts wait). */
function isPublic(now: Date) {
  return and(
    eq(blogs.status, 'published'),
    isNotNull(blogs.publishedAt),
    lte(blogs.publishedAt, now),
  );
}

/** Published posts, newest first; a post scheduled for later stays hidden until its time. */
export async function listPublishedPosts(db: Database, now = new Date()): Promise<BlogSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogs)
    .where(isPublic(now))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(toSummary);
}

/** One public post with its body, or undefined when it is missing, a draft or scheduled. */
export async function findPublishedPost(
  db: Database,
  id: number,
  now = new Date(),
): Promise<BlogEntry | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: blogs.bodyHtml })
    .from(blogs)
    .where(and(eq(blogs.id, id), isPublic(now)));
  // Cleaned again on the way out: a row written before the server sanitised bodies, or by a
  // path other than the admin's form (an import, a manual fix), must not carry script.
  return row ? { ...toSummary(row), body_html: sanitizeBlogHtml(row.bodyHtml) } : undefined;
}

/** Every public post with its last change, for the sitemap. */
export async function listPublishedPostDates(
  db: Database,
  now = new Date(),
): Promise<Array<{ id: number; slug: string; lastModified: Date }>> {
  const rows = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      publishedAt: blogs.publishedAt,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .where(isPublic(now))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    // An edit before publication is not news: the later of the two is the post's last change.
    lastModified: row.publishedAt! > row.updatedAt ? row.publishedAt! : row.updatedAt,
  }));
}

function toSummary(row: SummaryRow): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    published_at: row.publishedAt!.toISOString(),
  };
}
