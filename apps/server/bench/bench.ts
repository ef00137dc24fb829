/**
 * `npm run bench`: seeds 1,000, 100,000 and 1,000,000 listings (seed-listings.ts, set-based
 * SQL) into one fresh database, growing it size by size, and at each size measures on the
 * app built as `npm start` builds it, in this process, listening on loopback: /healthz, a
 * visitor mix (visitor-mix.ts), the same mix with every cache switched off, page 20 of
 * Sydney and autocomplete keystrokes alone, and the server-drawn pages (a results page and a
 * profile, cached and with caches off) beside the cached search API answer. The app serves
 * the built web app (apps/web/dist, `npm run build` first), so pages are drawn as in
 * production. The load comes from autocannon in its own
 * process (load-mix.mjs), so it does not share the server's event loop. Prints the tables
 * and, once every default size ran, writes them into docs/PERFORMANCE.md, and each search's
 * query plan into its own file under docs/performance/plans/, linked from there.
 *
 * Then the photo fingerprint section (fingerprint-bench.ts): the copied-photo lookup at the
 * same sizes counted in photos, written between its own markers in docs/PERFORMANCE.md.
 *
 * Options (environment): BENCH_ONLY=fingerprints (that section alone, a few minutes),
 * BENCH_SIZES (default 1000,100000,1000000), BENCH_SECONDS (10 per
 * scenario), BENCH_CONNECTIONS (32), BENCH_DATABASE_URL (a PostgreSQL server's admin URL
 * instead of the embedded one), BENCH_KEEP_DATABASE=1, BENCH_WRITE_DOCS=1 (write the docs
 * after any run) or 0 (never).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  ACTIVE_NOW_MINUTES,
  SERVER_ENTRY_FILE,
  buildPopularCityPath,
  buildProfilePath,
} from '@app/contract';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import {
  createDatabaseClient,
  withClient,
  withDatabaseName,
  type Database,
} from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { generateDemoListings } from '../src/seed/demo-listings.js';
import { createPortraits } from '../src/seed/placeholder-images.js';
import { createRandom } from '../src/seed/random.js';
import { loadLocalityIndex, type LocalityIndex } from '../src/modules/locations/locality-index.js';
import { sweepSeenLately } from '../src/modules/search/active-now-hint.js';
import { australianDate } from '../src/modules/search/search.service.js';
import { createTokenIssuer } from '../src/platform/auth/auth-tokens.js';
import { loadConfig } from '../src/platform/config/config.js';
import {
  createLocalImageStorage,
  type ImageStorage,
} from '../src/platform/storage/image-storage.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { listBenchPlaces, type BenchPlace } from './bench-places.js';
import {
  DOCS_START,
  PLANS_DIR_FROM_DOCS,
  SCENARIOS,
  formatCount,
  formatMixRatios,
  formatPageTable,
  formatPlanLinks,
  formatResultTable,
  formatSeedTable,
  formatTargets,
  writeBetweenMarkers,
  writePlanFiles,
  type QueryPlan,
  type ScenarioName,
  type ScenarioResult,
  type SeedTiming,
} from './bench-report.js';
import { explainSearches } from './explain-search.js';
import {
  FINGERPRINT_DOCS_END,
  FINGERPRINT_DOCS_START,
  benchPhotoFingerprints,
  formatFingerprintTable,
} from './fingerprint-bench.js';
import { RICHER_SEARCHES, SYDNEY_PLACE } from './richer-searches.js';
import { seedBenchListings } from './seed-listings.js';
import {
  MIX_SHARES,
  buildAutocompletePaths,
  buildPlaceQuery,
  buildProfilePaths,
  buildSearchPath,
  buildSearchPaths,
  combineMix,
  type WeightedPaths,
} from './visitor-mix.js';

const execFileAsync = promisify(execFile);
const DEFAULT_SIZES = [1_000, 100_000, 1_000_000];
const SIZES = parseSizes(process.env.BENCH_SIZES);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARM_UP_S = Math.min(2, DURATION_S);
/** Profile reads draw from this many live listings. */
const PROFILE_SAMPLE = 2_000;
const DEEP_PAGE = 20;
/**
 * Keystrokes a second in the steady autocomplete scenario: far more than a busy directory's
 * visitors type, and about a fifth of what this server answers at saturation, where latency
 * is the queue of 32 connections (as /healthz's own p99 shows) rather than the lookup.
 */
const AUTOCOMPLETE_STEADY_RATE = 1_000;
/** Demo listings whose text, rates and hours the seeded rows reuse. */
const TEMPLATE_COUNT = 256;
const LOAD_MIX = fileURLToPath(new URL('./load-mix.mjs', import.meta.url));
const DOCS_FILE = fileURLToPath(new URL('../../../docs/PERFORMANCE.md', import.meta.url));
/** The built web app, as `npm start` serves it: the page scenarios need its server entry. */
const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const PLANS_DIR = path.join(path.dirname(DOCS_FILE), PLANS_DIR_FROM_DOCS);

async function main() {
  const logger = pino({ level: 'warn' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-bench-'));
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir, logger });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded!.adminUrl;
  if (process.env.BENCH_ONLY === 'fingerprints') {
    try {
      await reportFingerprints(adminUrl);
    } finally {
      await embedded?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    return;
  }
  assertWebAppBuilt();
  const dbName = `bench_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${dbName}`));
  const url = withDatabaseName(adminUrl, dbName);
  await runMigrations(url);
  // Seeding a million listings and VACUUM ANALYZE run far past the app's 5 s query limit.
  const database = createDatabaseClient(url, { queryTimeoutMs: 0 });

  try {
    const localities = await loadLocalityIndex();
    const places = listBenchPlaces(localities);
    const storage = createLocalImageStorage(path.join(dataDir, 'images'));
    const [imageName] = await createPortraits(storage, createRandom(7), 1);
    // The seeded directory's clock: listings are seen, go live and tour relative to it, and
    // it moves to the present before each size is measured (refreshActiveNow).
    let now = new Date();
    const templates = generateDemoListings({
      count: TEMPLATE_COUNT,
      random: createRandom(7),
      places,
      portraits: [imageName!],
      now,
    });
    const version = await database.db.execute<{ version: string }>(sql`SELECT version()`);
    const postgres = version.rows[0]!.version.split(' ').slice(0, 2).join(' ');

    const timings: SeedTiming[] = [];
    const results: ScenarioResult[] = [];
    const plans: QueryPlan[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      console.log(`\nseeding ${formatCount(seeded)} → ${formatCount(size)} listings…`);
      const insertStarted = Date.now();
      await withClient(url, (client) =>
        seedBenchListings(client, {
          from: seeded,
          to: size,
          places,
          templates,
          imageName: imageName!,
          now,
          today: australianDate(now),
        }),
      );
      // VACUUM comes last: index-only scans need the visibility map it sets.
      const refreshStarted = Date.now();
      now = await refreshActiveNow(database.db, now);
      // As each server's sweep keeps it: only the listings still Active Now are seen lately.
      await sweepSeenLately(database.db, now);
      const vacuumStarted = Date.now();
      await database.db.execute(sql`VACUUM ANALYZE`);
      const timing: SeedTiming = {
        listings: size,
        insertSeconds: (refreshStarted - insertStarted) / 1000,
        refreshSeconds: (vacuumStarted - refreshStarted) / 1000,
        vacuumSeconds: (Date.now() - vacuumStarted) / 1000,
      };
      timings.push(timing);
      seeded = size;
      console.log(formatSeedTable([timing]));
      await describeDirectory(database.db, now);
      for (const { label, sql: statement, plan } of await explainSearches(database.db)) {
        plans.push({ listings: size, label, sql: statement, plan });
        console.log(`\n${label}:\n${plan}`);
      }

      const scenarios = await measureSize(size, {
        database,
        dataDir,
        storage,
        localities,
        places,
      });
      results.push(...scenarios);
      console.log(`\n${formatResultTable(scenarios)}`);
    }

    const machine = describeMachine(postgres);
    const report = [
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine}; ` +
        `${CONNECTIONS} connections, ${DURATION_S} s a scenario.`,
      formatSeedTable(timings),
      formatResultTable(results),
      formatMixRatios(results)
        .map((line) => `- ${line}`)
        .join('\n'),
      '### Pages drawn on the server, beside the cached search API answer',
      formatPageTable(results),
      formatTargets(results),
      '### Query plans (`EXPLAIN (ANALYZE, BUFFERS)`, warm, caches play no part)',
      formatPlanLinks(plans),
    ].join('\n\n');
    console.log(`\n${report}`);

    if (shouldWriteDocs()) {
      await writePlanFiles(PLANS_DIR, plans);
      await writeBetweenMarkers(DOCS_FILE, report);
      console.log(
        `\nwrote the tables into ${path.relative(process.cwd(), DOCS_FILE)} and the plans ` +
          `into ${path.relative(process.cwd(), PLANS_DIR)}`,
      );
    } else {
      console.log(
        `\n(not written into docs/PERFORMANCE.md: only a run of every default size writes ` +
          `between ${DOCS_START} markers, or BENCH_WRITE_DOCS=1)`,
      );
    }
    await reportFingerprints(adminUrl);
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

/** The fingerprint section: measured, printed, and written between its own markers. */
async function reportFingerprints(adminUrl: string): Promise<void> {
  const version = await withClient(adminUrl, (client) =>
    client.query<{ version: string }>('SELECT version()'),
  );
  const postgres = version.rows[0]!.version.split(' ').slice(0, 2).join(' ');
  const timings = await benchPhotoFingerprints(adminUrl, SIZES);
  const report = [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${describeMachine(postgres)}; one connection, lookups one after another.`,
    formatFingerprintTable(timings),
  ].join('\n\n');
  console.log(`\n${report}`);
  if (shouldWriteDocs()) {
    await writeBetweenMarkers(DOCS_FILE, report, {
      start: FINGERPRINT_DOCS_START,
      end: FINGERPRINT_DOCS_END,
    });
    console.log(`\nwrote the fingerprint table into ${path.relative(process.cwd(), DOCS_FILE)}`);
  }
}

interface SizeContext {
  database: ReturnType<typeof createDatabaseClient>;
  dataDir: string;
  storage: ImageStorage;
  localities: LocalityIndex;
  places: readonly BenchPlace[];
}

/**
 * Every scenario at one size. The first app is configured as `npm start` configures it; the
 * second has every cache switched off (SEARCH_CACHE_SECONDS=0), so its mix shows what the
 * database does per request, and so do the deep page and autocomplete after it.
 */
async function measureSize(listings: number, context: SizeContext): Promise<ScenarioResult[]> {
  const { database, places } = context;
  const live = await database.db.execute<{ id: number; name: string; state: string }>(
    sql`SELECT id, name, state FROM models WHERE status = 'live' ORDER BY random() LIMIT ${PROFILE_SAMPLE}`,
  );
  const searches = buildSearchPaths(places);
  const profiles = buildProfilePaths(live.rows.map((row) => row.id));
  const autocomplete = buildAutocompletePaths(places);
  const mix = combineMix([
    [searches, MIX_SHARES.search],
    [profiles, MIX_SHARES.profile],
    [autocomplete, MIX_SHARES.autocomplete],
  ]);
  const sydney = places.find((place) => place.rank === 1)!;
  const deepPage = buildSearchPath({ ...buildPlaceQuery(sydney), page: String(DEEP_PAGE) });
  // One hot address each, as a popular page is: the kept page against the kept API answer.
  const sydneySearch = buildSearchPath(buildPlaceQuery(sydney));
  const resultsPage = buildPopularCityPath(sydney.state, sydney.city)!;
  const [profiled] = live.rows;
  const profilePage = buildProfilePath(profiled!.name, profiled!.id, profiled!.state);
  const richer = RICHER_SEARCHES.map(({ scenario, query }) => ({
    scenario,
    path: buildSearchPath({ ...SYDNEY_PLACE, ...query }),
  }));
  console.log(
    `the mix: ${formatCount(new Set(searches.paths).size)} distinct search URLs, ` +
      `${formatCount(profiles.paths.length)} profiles, ` +
      `${formatCount(autocomplete.paths.length)} autocomplete keystrokes`,
  );

  const results: ScenarioResult[] = [];
  const run = async (
    address: string,
    scenario: ScenarioName,
    paths: WeightedPaths,
    rate?: number,
  ) => {
    const cpuBefore = process.cpuUsage();
    const figures = await load(address, paths, DURATION_S, context.dataDir, rate);
    const cpu = process.cpuUsage(cpuBefore);
    const result: ScenarioResult = {
      listings,
      scenario,
      requestsPerSecond: figures.requestsPerSecond,
      p50: figures.p50,
      p99: figures.p99,
      errors: figures.non2xx + figures.errors,
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, figures.requests),
    };
    results.push(result);
    console.log(
      `  ${scenario}: ${Math.round(result.requestsPerSecond)} requests/s, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ` +
        `server CPU ${result.cpuMsPerRequest.toFixed(2)} ms a request` +
        (result.errors > 0
          ? ` (answers by status: ${JSON.stringify(figures.statusCodes)}, ${figures.errors} failed, ${figures.timeouts} timed out)`
          : ''),
    );
  };

  await withApp(context, {}, async (address) => {
    await checkAnswers(address, [
      ...everyNth(searches.paths, 50),
      ...profiles.paths.slice(0, 20),
      ...everyNth(autocomplete.paths, 50),
      deepPage,
      ...richer.map(({ path: searchPath }) => searchPath),
      resultsPage,
      profilePage,
    ]);
    await load(address, mix, WARM_UP_S, context.dataDir);
    await run(address, SCENARIOS.healthz, single('/healthz'));
    await run(address, SCENARIOS.mix, mix);
    await run(address, SCENARIOS.searchApiCached, single(sydneySearch));
    await run(address, SCENARIOS.resultsHtml, single(resultsPage));
    await run(address, SCENARIOS.profileHtml, single(profilePage));
  });
  await withApp(context, { SEARCH_CACHE_SECONDS: '0' }, async (address) => {
    await load(address, mix, WARM_UP_S, context.dataDir);
    await run(address, SCENARIOS.mixUncached, mix);
    await run(address, SCENARIOS.deepPage, single(deepPage));
    for (const { scenario, path: searchPath } of richer)
      await run(address, scenario, single(searchPath));
    await run(address, SCENARIOS.autocomplete, autocomplete);
    await run(address, SCENARIOS.autocompleteSteady, autocomplete, AUTOCOMPLETE_STEADY_RATE);
    await run(address, SCENARIOS.resultsHtmlUncached, single(resultsPage));
    await run(address, SCENARIOS.profileHtmlUncached, single(profilePage));
  });
  return results;
}

/** Builds the app as the server entry point does, listens on loopback, and closes it after. */
async function withApp(
  context: SizeContext,
  env: Record<string, string>,
  work: (address: string) => Promise<void>,
): Promise<void> {
  const { database, dataDir, storage, localities } = context;
  // Behind a proxy on loopback: load-mix.mjs names a visitor per request in X-Forwarded-For.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
    WEB_DIST_DIR,
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    localities,
    mailer: createMailer({
      db: database.db,
      logger: pino({ level: 'silent' }),
      from: config.mailFrom,
    }),
    tokens: createTokenIssuer(randomBytes(32).toString('hex')),
  });
  try {
    await work(await app.listen({ port: 0, host: '127.0.0.1' }));
  } finally {
    await app.close();
  }
}

interface LoadFigures {
  requestsPerSecond: number;
  /** Requests answered in the scenario (autocannon's total). */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connections that failed, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * Runs load-mix.mjs in its own process on the given paths and answers its figures: as fast as
 * the server answers, or `rate` requests a second.
 */
async function load(
  address: string,
  paths: WeightedPaths,
  seconds: number,
  dataDir: string,
  rate?: number,
): Promise<LoadFigures> {
  const file = path.join(dataDir, 'scenario.json');
  await writeFile(
    file,
    JSON.stringify({ url: address, connections: CONNECTIONS, seconds, rate, ...paths }),
  );
  const { stdout } = await execFileAsync(process.execPath, [LOAD_MIX, file], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LoadFigures;
}

/**
 * Asks a sample of the scenarios' paths once each and reports any that does not answer 200:
 * a mix of refused URLs would measure the error handler, not the search.
 */
async function checkAnswers(address: string, paths: readonly string[]): Promise<void> {
  const failures: string[] = [];
  for (const requestPath of paths) {
    const response = await fetch(`${address}${requestPath}`);
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${response.status} ${requestPath}`);
  }
  if (failures.length > 0) {
    console.log(
      `${failures.length} of ${paths.length} sampled paths failed:\n  ${failures.slice(0, 10).join('\n  ')}`,
    );
  }
}

/** The page scenarios measure drawn pages: without the build they would measure the API's 404. */
function assertWebAppBuilt(): void {
  for (const file of ['index.html', SERVER_ENTRY_FILE]) {
    if (!existsSync(path.join(WEB_DIST_DIR, file))) {
      throw new Error(`${path.join(WEB_DIST_DIR, file)} is missing: run \`npm run build\` first`);
    }
  }
}

function everyNth<T>(items: readonly T[], n: number): T[] {
  return items.filter((_item, i) => i % n === 0);
}

function single(requestPath: string): WeightedPaths {
  return { paths: [requestPath], weights: [1] };
}

/** What was seeded, in the shares a reader checks against seed-listings.ts. */
async function describeDirectory(db: Database, now: Date): Promise<void> {
  const activeSince = new Date(now.getTime() - ACTIVE_NOW_MINUTES * 60_000).toISOString();
  const today = australianDate(now);
  const result = await db.execute<Record<string, string>>(sql`
    SELECT count(*) FILTER (WHERE status = 'live') AS live,
           round(100.0 * count(*) FILTER (WHERE status = 'live' AND last_seen_at > ${activeSince}::timestamptz)
                 / nullif(count(*) FILTER (WHERE status = 'live'), 0), 1) AS active_now,
           round(100.0 * count(*) FILTER (WHERE status = 'live' AND is_verified)
                 / nullif(count(*) FILTER (WHERE status = 'live'), 0), 1) AS verified,
           count(*) FILTER (WHERE status = 'live' AND city = 'Sydney') AS sydney,
           (SELECT count(*) FROM model_photos) AS photos,
           (SELECT count(*) FROM tours WHERE ${today}::date BETWEEN starts_on AND ends_on) AS touring
    FROM models`);
  const row = result.rows[0]!;
  console.log(
    `${formatCount(Number(row.live))} live (${formatCount(Number(row.sydney))} in Sydney), ` +
      `${row.active_now}% Active Now, ${row.verified}% verified, ` +
      `${formatCount(Number(row.photos))} photos, ${formatCount(Number(row.touring))} touring today`,
  );
}

/**
 * Seeding a million listings takes longer than Active Now lasts (15 minutes), so before a
 * size is measured the listings seen within it of the directory's clock are moved forward
 * with the clock to the present, as their heartbeats would have moved them. Answers the new
 * clock. (users.last_seen_at is left as seeded: search and profiles read the listing's.)
 */
async function refreshActiveNow(db: Database, clock: Date): Promise<Date> {
  const present = new Date();
  await db.execute(sql`
    UPDATE models SET last_seen_at = last_seen_at + (${present.toISOString()}::timestamptz - ${clock.toISOString()}::timestamptz)
    WHERE last_seen_at > ${clock.toISOString()}::timestamptz - make_interval(mins => ${ACTIVE_NOW_MINUTES})`);
  return present;
}

function describeMachine(postgres: string): string {
  const cpus = os.cpus();
  const embedded = process.env.BENCH_DATABASE_URL ? '' : 'embedded ';
  return (
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${embedded}${postgres}, Node ${process.version}`
  );
}

function parseSizes(text: string | undefined): number[] {
  if (!text) return DEFAULT_SIZES;
  const sizes = text.split(',').map((part) => Number(part.trim().replaceAll('_', '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error(`BENCH_SIZES must be whole numbers separated by commas, not "${text}"`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** Short trial runs must not overwrite the figures of a full one. */
function shouldWriteDocs(): boolean {
  if (process.env.BENCH_WRITE_DOCS === '1') return true;
  if (process.env.BENCH_WRITE_DOCS === '0') return false;
  return DEFAULT_SIZES.every((size) => SIZES.includes(size));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
