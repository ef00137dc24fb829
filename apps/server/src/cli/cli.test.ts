import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { AUTH_MESSAGES } from '@app/contract';
import { createDatabaseClient, withClient, withDatabaseName } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME } from '../db/open-database.js';
import { resetPassword } from '../modules/auth/password-reset.service.js';
import { loadConfig } from '../platform/config/config.js';
import { createSecretDigester, resolveCodeSecret } from '../platform/auth/one-time-codes.js';
import { verifyPassword } from '../platform/auth/passwords.js';
import { runBuilt, type BuiltRunResult } from '../test/built-process.js';
import { createDataDirWithCluster } from '../test/initialised-cluster.js';

/** Runs one compiled CLI as `npm run …` would, in a child process (built-process.ts). */
function runCli(
  file: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  stdin = '',
): Promise<BuiltRunResult> {
  return runBuilt(file, {
    args,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdin,
  });
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

// In order: migrate an empty database, then create admins in it. `npm run db:seed` is proven
// with what it seeds, in seed/demo-seed.test.ts.
describe.sequential('maintenance commands against DATABASE_URL', () => {
  it('db:migrate applies every migration to an empty database, and again changes nothing', async () => {
    const first = await runCli('src/cli/migrate.cli.ts', env());
    const second = await runCli('src/cli/migrate.cli.ts', env());

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

  it('admin:create without a password makes a verified admin and prints a 24-hour single-use link that sets one', async () => {
    const created = await runCli('src/cli/admin-create.cli.ts', env(), [
      '--email',
      'Boss@Example.com',
      '--name',
      'Site Boss',
    ]);

    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Admin boss@example.com created');
    const link = new URL(/(http:\/\/\S+\/reset-password\?\S+)/.exec(created.stdout)![1]!);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe('boss@example.com');
    const [admin] = await query<{
      id: number;
      role: string;
      name: string;
      password_hash: string | null;
      email_verified_at: Date | null;
    }>('SELECT id, role, name, password_hash, email_verified_at FROM users WHERE email = $1', [
      'boss@example.com',
    ]);
    expect(admin).toMatchObject({ role: 'admin', name: 'Site Boss', password_hash: null });
    expect(admin!.email_verified_at).not.toBeNull();
    const [reset] = await query<{ hours: number }>(
      'SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM password_resets WHERE user_id = $1',
      [admin!.id],
    );
    expect(Number(reset!.hours)).toBeGreaterThan(23.9);
    expect(Number(reset!.hours)).toBeLessThanOrEqual(24);
    const [audit] = await query<{ action: string; actor_email: string; target_id: string }>(
      "SELECT action, actor_email, target_id FROM audit_log WHERE action = 'admin.create'",
    );
    expect(audit).toEqual({
      action: 'admin.create',
      actor_email: 'command line',
      target_id: String(admin!.id),
    });

    // The link's token is keyed with the server's secret (here the one in DATA_DIR): the
    // reset the page calls accepts it once and sets the password.
    const client = createDatabaseClient(databaseUrl, { max: 1 });
    try {
      const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      const digester = createSecretDigester(await resolveCodeSecret(config));
      const input = {
        email: 'boss@example.com',
        token: link.searchParams.get('token')!,
        password: 'quiet-lantern-harbour-7',
      };
      await resetPassword(client.db, input, digester);
      await expect(resetPassword(client.db, input, digester)).rejects.toThrow(
        AUTH_MESSAGES.resetLinkInvalid,
      );
    } finally {
      await client.pool.end();
    }
    const [after] = await query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [admin!.id],
    );
    expect(await verifyPassword(after!.password_hash, 'quiet-lantern-harbour-7')).toBe(true);
  });

  it('admin:create --password-stdin sets the password from standard input, and refuses the same e-mail again', async () => {
    const password = 'amber-orchard-lighthouse-4';
    const created = await runCli(
      'src/cli/admin-create.cli.ts',
      env(),
      ['--email', 'deputy@example.com', '--password-stdin'],
      `${password}\n`,
    );
    const again = await runCli(
      'src/cli/admin-create.cli.ts',
      env(),
      ['--email', 'DEPUTY@example.com', '--password-stdin'],
      password,
    );

    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Admin deputy@example.com created');
    expect(created.stdout).not.toContain('reset-password');
    const [admin] = await query<{ name: string; password_hash: string }>(
      'SELECT name, password_hash FROM users WHERE email = $1',
      ['deputy@example.com'],
    );
    expect(admin!.name).toBe('Admin');
    expect(await verifyPassword(admin!.password_hash, password)).toBe(true);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  });

  it.each([
    ['a short password', ['--password-stdin'], 'short-pw-1', 'at least 12 characters'],
    ['a common password', ['--password-stdin'], 'password', 'too common'],
    ['an empty standard input', ['--password-stdin'], '', 'No password on standard input'],
    [
      'a password on the command line',
      ['--password', 'quiet-lantern-harbour-7'],
      '',
      'Unknown option',
    ],
  ])(
    'admin:create refuses %s with exit code 1 and creates nothing',
    async (_, args, stdin, message) => {
      const email = `admin-${randomBytes(3).toString('hex')}@example.com`;

      const result = await runCli(
        'src/cli/admin-create.cli.ts',
        env(),
        ['--email', email, ...args],
        stdin,
      );

      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
      expect(await query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    },
  );

  it('admin:create without an e-mail prints the usage', async () => {
    const result = await runCli('src/cli/admin-create.cli.ts', env());

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --email');
  });
});

describe('maintenance commands beside a running app on the embedded database', () => {
  it('admin:create uses the embedded PostgreSQL the running app keeps on DATA_DIR, and leaves it running', async () => {
    const ownDataDir = await createDataDirWithCluster('directory-cli-shared-');
    // This test process plays the running app: it owns DATA_DIR's embedded server.
    const running = await startEmbeddedPostgres({
      dataDir: ownDataDir,
      logger: pino({ level: 'silent' }),
    });
    try {
      const result = await runCli(
        'src/cli/admin-create.cli.ts',
        { DATA_DIR: ownDataDir },
        ['--email', 'beside@example.com', '--password-stdin'],
        'copper-meadow-signal-8',
      );

      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const appDatabase = withDatabaseName(running.adminUrl, EMBEDDED_DATABASE_NAME);
      const admins = await withClient(appDatabase, async (client) => {
        const found = await client.query('SELECT role FROM users WHERE email = $1', [
          'beside@example.com',
        ]);
        return found.rows;
      });
      expect(admins).toEqual([{ role: 'admin' }]);
    } finally {
      await running.stop();
      await rm(ownDataDir, { recursive: true, force: true });
    }
  });
});
