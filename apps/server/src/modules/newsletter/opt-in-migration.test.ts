import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withClient, withDatabaseName } from '../../db/client.js';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate.js';

/** The last migration before double opt-in (decision 023). */
const BEFORE_OPT_IN = '0005_search_rank_order';

const { adminUrl, prefix } = inject('testDatabaseServer');
const name = `${prefix}optin_${randomBytes(4).toString('hex')}`;
const url = withDatabaseName(adminUrl, name);
let folder: string | undefined;

afterAll(async () => {
  await withClient(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal ends at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  folder = await mkdtemp(path.join(os.tmpdir(), 'directory-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the double opt-in migration', () => {
  it('marks the subscribers of the one-step form confirmed as of their sign-up, unsubscribed ones still unsubscribed', async () => {
    await withClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const oldFolder = await migrationsUpTo(BEFORE_OPT_IN);
    await withClient(url, (client) => migrate(drizzle(client), { migrationsFolder: oldFolder }));
    await withClient(url, (client) =>
      client.query(`
        INSERT INTO newsletter_subscribers (email, unsubscribe_token, subscribed_at, unsubscribed_at)
        VALUES ('early@example.com', 'token-early', '2025-03-01T00:00:00Z', NULL),
               ('left@example.com', 'token-left', '2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z')`),
    );

    await runMigrations(url);

    const rows = await withClient(url, async (client) => {
      const result = await client.query<{
        email: string;
        confirmed_at: Date | null;
        unsubscribed_at: Date | null;
      }>('SELECT email, confirmed_at, unsubscribed_at FROM newsletter_subscribers ORDER BY email');
      return result.rows;
    });
    expect(rows).toEqual([
      {
        email: 'early@example.com',
        confirmed_at: new Date('2025-03-01T00:00:00Z'),
        unsubscribed_at: null,
      },
      {
        email: 'left@example.com',
        confirmed_at: new Date('2025-04-01T00:00:00Z'),
        unsubscribed_at: new Date('2025-05-01T00:00:00Z'),
      },
    ]);
  });
});
