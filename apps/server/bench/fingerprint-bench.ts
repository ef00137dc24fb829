/**
 * The photo fingerprint section of `npm run bench` (alone: `BENCH_ONLY=fingerprints`): in a
 * database of its own, grows photo_fingerprints to each size in photos (three hashes a photo,
 * random 64-bit values inserted by set-based SQL, not through the upload path) and times
 * findCopiedPhoto, the lookup an upload or a resume makes, against the old full scan.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type Database,
} from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import {
  PHOTO_MATCH_MAX_DISTANCE,
  findCopiedPhoto,
  nearStoredHashesQuery,
} from '../src/modules/advertiser/photo-fingerprints.service.js';
import { HASH_SEGMENT_BITS } from '../src/platform/storage/photo-fingerprint.js';
import { formatCount } from './bench-report.js';

export const FINGERPRINT_DOCS_START = '<!-- bench:fingerprints:start -->';
export const FINGERPRINT_DOCS_END = '<!-- bench:fingerprints:end -->';

/** Lookups timed per size: each a new photo's 40 probes (its turns, mirrors and crops). */
const LOOKUPS = 200;
const PROBES_PER_PHOTO = 40;
const STORED_PER_PHOTO = 3;
/** The photos belong to this many listings (owners), spread evenly. */
const OWNERS = 1_000;
const SCANS = 5;
/** Three segments: two hashes this close always share one whole (pigeonhole). */
const GUARANTEED_BITS = HASH_SEGMENT_BITS.length - 1;

export interface FingerprintTiming {
  photos: number;
  hashes: number;
  insertSeconds: number;
  /** findCopiedPhoto with 40 random probes (nothing near): median and 95th percentile, ms. */
  missMedianMs: number;
  missP95Ms: number;
  /**
   * findCopiedPhoto where one probe is GUARANTEED_BITS from a stored hash (the radius the
   * segments guarantee): median, ms; all must be found.
   */
  hitMedianMs: number;
  hitsFound: number;
  /** The old way: one hash against every stored hash by Hamming distance, median ms. */
  scanMedianMs: number;
}

export async function benchPhotoFingerprints(
  adminUrl: string,
  sizes: readonly number[],
): Promise<FingerprintTiming[]> {
  const dbName = `bench_fp_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${dbName}`));
  const url = withDatabaseName(adminUrl, dbName);
  await runMigrations(url);
  const database = createDatabaseClient(url, { queryTimeoutMs: 0 });
  const timings: FingerprintTiming[] = [];
  try {
    const ownerIds = await withClient(url, seedOwners);
    let seeded = 0;
    for (const size of sizes) {
      console.log(`\nfingerprints: ${formatCount(seeded)} → ${formatCount(size)} photos…`);
      const started = Date.now();
      await withClient(url, (client) => seedPhotos(client, ownerIds, seeded, size));
      await database.db.execute(sql`VACUUM ANALYZE photo_fingerprints`);
      await database.db.execute(sql`VACUUM ANALYZE model_photos`);
      const insertSeconds = (Date.now() - started) / 1000;
      seeded = size;
      const timing = { photos: size, insertSeconds, ...(await measure(database.db, size)) };
      timings.push(timing);
      console.log(formatFingerprintTable([timing]));
    }
    console.log(`\n${await explainLookup(database.db)}`);
  } finally {
    await database.pool.end();
    await withClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
    );
  }
  return timings;
}

/** OWNERS advertisers with a listing each; the photos are spread over them. */
async function seedOwners(client: pg.Client): Promise<number[]> {
  await client.query(
    `INSERT INTO users (role, name, email)
     SELECT 'model', 'Bench ' || i, 'bench-fp-' || i || '@example.com'
     FROM generate_series(1, $1) AS i`,
    [OWNERS],
  );
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO models (user_id, name, age, gender, account_type, state, city, status)
     SELECT id, name, 30, 'female', 'Escort', 'New South Wales', 'Sydney', 'live'
     FROM users WHERE email LIKE 'bench-fp-%' ORDER BY id
     RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/** Photos from+1 … to, each with STORED_PER_PHOTO random hashes, in two statements. */
async function seedPhotos(
  client: pg.Client,
  ownerIds: readonly number[],
  from: number,
  to: number,
) {
  const { rows } = await client.query<{ max: number | null }>(
    'SELECT max(id) AS max FROM model_photos',
  );
  const after = rows[0]?.max ?? 0;
  await client.query(
    `INSERT INTO model_photos (model_id, image_name, position)
     SELECT ($1::int[])[1 + i % $2], 'bench-photo.webp', 0
     FROM generate_series($3::int + 1, $4::int) AS i`,
    [ownerIds, ownerIds.length, from, to],
  );
  // The segment indexes are built once after the rows rather than row by row.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE tablename = 'photo_fingerprints' AND indexname LIKE 'photo_fingerprints_segment_%'`,
  );
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
  // Two random 32-bit halves make one 64-bit hash (the shift wraps into the sign bit).
  await client.query(
    `INSERT INTO photo_fingerprints (photo_id, kind, hash)
     SELECT p.id, k,
            (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint
     FROM model_photos p, generate_series(0, $2::int - 1) AS k
     WHERE p.id > $1`,
    [after, STORED_PER_PHOTO],
  );
  for (const { definition } of indexes) await client.query(definition);
}

function randomHash(): bigint {
  return randomBytes(8).readBigInt64BE();
}

/** The hash with `bits` distinct random bits flipped. */
function flipBits(hash: bigint, bits: number): bigint {
  const positions = new Set<number>();
  while (positions.size < bits) positions.add(randomBytes(1)[0]! % 64);
  let changed = hash;
  for (const position of positions) changed ^= 1n << BigInt(position);
  return BigInt.asIntN(64, changed);
}

async function measure(db: Database, photos: number) {
  const newest = 2 ** 31 - 1; // every stored photo is earlier
  const missTimes: number[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    const probes = Array.from({ length: PROBES_PER_PHOTO }, randomHash);
    const started = performance.now();
    await findCopiedPhoto(db, 0, newest, probes);
    missTimes.push(performance.now() - started);
  }
  const stored = await db.execute<{ hash: string }>(
    sql`SELECT hash::text FROM photo_fingerprints ORDER BY random() LIMIT ${LOOKUPS}`,
  );
  const hitTimes: number[] = [];
  let hitsFound = 0;
  for (const { hash } of stored.rows) {
    const probes = Array.from({ length: PROBES_PER_PHOTO - 1 }, randomHash);
    probes.push(flipBits(BigInt(hash), GUARANTEED_BITS));
    const started = performance.now();
    const match = await findCopiedPhoto(db, 0, newest, probes);
    hitTimes.push(performance.now() - started);
    if (match && match.distance <= GUARANTEED_BITS) hitsFound += 1;
  }
  const scanTimes: number[] = [];
  for (let i = 0; i < SCANS; i++) {
    const started = performance.now();
    await db.execute(
      sql`SELECT photo_id FROM photo_fingerprints
          WHERE bit_count((hash # ${randomHash().toString()}::bigint)::bit(64)) <= ${PHOTO_MATCH_MAX_DISTANCE}
          LIMIT 1`,
    );
    scanTimes.push(performance.now() - started);
  }
  return {
    hashes: photos * STORED_PER_PHOTO,
    missMedianMs: percentile(missTimes, 0.5),
    missP95Ms: percentile(missTimes, 0.95),
    hitMedianMs: percentile(hitTimes, 0.5),
    hitsFound: hitsFound / Math.max(1, stored.rows.length),
    scanMedianMs: percentile(scanTimes, 0.5),
  };
}

async function explainLookup(db: Database): Promise<string> {
  const probes = Array.from({ length: PROBES_PER_PHOTO }, randomHash);
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${nearStoredHashesQuery(probes, 2 ** 31 - 1)}`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export function formatFingerprintTable(timings: readonly FingerprintTiming[]): string {
  const header = [
    'photos',
    'stored hashes',
    'insert s',
    'index entries a lookup reads',
    'lookup, no match: median ms',
    'p95 ms',
    'lookup, a copy: median ms',
    'copies found',
    'old full scan (1 hash): median ms',
  ];
  const rows = timings.map((t) => [
    formatCount(t.photos),
    formatCount(t.hashes),
    t.insertSeconds.toFixed(1),
    // Each probe reads one range of each segment index: stored hashes ÷ 2^bits entries.
    formatCount(
      Math.round(
        PROBES_PER_PHOTO * HASH_SEGMENT_BITS.reduce((sum, bits) => sum + t.hashes / 2 ** bits, 0),
      ),
    ),
    t.missMedianMs.toFixed(2),
    t.missP95Ms.toFixed(2),
    t.hitMedianMs.toFixed(2),
    `${Math.round(t.hitsFound * 100)} %`,
    t.scanMedianMs.toFixed(1),
  ]);
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
