import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LocalityIndex } from '../modules/locations/locality-index.js';
import type { ImageStorage } from '../platform/storage/image-storage.js';
import type { Database } from '../db/client.js';
import { blogs } from '../db/schema.js';
import { DEMO_BLOG_POSTS } from './content/demo-blog-posts.js';
import { generateDemoListings, listDemoPlaces } from './demo-listings.js';
import { insertListings } from './insert-listings.js';
import { createBlogCovers, createPortraits } from './placeholder-images.js';
import { createRandom } from './random.js';

export const DEMO_LISTING_COUNT = 300;
const DEMO_SEED = 2023;
const PORTRAIT_COUNT = 40;
/** Any constant shared by every server of this app; keeps two servers from seeding at once. */
const SEED_LOCK_KEY = 727_002;
/** How long a server waits for another one's seeding before giving up its start. */
const SEED_LOCK_WAIT_MS = 180_000;
const SEED_LOCK_POLL_MS = 250;

export interface SeedOptions {
  storage: ImageStorage;
  localities: LocalityIndex;
  logger?: Logger;
  now?: Date;
}

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Waits for the seed lock by asking again and again rather than in one blocking query: another
 * server's seeding can outlast the pool's query time limit (5 s), which would end this server's
 * start with a timeout (seen on a busy machine with two servers starting together).
 */
async function takeSeedLock(tx: SeedTransaction): Promise<void> {
  const deadline = Date.now() + SEED_LOCK_WAIT_MS;
  for (;;) {
    const taken = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${SEED_LOCK_KEY}) AS locked`,
    );
    if (taken.rows[0]?.locked) return;
    if (Date.now() > deadline) {
      throw new Error(
        `another server has been seeding the demo directory for ${SEED_LOCK_WAIT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, SEED_LOCK_POLL_MS));
  }
}

/**
 * Fills an empty database with the fictional demo directory: about 300 listings over every
 * popular location, and six blog posts. A database holding any listing or post is left alone,
 * so restarting never duplicates it. Answers whether it seeded.
 */
export async function seedDemoDirectory(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    const found = await tx.execute<{ has_data: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM models) OR EXISTS (SELECT 1 FROM blogs) AS has_data`,
    );
    if (found.rows[0]?.has_data) return false;

    const started = Date.now();
    const now = options.now ?? new Date();
    const random = createRandom(DEMO_SEED);
    const portraits = await createPortraits(options.storage, random, PORTRAIT_COUNT);
    const listings = generateDemoListings({
      count: DEMO_LISTING_COUNT,
      random,
      places: listDemoPlaces(options.localities),
      portraits,
      now,
    });
    await insertListings(tx as unknown as Database, listings);

    const covers = await createBlogCovers(options.storage, random, DEMO_BLOG_POSTS.length);
    await tx.insert(blogs).values(
      DEMO_BLOG_POSTS.map((post, i) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        bodyHtml: post.bodyHtml,
        coverImage: covers[i] ?? null,
        status: 'published' as const,
        publishedAt: new Date(post.publishedAt),
      })),
    );
    options.logger?.info(
      { listings: listings.length, posts: DEMO_BLOG_POSTS.length, ms: Date.now() - started },
      'seeded the demo directory',
    );
    return true;
  });
}
