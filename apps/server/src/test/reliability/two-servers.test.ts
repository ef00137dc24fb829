import { randomBytes, randomInt } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_PROFILE_UPDATE_PATH,
  NEWSLETTER_PATH,
  SEARCH_MODELS_PATH,
  buildAdminSuspendPath,
  buildCustomerProfilePath,
} from '@app/contract';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type DatabaseClient,
} from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { DEMO_BLOG_POSTS } from '../../seed/content/demo-blog-posts.js';
import { DEMO_LISTING_COUNT } from '../../seed/demo-seed.js';
import { users } from '../../db/schema.js';
import { createTokenIssuer } from '../../platform/auth/auth-tokens.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createS3Client, openS3ImageStorage } from '../../platform/storage/s3-image-storage.js';
import { drawPhoto } from '../listing-helpers.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../round-robin-proxy.js';
import { startS3TestServer, type S3TestServer } from '../s3-test-server.js';
import { startTcpRelay, type TcpRelay } from '../tcp-relay.js';
import { killStartedServers, startServerProcess, type ServerProcess } from '../server-process.js';
import { portAnswers } from '../port-answers.js';

/**
 * Two identical servers behind a round-robin proxy share one PostgreSQL
 * (the machine's), one Redis (the machine's) and one S3-compatible store (s3rver, started
 * here), and behave as one site. Skips, saying why, where PostgreSQL or Redis is absent.
 */

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const JWT_SECRET = `two-servers-${randomBytes(16).toString('hex')}`;
const PASSWORD = 'violet-harbour-71';

const [postgresUp, redisUp] = await Promise.all([portAnswers(5432), portAnswers(6379)]);
const skipReason = !postgresUp
  ? 'no PostgreSQL on 127.0.0.1:5432'
  : !redisUp
    ? 'no Redis on 127.0.0.1:6379'
    : undefined;
if (skipReason) console.warn(`two-servers test skipped: ${skipReason}`);

/** Every key of the machine's Redis matching `pattern` (SCAN, never KEYS). */
async function redisKeys(pattern: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  const found: string[] = [];
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return found;
}

/** A made-up client address per scenario and run, so Redis counters never mix runs. */
function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe.skipIf(Boolean(skipReason))('two servers behind a round-robin proxy', () => {
  const databaseName = `two_servers_${randomBytes(6).toString('hex')}`;
  let database: DatabaseClient;
  let store: S3TestServer;
  let servers: { a: ServerProcess; b: ServerProcess };
  let proxy: RoundRobinProxy;
  let startMs = 0;
  /** The settings both servers run with. */
  let env: Record<string, string>;
  /** The servers reach the machine's Redis through this, so a test can cut them off it. */
  let redisLink: TcpRelay;

  beforeAll(async () => {
    await withClient(POSTGRES_URL, (admin) => admin.query(`CREATE DATABASE ${databaseName}`));
    const databaseUrl = withDatabaseName(POSTGRES_URL, databaseName);
    database = createDatabaseClient(databaseUrl, { max: 3 });
    store = await startS3TestServer('two-servers');
    redisLink = await startTcpRelay(6379);
    env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisLink.port}`,
      JWT_SECRET,
      ...store.env,
      SEED_DEMO: 'true',
      TRUST_PROXY: 'loopback',
      SEARCH_CACHE_SECONDS: '60',
      LOG_LEVEL: 'info',
    };
    // At the same moment: both migrate and both try to seed the empty database.
    const started = Date.now();
    const [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    startMs = Date.now() - started;
    servers = { a, b };
    proxy = await startRoundRobinProxy([
      { name: 'a', url: a.url },
      { name: 'b', url: b.url },
    ]);
  }, 120_000);

  afterAll(async () => {
    // A server that died during the tests is the first thing to read when one fails.
    for (const [name, server] of Object.entries(servers ?? {})) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        console.warn(
          `server ${name} exited early; its last output:\n${server.output().slice(-4000)}`,
        );
      }
    }
    killStartedServers();
    await proxy?.close();
    await Promise.all([servers?.a.exited(), servers?.b.exited()].filter(Boolean));
    await database?.pool.end();
    await store?.close();
    await redisLink?.close();
    await withClient(POSTGRES_URL, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    ).catch((error: unknown) => console.warn(`could not drop ${databaseName}:`, error));
  });

  /** Sends requests that go nowhere useful until the proxy's next turn is `name`'s. */
  async function turnTo(name: 'a' | 'b'): Promise<void> {
    while (proxy.next() !== name) await fetch(`${proxy.url}/healthz`).then((r) => r.arrayBuffer());
  }

  /** A request through the proxy that lands on the server named, and which one answered. */
  async function on(name: 'a' | 'b', url: string, init: RequestInit = {}) {
    await turnTo(name);
    const response = await fetch(`${proxy.url}${url}`, init);
    expect(response.headers.get('x-upstream')).toBe(name);
    return response;
  }

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await database.db.execute<{ n: string }>(query)).rows[0]!.n);

  it('migrated and seeded the empty database once when both started at the same moment', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(await count(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(await count(sql`SELECT count(*) AS n FROM models`)).toBe(DEMO_LISTING_COUNT);
    expect(await count(sql`SELECT count(*) AS n FROM blogs`)).toBe(DEMO_BLOG_POSTS.length);
    const logs = servers.a.output() + servers.b.output();
    expect(logs).not.toMatch(/duplicate key|already exists|unhandled/i);
    // Exactly one of the two did the seeding; the other found it done.
    expect(logs.match(/seeded the demo directory/g)).toHaveLength(1);
    for (const name of ['a', 'b'] as const) {
      expect((await on(name, '/healthz')).status).toBe(200);
    }
    console.info(`two servers migrated, seeded and answered in ${startMs} ms`);
  });

  it('put the seed placeholders in the bucket, not in either DATA_DIR', async () => {
    const client = createS3Client(store.config);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
    client.destroy();
    // 40 portraits and a cover per post, all JPEG placeholders (placeholder-images.ts).
    const keys = (listed.Contents ?? []).map((object) => object.Key!);
    expect(keys.length).toBeGreaterThanOrEqual(40);
    expect(keys.every((key) => key.endsWith('.jpg'))).toBe(true);
    for (const server of [servers.a, servers.b]) {
      expect(await readdir(path.join(server.dataDir, 'images')).catch(() => [])).toEqual([]);
    }
  });

  it('accepts on server B a token that signing in through server A gave', async () => {
    const email = `two-servers-${randomBytes(4).toString('hex')}@example.com`;
    const [user] = await database.db
      .insert(users)
      .values({
        role: 'customer',
        name: 'Two Servers',
        email,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: users.id });
    const signIn = await on('a', CUSTOMER_LOGIN_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };

    const own = await on('b', buildCustomerProfilePath(user!.id), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    // The check is real: a token signed with another secret is refused on B.
    const stranger = await createTokenIssuer(`other-${JWT_SECRET}`).issue({
      userId: user!.id,
      role: 'customer',
      tokenVersion: 0,
    });
    const refused = await on('b', buildCustomerProfilePath(user!.id), {
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(refused.status).toBe(401);
  });

  it('counts a rate limit across both servers: the 11th newsletter sign-up from one address is refused', async () => {
    const address = randomClientAddress();
    // The form takes 10 a minute per address (NEWSLETTER_RATE_LIMIT); each names a different
    // e-mail, so only the address is counted.
    const subscribe = async (attempt: number) => {
      const response = await fetch(`${proxy.url}${NEWSLETTER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          email: `reader-${attempt}-${randomBytes(3).toString('hex')}@example.com`,
        }),
      });
      await response.arrayBuffer();
      return { upstream: response.headers.get('x-upstream'), status: response.status };
    };
    // Ten at once (the proxy sends five to each server): all within the limit.
    const first = await Promise.all(Array.from({ length: 10 }, (_, attempt) => subscribe(attempt)));
    expect(first.filter((s) => s.upstream === 'a')).toHaveLength(5);
    expect(first.every((s) => s.status === 200)).toBe(true);
    // Either server has seen only five; together they have seen ten, and the 11th is refused.
    const eleventh = await subscribe(10);
    expect(eleventh.status).toBe(429);
  });

  it('serves from server B a photo uploaded through server A, kept in the bucket only', async () => {
    const email = `photo-${randomBytes(4).toString('hex')}@example.com`;
    const [user] = await database.db
      .insert(users)
      .values({ role: 'customer', name: 'Photo Owner', email, emailVerifiedAt: new Date() })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    const token = await createTokenIssuer(JWT_SECRET).issue({
      userId: user!.id,
      role: 'customer',
      tokenVersion: user!.tokenVersion,
    });
    const form = new FormData();
    form.append('id', String(user!.id));
    form.append('name', 'Photo Owner');
    form.append('image', new Blob([await drawPhoto(12)], { type: 'image/jpeg' }), 'me.jpg');
    const upload = await on('a', CUSTOMER_PROFILE_UPDATE_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomClientAddress() },
      body: form,
    });
    expect(upload.status).toBe(200);
    const image = ((await upload.json()) as { data: { image: string } }).data.image;

    const served = await on('b', `/images/${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const bucket = await openS3ImageStorage(store.config);
    expect(await bucket.exists(image)).toBe(true);
    for (const server of [servers.a, servers.b]) {
      const local = await readdir(path.join(server.dataDir, 'images')).catch(() => []);
      expect(local).not.toContain(image);
    }
  });

  it('refuses to start, saying why, when the bucket cannot be reached', async () => {
    const server = await startServerProcess({
      env: { ...env, SEED_DEMO: 'false', S3_BUCKET: 'no-such-bucket' },
      waitUntilUp: false,
    });
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain(
      'The image bucket "no-such-bucket" at ' + store.endpoint + ' cannot be reached',
    );
  });

  it('clears for server B a cached search that a change through server A made stale', async () => {
    const admin = await database.db
      .insert(users)
      .values({
        role: 'admin',
        name: 'Two Servers Admin',
        email: `admin-${randomBytes(4).toString('hex')}@example.com`,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    const adminToken = await createTokenIssuer(JWT_SECRET).issue({
      userId: admin[0]!.id,
      role: 'admin',
      tokenVersion: admin[0]!.tokenVersion,
    });
    type Page = { total: number; data: Array<{ name: string; model: { id: number } }> };
    const search = async (name: 'a' | 'b') =>
      (await (await on(name, SEARCH_MODELS_PATH)).json()) as Page;

    // A loads the first page into the shared cache.
    const first = await search('a');
    const listing = first.data[0]!;
    // Kept under this database's name, so other sites and runs on the Redis never read it.
    expect(await redisKeys(`answers:${databaseName}:key:*`)).not.toHaveLength(0);
    // A rename the database does not announce (triggers off): only a fresh search sees it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE models SET name = 'Renamed Quietly' WHERE id = ${listing.model.id}`,
      );
    });
    // B answers A's kept page: the cache is one, not one per server.
    const kept = await search('b');
    expect(kept.data[0]!.name).toBe(listing.name);
    expect(kept.total).toBe(first.total);

    // The admin suspends that listing through A; B must stop showing it at once.
    const suspended = await on('a', buildAdminSuspendPath(listing.model.id), {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Shown to test the shared cache.' }),
    });
    expect(suspended.status).toBe(200);
    const changedAt = Date.now();
    let searches = 0;
    // The database announces the change to every server, which drop the kept page; the wait
    // allows for that announcement, far below the 60 s the page would otherwise be kept.
    await vi.waitFor(
      async () => {
        searches += 1;
        const after = await search('b');
        expect(after.total).toBe(first.total - 1);
        expect(after.data.map((item) => item.model.id)).not.toContain(listing.model.id);
      },
      { timeout: 2_000, interval: 10 },
    );
    console.info(
      `server B saw the change ${Date.now() - changedAt} ms after A answered (search ${searches})`,
    );
  });

  it('keeps answering while Redis is cut off (no 500) and shares limits again once it is back', async () => {
    const signIn = async (name: 'a' | 'b') => {
      const response = await on(name, CUSTOMER_LOGIN_API_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
        body: JSON.stringify({
          email: `nobody-${randomBytes(3).toString('hex')}@example.com`,
          password: PASSWORD,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    await redisLink.cut();
    try {
      expect([await signIn('a'), await signIn('b')]).toEqual([401, 401]);
      for (const name of ['a', 'b'] as const) {
        expect((await on(name, SEARCH_MODELS_PATH)).status).toBe(200);
      }
      expect(servers.a.output()).toContain('Redis does not answer: rate limits count per server');
    } finally {
      await redisLink.restore();
    }
    const restoredAt = Date.now();
    await vi.waitFor(
      async () => {
        expect(await signIn('a')).toBe(401);
        expect(servers.a.output()).toContain('Redis answers again: rate limits are shared again');
      },
      { timeout: 10_000, interval: 200 },
    );
    console.info(`limits shared again ${Date.now() - restoredAt} ms after Redis was reachable`);
  });
});
