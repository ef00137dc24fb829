import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import {
  SOLE_SERVER_MESSAGE,
  SoleServerLockError,
  claimSoleServerLock,
} from './sole-server-lock.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the sole-server lock of servers without REDIS_URL', () => {
  it('lets one server start, refuses a second on the same database, and frees at shutdown', async () => {
    const first = await claimSoleServerLock(database.url);

    const second = claimSoleServerLock(database.url);
    await expect(second).rejects.toBeInstanceOf(SoleServerLockError);
    await expect(second).rejects.toThrow(SOLE_SERVER_MESSAGE);
    expect(SOLE_SERVER_MESSAGE).toMatch(
      /^REDIS_URL: is required when more than one server shares the database/,
    );

    await first.release();
    const after = await claimSoleServerLock(database.url);
    await after.release();
  });

  it('leaves other databases alone (each test file builds apps on its own database)', async () => {
    const other = await createTestDatabase();
    try {
      const here = await claimSoleServerLock(database.url);
      const there = await claimSoleServerLock(other.url);
      await Promise.all([here.release(), there.release()]);
    } finally {
      await other.close();
    }
  });
});
