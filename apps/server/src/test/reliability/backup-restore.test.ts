import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppDatabase } from '../../db/app-role.js';
import {
  listAppSequences,
  listAppTables,
  MANIFEST_FILE,
  qualifiedName,
  type BackupManifest,
} from '../../db/backup-format.js';
import { readArchiveManifest, RestoreRefused } from '../../db/backup-restore.js';
import { withClient } from '../../db/client.js';
import { findRunningEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME, openDatabase } from '../../db/open-database.js';
import { modelPhotos, models, newsletterSubscribers, users } from '../../db/schema.js';
import { loadConfig } from '../../platform/config/config.js';
import { createLocalImageStorage } from '../../platform/storage/image-storage.js';
import { startJobQueue } from '../../platform/jobs/job-queue.js';
import { runBuilt, type BuiltRunResult } from '../built-process.js';
import { createBlogPost, createListing } from '../factories.js';
import { copyInitialisedCluster } from '../initialised-cluster.js';
import { killStartedServers, startServerProcess } from '../server-process.js';

/**
 * `npm run backup` and `npm run restore` on the embedded default, as an operator runs them
 * (the CLIs in their own processes), on a DATA_DIR of this test's own.
 */
const silent = pino({ level: 'silent' });
/** Text COPY must carry as it is: tabs, line breaks, backslashes, quotes, non-Latin letters. */
const AWKWARD_TEXT = "Line one\n\tTabbed \\N back\\slash, “quotes” 'single' — 東京 😀\r\nend";

let root: string;
let dataDir: string;
let original: Snapshot;

interface Snapshot {
  /** Every table of the app's schemas: its rows as text, sorted. */
  tables: Record<string, string[]>;
  sequences: Record<string, string | null>;
  /** Every file of DATA_DIR/images by name: its size and SHA-256 (equal digests, equal bytes). */
  images: Record<string, string>;
}

function runCli(file: string, args: string[]): Promise<BuiltRunResult> {
  return runBuilt(file, {
    args,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    timeoutMs: 60_000,
  });
}

const backup = (archive: string) => runCli('src/cli/backup.cli.ts', [archive]);
const restore = (...args: string[]) => runCli('src/cli/restore.cli.ts', args);

function config() {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  });
}

/** The app's database, opened (and its embedded server started) for `work` only. */
async function withAppDatabase<T>(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(config(), silent);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function readSnapshot(url: string, schemas?: string[]): Promise<Snapshot> {
  const snapshot: Snapshot = { tables: {}, sequences: {}, images: await readImages() };
  await withClient(url, async (client) => {
    for (const table of await listAppTables(client)) {
      if (schemas && !schemas.includes(table.schema)) continue;
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM ${qualifiedName(client, table)} t`,
      );
      snapshot.tables[`${table.schema}.${table.name}`] = rows.map((row) => row.row).sort();
    }
    for (const sequence of await listAppSequences(client)) {
      if (schemas && !schemas.includes(sequence.schema)) continue;
      snapshot.sequences[`${sequence.schema}.${sequence.name}`] = sequence.lastValue;
    }
  });
  return snapshot;
}

async function readImages(): Promise<Record<string, string>> {
  const folder = path.join(dataDir, 'images');
  if (!existsSync(folder)) return {};
  const images: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort()) {
    const bytes = await readFile(path.join(folder, name));
    images[name] = `${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return images;
}

/** Listings, accounts, photos with their files, a blog post, subscribers and a queued job. */
async function createSiteData(database: Awaited<ReturnType<typeof openDatabase>>) {
  const storage = createLocalImageStorage(path.join(dataDir, 'images'));
  for (let index = 0; index < 3; index += 1) {
    const listing = await createListing(database.db, {
      name: `Backup Model ${index}`,
      descriptionText: AWKWARD_TEXT,
      descriptionHtml: `<p>${index}</p>`,
    });
    for (let photo = 0; photo < 2; photo += 1) {
      const imageName = `backup-${index}-${photo}.webp`;
      await storage.save(imageName, randomBytes(50_000 + index * 1000 + photo));
      await database.db
        .insert(modelPhotos)
        .values({ modelId: listing.id, imageName, position: photo, phash: -1234567890123n });
    }
  }
  await createBlogPost(database.db, { title: 'Kept', excerpt: AWKWARD_TEXT });
  await database.db.insert(newsletterSubscribers).values([
    { email: 'one@example.com', unsubscribeToken: randomBytes(16).toString('hex') },
    { email: 'two@example.com', unsubscribeToken: randomBytes(16).toString('hex') },
  ]);
  // The job queue's schema and a waiting job, as a running server leaves them.
  const jobQueue = await startJobQueue({ databaseUrl: database.url, logger: silent });
  await jobQueue.send('backup-test-queue', { kept: AWKWARD_TEXT });
  await jobQueue.stop(5_000);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'backup-restore-'));
  dataDir = path.join(root, 'data');
  await mkdir(dataDir);
  // The new machine below makes its cluster from nothing; this one need not.
  await copyInitialisedCluster(dataDir);
  await withAppDatabase(async (database) => {
    await createSiteData(database);
    original = await readSnapshot(database.url);
  });
}, 60_000);

afterAll(async () => {
  await killStartedServers();
  await rm(root, { recursive: true, force: true });
});

describe.sequential('npm run backup and npm run restore (embedded database)', () => {
  const archive = () => path.join(root, 'archives', 'first.tar.gz');

  it('restores every table row for row and every image byte for byte after changes and deletions', async () => {
    const made = await backup(archive());
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/Backup written to .*first\.tar\.gz/);
    // Password hashes and addresses: readable by the owner alone.
    expect((await stat(archive())).mode & 0o777).toBe(0o600);
    // The embedded server is PostgreSQL 18: a pg_dump copy only beside a pg_dump that new.
    expect(made.stdout).toMatch(/no pg_dump copy: .*; restore needs none|database\.pgdump/);

    // Change and delete images and data after the backup (one start of the database).
    const images = path.join(dataDir, 'images');
    await rm(path.join(images, 'backup-0-0.webp'));
    await writeFile(path.join(images, 'backup-1-1.webp'), 'overwritten');
    await writeFile(path.join(images, 'added-after.webp'), 'new');
    const changed = await withAppDatabase(async (database) => {
      await database.db.update(users).set({ name: 'Changed' });
      await database.db.delete(modelPhotos);
      await database.db.delete(models).where(eq(models.name, 'Backup Model 0'));
      await createBlogPost(database.db, { title: 'Written after the backup' });
      await database.db.execute(sql`SELECT nextval('users_id_seq')`);
      return readSnapshot(database.url);
    });
    expect(changed).not.toEqual(original);

    const restored = await restore(archive());
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored');

    const after = await withAppDatabase((database) => readSnapshot(database.url));
    expect(Object.keys(after.tables)).toEqual(Object.keys(original.tables));
    expect(after.tables['public.models']).toHaveLength(3);
    expect(after.tables['public.model_photos']).toHaveLength(6);
    expect(after.tables['pgboss.job']).toHaveLength(1);
    expect(after).toEqual(original);
  }, 60_000);

  it('refuses without an archive, and refuses an archive made by newer code, changing nothing', async () => {
    const bare = await restore();
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('Usage: npm run restore -- <archive.tar.gz>');

    const unpacked = path.join(root, 'newer');
    await mkdir(unpacked);
    await tar.extract({ file: archive(), cwd: unpacked });
    const manifest = JSON.parse(
      await readFile(path.join(unpacked, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    manifest.migrations.push({ hash: 'f'.repeat(64), createdAt: '9999999999999' });
    await writeFile(path.join(unpacked, MANIFEST_FILE), JSON.stringify(manifest));
    const newer = path.join(root, 'archives', 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, await readdir(unpacked));

    const refused = await restore(newer);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The backup is from newer code');
    // Refused before anything started: the images are as they were, no scratch folder left.
    expect(await readImages()).toEqual(original.images);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('restore-'))).toEqual([]);
    const garbage = path.join(root, 'archives', 'not-an-archive.tar.gz');
    await writeFile(garbage, 'not a tar file');
    await expect(readArchiveManifest(garbage)).rejects.toThrow(
      new RestoreRefused(
        `${garbage} is not a backup archive (TAR_BAD_ARCHIVE: Unrecognized archive format).`,
      ),
    );
  }, 60_000);

  it('backs up while the server runs; restore refuses beside it, and brings that backup back on a new machine', async () => {
    const server = await startServerProcess({ dataDir });
    const whileRunning = path.join(root, 'archives', 'while-running.tar.gz');
    let live: Snapshot;
    try {
      const made = await backup(whileRunning);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      const adminUrl = (await findRunningEmbeddedPostgres(dataDir))!;
      const appUrl = await ensureAppDatabase({
        adminUrl,
        dataDir,
        database: EMBEDDED_DATABASE_NAME,
        logger: silent,
      });
      live = await readSnapshot(appUrl, ['public', 'drizzle']);

      const refused = await restore(whileRunning);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Stop it first');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // A new machine: an empty DATA_DIR (new cluster, new passwords) gets the same site.
    dataDir = path.join(root, 'new-machine', 'data');
    const restored = await restore(whileRunning);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const after = await withAppDatabase((database) => readSnapshot(database.url));
    expect({ ...after, tables: pick(after.tables, 'public.', 'drizzle.') }).toEqual({
      ...live!,
      images: original.images,
    });
    // The waiting job comes back as it was; the server's own periodic jobs (the alert sweeps
    // it queued while it ran) are in the archive too, but are not this test's to compare.
    const testJobs = (rows: string[] | undefined) =>
      (rows ?? []).filter((row) => row.includes(',backup-test-queue,'));
    expect(testJobs(after.tables['pgboss.job'])).toEqual(testJobs(original.tables['pgboss.job']));
    expect(testJobs(after.tables['pgboss.job'])).toHaveLength(1);
  }, 90_000);
});

function pick(tables: Record<string, string[]>, ...prefixes: string[]) {
  return Object.fromEntries(
    Object.entries(tables).filter(([name]) => prefixes.some((prefix) => name.startsWith(prefix))),
  );
}
