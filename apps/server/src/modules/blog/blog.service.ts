import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { BlogSummary } from '@app/contract';
import type { Database } from '../../db/client.js';
import { blogs } from '../../db/schema.js';

/** Published posts, newest first; a post scheduled for later stays hidden until its time. */
export async function listPublishedPosts(db: Database, now = new Date()): Promise<BlogSummary[]> {
  const rows = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      slug: blogs.slug,
      excerpt: blogs.excerpt,
      coverImage: blogs.coverImage,
      publishedAt: blogs.publishedAt,
    })
    .from(blogs)
    .where(
      and(eq(blogs.status, 'published'), isNotNull(blogs.publishedAt), lte(blogs.publishedAt, now)),
    )
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    published_at: row.publishedAt!.toISOString(),
  }));
}
