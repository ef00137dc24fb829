/**
 * `npm run bench:search`: seeds 100,000 listings into a fresh database and measures
 * GET /api/search-models for a state + city + gender query beside a trivial JSON route
 * (/healthz) on the same server in the same run. The load comes from autocannon in its own
 * process, so it does not share the server's event loop. Figures go to docs/PERFORMANCE.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { createDatabaseClient, withClient, withDatabaseName } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { generateDemoListings, listDemoPlaces } from '../src/db/seed/demo-listings.js';
import { insertListings } from '../src/db/seed/insert-listings.js';
import { createRandom } from '../src/db/seed/random.js';
import { loadLocalityIndex } from '../src/modules/locations/locality-index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLocalImageStorage } from '../src/platform/image-storage.js';
import { createTokenIssuer } from '../src/platform/auth-tokens.js';
import { createMailer } from '../src/platform/mailer.js';

const execFileAsync = promisify(execFile);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SEARCH_PATH = '/api/search-models?state=new-south-wales&city=sydney&gender=female';
/** The home page's search: its first pages are cached; page 11 is ranked per request. */
const HOME_PATH = '/api/search-models';
const HOME_UNCACHED_PATH = '/api/search-models?page=11';

interface LoadResult {
  requests: { average: number };
  /** `latencies` in autocannon 9, `latency` before. */
  latencies?: { p50: number; p99: number; average: number };
  latency?: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

async function main() {
  const logger = pino({ level: 'warn' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-bench-'));
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir, logger });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded!.adminUrl;
  const dbName = `bench_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${dbName}`));
  const url = withDatabaseName(adminUrl, dbName);
  await runMigrations(url);
  const database = createDatabaseClient(url);

  try {
    const started = Date.now();
    const localities = await loadLocalityIndex();
    const listings = generateDemoListings({
      count: LISTINGS,
      random: createRandom(7),
      places: listDemoPlaces(localities),
      portraits: ['portrait-bench.jpg'],
      now: new Date(),
      emailPrefix: 'bench-model',
    });
    await insertListings(database.db, listings);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const sydney = await database.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM models WHERE status = 'live' AND state = 'New South Wales' AND city_key = 'sydney' AND gender = 'female'`,
    );
    console.log(
      `seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${sydney.rows[0]!.n} live female listings in Sydney match the query`,
    );

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({
      config,
      db: database.db,
      storage: createLocalImageStorage(path.join(dataDir, 'images')),
      localities,
      mailer: createMailer({
        db: database.db,
        logger: pino({ level: 'silent' }),
        from: config.mailFrom,
      }),
      tokens: createTokenIssuer(randomBytes(32).toString('hex')),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    await load(`${address}${SEARCH_PATH}`, 2); // warm-up
    const trivial = await load(`${address}/healthz`, DURATION_S);
    const search = await load(`${address}${SEARCH_PATH}`, DURATION_S);
    const home = await load(`${address}${HOME_PATH}`, DURATION_S);
    const homeUncached = await load(`${address}${HOME_UNCACHED_PATH}`, DURATION_S);
    await app.close();

    console.log(
      `\n${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'})`,
    );
    console.log('| route | requests/s | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---|---|---|---|');
    for (const [name, result] of [
      ['GET /healthz (trivial JSON)', trivial],
      [`GET ${SEARCH_PATH}`, search],
      [`GET ${HOME_PATH} (home, cached 30 s)`, home],
      [`GET ${HOME_UNCACHED_PATH} (unfiltered, ranked per request)`, homeUncached],
    ] as const) {
      console.log(
        `| ${name} | ${Math.round(result.requests.average)} | ${latencyOf(result).p50} | ${latencyOf(result).p99} | ${result.non2xx + result.errors} |`,
      );
    }
  } finally {
    await database.pool.end();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${dbName}`);
    else
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
      );
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs autocannon's command line in its own process and answers its JSON result. */
async function load(url: string, seconds: number): Promise<LoadResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await execFileAsync(
    process.execPath,
    [bin, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

function latencyOf(result: LoadResult) {
  return result.latencies ?? result.latency ?? { p50: NaN, p99: NaN, average: NaN };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
