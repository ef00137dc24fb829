import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, CATEGORIES, GENDERS, POPULAR_LOCATIONS, toPlaceKey } from '@app/contract';
import { useTestDatabase } from '../test/api-test.js';
import { runBuilt, type BuiltRunResult } from '../test/built-process.js';
import { DEMO_LISTING_COUNT } from './demo-seed.js';

/**
 * The demo directory as `npm run db:seed` makes it (the compiled CLI in its own process, as an
 * operator runs it), so one seed proves both the command and what it seeds: drawing the
 * portraits and covers and inserting 300 listings is seconds of work, once a run is enough.
 */
const owned = useTestDatabase();
let dataDir: string;
let first: BuiltRunResult;
let again: BuiltRunResult;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-demo-seed-'));
  const seed = () =>
    runBuilt('src/seed/seed.cli.ts', {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: owned.database.url,
        DATA_DIR: dataDir,
      },
    });
  first = await seed();
  again = await seed();
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function rows<T extends Record<string, unknown>>(
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return (await owned.database.db.execute(query)).rows as T[];
}

const isStored = (imageName: string) => existsSync(path.join(dataDir, 'images', imageName));

describe('the demo directory (npm run db:seed)', () => {
  it('seeds an empty database once, and a second run adds nothing', async () => {
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Seeded the demo directory');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nothing seeded');
    const [counts] = await rows<{ models: number; blogs: number }>(
      sql`SELECT (SELECT count(*)::int FROM models) AS models, (SELECT count(*)::int FROM blogs) AS blogs`,
    );
    expect(counts).toEqual({ models: DEMO_LISTING_COUNT, blogs: 6 });
  });

  it('gives every demo listing its own advertiser account that cannot sign in, with structured rates and week', async () => {
    const [facts] = await rows<{ listings: number; owners: number; bad: number }>(sql`
      SELECT count(*)::int AS listings, count(DISTINCT u.id)::int AS owners,
             count(*) FILTER (WHERE u.role <> 'model' OR u.password_hash IS NOT NULL
               OR jsonb_array_length(m.rate_table) = 0 OR jsonb_array_length(m.weekly_availability) = 0
               OR m.home_suburb = '' OR m.availability = '')::int AS bad
      FROM models m JOIN users u ON u.id = m.user_id`);
    expect(facts).toEqual({ listings: DEMO_LISTING_COUNT, owners: DEMO_LISTING_COUNT, bad: 0 });
  });

  it('puts live listings in every popular location, Launceston included', async () => {
    const found = new Set(
      (
        await rows<{ key: string }>(
          sql`SELECT DISTINCT state || '/' || city_key AS key FROM models WHERE status = 'live'`,
        )
      ).map((r) => r.key),
    );
    for (const { state, cities } of POPULAR_LOCATIONS) {
      for (const city of cities)
        expect(found, `${city.name}`).toContain(`${state.name}/${toPlaceKey(city.name)}`);
    }
  });

  it('covers every gender, account type and category, ages 18 to 45', async () => {
    const [facts] = await rows<{
      genders: string[];
      types: string[];
      categories: string[];
      min_age: number;
      max_age: number;
    }>(sql`
      SELECT array_agg(DISTINCT gender) AS genders, array_agg(DISTINCT account_type) AS types,
             (SELECT array_agg(DISTINCT c) FROM models, unnest(categories) c) AS categories,
             min(age) AS min_age, max(age) AS max_age FROM models`);
    expect([...facts!.genders].sort()).toEqual([...GENDERS].sort());
    expect([...facts!.types].sort()).toEqual([...ACCOUNT_TYPES].sort());
    expect([...facts!.categories].sort()).toEqual([...CATEGORIES].sort());
    expect(facts!.min_age).toBeGreaterThanOrEqual(18);
    expect(facts!.max_age).toBeLessThanOrEqual(45);
  });

  it('has some listings recently online, verified, touring today and not live', async () => {
    const [facts] = await rows<{
      recent: number;
      verified: number;
      touring: number;
      hidden: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE last_seen_at > now() - interval '24 hours')::int AS recent,
             count(*) FILTER (WHERE is_verified)::int AS verified,
             (SELECT count(*)::int FROM tours WHERE current_date BETWEEN starts_on - 1 AND ends_on + 1) AS touring,
             count(*) FILTER (WHERE status <> 'live')::int AS hidden
      FROM models`);
    expect(facts!.recent).toBeGreaterThan(10);
    expect(facts!.verified).toBeGreaterThan(30);
    expect(facts!.touring).toBeGreaterThan(0);
    expect(facts!.hidden).toBeGreaterThan(0);
  });

  it('gives every listing a placeholder portrait in DATA_DIR, and every post a cover and real paragraphs', async () => {
    const images = await rows<{ image_name: string }>(sql`SELECT DISTINCT image_name FROM models`);
    for (const { image_name } of images) expect(isStored(image_name), image_name).toBe(true);
    const posts = await rows<{ cover_image: string; body_html: string }>(
      sql`SELECT cover_image, body_html FROM blogs`,
    );
    for (const post of posts) {
      expect(isStored(post.cover_image), post.cover_image).toBe(true);
      expect(post.body_html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
    }
  });
});
