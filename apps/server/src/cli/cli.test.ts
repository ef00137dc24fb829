import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withClient, withDatabaseName } from '../db/client.js';
import { verifyPassword } from '../platform/passwords.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const SERVER_SRC = path.resolve(here, '..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one CLI as `npm run …` would (tsx on the source), in a child process. */
async function runCli(
  file: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsxCli, file, ...args], {
      cwd: path.resolve(SERVER_SRC, '..'),
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** A throw-away database on the test server: empty, not cloned from the migrated template. */
let databaseUrl: string;
let dataDir: string;
const query = <Row extends object>(sql: string, params: unknown[] = []) =>
  withClient(databaseUrl, async (client) => (await client.query<Row>(sql, params)).rows);

beforeAll(async () => {
  const { adminUrl, prefix } = inject('testDatabaseServer');
  const name = `${prefix}cli_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  databaseUrl = withDatabaseName(adminUrl, name);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-cli-test-'));
});

afterAll(async () => {
  // The database itself is dropped with every other test database at the end of the run.
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });

// In order: migrate an empty database, seed it, then create an admin in it.
describe.sequential('maintenance commands against DATABASE_URL', () => {
  it('db:migrate applies every migration to an empty database, and again changes nothing', async () => {
    const first = await runCli('src/db/migrate.cli.ts', env());
    const second = await runCli('src/db/migrate.cli.ts', env());

    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Database migrated');
    expect(second.code).toBe(0);
    const tables = await query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'models', 'one_time_codes']),
    );
  });

  it('db:seed fills the empty database with the demo directory once, images in DATA_DIR', async () => {
    const first = await runCli('src/db/seed/seed.cli.ts', env());
    const second = await runCli('src/db/seed/seed.cli.ts', env());

    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Seeded the demo directory');
    expect(second.stdout).toContain('nothing seeded');
    const [counts] = await query<{ listings: string; posts: string }>(
      'SELECT (SELECT count(*) FROM models) AS listings, (SELECT count(*) FROM blogs) AS posts',
    );
    expect(Number(counts!.listings)).toBe(300);
    expect(Number(counts!.posts)).toBeGreaterThan(0);
  });

  it('admin:create makes a verified admin from the environment, and refuses the same e-mail again', async () => {
    const password = 'quiet-lantern-harbour-7';
    const created = await runCli('src/cli/admin-create.cli.ts', {
      ...env(),
      ADMIN_EMAIL_NEW: 'Boss@Example.com',
      ADMIN_PASSWORD: password,
      ADMIN_NAME: 'Site Boss',
    });
    const again = await runCli('src/cli/admin-create.cli.ts', env(), [
      '--email',
      'boss@example.com',
      '--password',
      password,
    ]);

    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Admin boss@example.com created');
    const [admin] = await query<{
      role: string;
      name: string;
      password_hash: string;
      email_verified_at: Date | null;
    }>('SELECT role, name, password_hash, email_verified_at FROM users WHERE email = $1', [
      'boss@example.com',
    ]);
    expect(admin).toMatchObject({ role: 'admin', name: 'Site Boss' });
    expect(admin!.email_verified_at).not.toBeNull();
    expect(await verifyPassword(admin!.password_hash, password)).toBe(true);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  });

  it.each([
    ['a short password', 'short-pw-1', 'at least 12 characters'],
    ['a common password', 'password', 'too common'],
    ['no password', '', 'Usage'],
  ])(
    'admin:create refuses %s with exit code 1 and creates nothing',
    async (_, password, message) => {
      const email = `admin-${randomBytes(3).toString('hex')}@example.com`;

      const result = await runCli('src/cli/admin-create.cli.ts', {
        ...env(),
        ADMIN_EMAIL_NEW: email,
        ADMIN_PASSWORD: password,
      });

      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(await query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    },
  );
});
