import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/api-test.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  SOLE_SERVER_LOCK_APPLICATION,
  SOLE_SERVER_MESSAGE,
  SoleServerLockError,
  claimSoleServerLock,
} from './sole-server-lock.js';

const owned = useTestDatabase();

describe('the sole-server lock of servers without REDIS_URL', () => {
  it('lets one server start, refuses a second on the same database, and frees at shutdown', async () => {
    const first = await claimSoleServerLock(owned.database.url);

    const second = claimSoleServerLock(owned.database.url);
    await expect(second).rejects.toBeInstanceOf(SoleServerLockError);
    await expect(second).rejects.toThrow(SOLE_SERVER_MESSAGE);
    expect(SOLE_SERVER_MESSAGE).toMatch(
      /^REDIS_URL: is required when more than one server shares the database/,
    );

    await first.release();
    const after = await claimSoleServerLock(owned.database.url);
    await after.release();
  });

  it('leaves other databases alone (each test file builds apps on its own database)', async () => {
    const other = await createTestDatabase();
    try {
      const here = await claimSoleServerLock(owned.database.url);
      const there = await claimSoleServerLock(other.url);
      await Promise.all([here.release(), there.release()]);
    } finally {
      await other.close();
    }
  });
});

describe('the sole-server lock when its database connection drops', () => {
  /** What a database restart does to the lock's session: ends it, and the lock with it. */
  async function dropLockConnections(): Promise<number> {
    const { rows } = await owned.database.pool.query<{ dropped: boolean }>(
      `SELECT pg_terminate_backend(pid) AS dropped FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [SOLE_SERVER_LOCK_APPLICATION],
    );
    return rows.filter((row) => row.dropped).length;
  }
  async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const refusesOthers = () =>
    claimSoleServerLock(owned.database.url).then(
      async (other) => {
        await other.release();
        return false;
      },
      (error: unknown) => error instanceof SoleServerLockError,
    );

  it('takes the lock again once the database answers, without a restart', async () => {
    const lines: Array<{ msg?: string; level?: number }> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const lock = await claimSoleServerLock(owned.database.url, {
      logger,
      retryDelaysMs: { first: 100, max: 1_000 },
    });
    try {
      expect(await dropLockConnections()).toBe(1);
      await until(async () => lines.some((line) => line.msg === 'took the sole-server lock again'));

      expect(lines.map((line) => line.msg)).toContainEqual(
        expect.stringMatching(/^lost the sole-server lock/),
      );
      expect(await refusesOthers()).toBe(true);
    } finally {
      await lock.release();
    }
    expect(await refusesOthers()).toBe(false);
  });

  it('calls onTakenByOther when another server took the lock while it was lost', async () => {
    let takenByOther = 0;
    const lock = await claimSoleServerLock(owned.database.url, {
      logger: pino({ level: 'silent' }),
      onTakenByOther: () => (takenByOther += 1),
      // Room for the other server to take it first.
      retryDelaysMs: { first: 3_000, max: 3_000 },
    });
    let other: Awaited<ReturnType<typeof claimSoleServerLock>> | undefined;
    try {
      await dropLockConnections();
      await until(async () => {
        other = await claimSoleServerLock(owned.database.url).catch(() => undefined);
        return other !== undefined;
      });
      await until(async () => takenByOther > 0);
      expect(takenByOther).toBe(1);
    } finally {
      await lock.release();
      await other?.release();
    }
  });
});
