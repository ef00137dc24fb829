import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

const logger = pino({ level: 'silent' });
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-test-embedded-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL', () => {
  it('keeps its data and generated password across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir, logger });
    await query(
      first.adminUrl,
      "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')",
    );
    await first.stop();
    const password = await readFile(path.join(dataDir, 'postgres-password'), 'utf8');

    const second = await startEmbeddedPostgres({ dataDir, logger });
    expect(await query(second.adminUrl, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
    expect(second.adminUrl).toContain(encodeURIComponent(password.trim()));
    await second.stop();
  });

  it('recovers from a server left running by a crash', async () => {
    const crashed = await startEmbeddedPostgres({ dataDir, logger });
    const leftoverPid = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    // Pretend the owner died without stopping it: nobody calls crashed.stop().
    await writeFile(path.join(dataDir, 'postgres.owner'), '999999\n');

    const recovered = await startEmbeddedPostgres({ dataDir, logger });

    expect(isAlive(leftoverPid)).toBe(false);
    expect(await query(recovered.adminUrl, 'SELECT value FROM kept')).toEqual([
      { value: 'still here' },
    ]);
    await recovered.stop();
    void crashed;
  });

  it('starts despite a stale lock file whose process is gone', async () => {
    await writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), '999999\n');

    const started = await startEmbeddedPostgres({ dataDir, logger });

    expect(await query(started.adminUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await started.stop();
  });

  it('refuses to share its data directory with another live server process', async () => {
    const running = await startEmbeddedPostgres({ dataDir, logger });
    const other = path.join(dataDir, 'postgres.owner');
    // Another live node process owns it (the test runner's parent is a node process).
    await writeFile(other, `${process.ppid}\n`);
    const cmdline = await readFile(`/proc/${process.ppid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('node')) {
      await expect(startEmbeddedPostgres({ dataDir, logger })).rejects.toThrow(/Another server/);
    }
    await writeFile(other, `${process.pid}\n`);
    await running.stop();
  });
});
