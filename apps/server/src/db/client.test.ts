import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/api-test.js';
import { createDatabaseClient, withClient } from './client.js';

const owned = useTestDatabase();

describe('the connection pool', () => {
  it('survives an idle connection dropped by the server, and the next query works', async () => {
    const { pool } = createDatabaseClient(owned.database.url, { max: 1 });
    // No listener of the test's own: without the pool's, the dropped connection's 'error'
    // event would be thrown as an uncaught exception and fail the run.
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const idlePid = rows[0]!.pid;
      expect(pool.idleCount).toBe(1);

      // What a restarting server or a cut network does to an idle connection.
      await withClient(owned.database.url, (other) =>
        other.query('SELECT pg_terminate_backend($1)', [idlePid]),
      );
      await expect.poll(() => pool.totalCount).toBe(0);

      const after = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after.rows[0]!.pid).not.toBe(idlePid);
    } finally {
      await pool.end();
    }
  });
});
