import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { isDatabaseUnavailableError } from '../platform/http/database-unavailable.js';
import { runStatement } from './prepared-statement.js';

/** A server that resets each connection as soon as the client speaks: a database dying. */
async function resettingServer(): Promise<{ port: number; close: () => void }> {
  const server = net.createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

const opened: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

describe('a prepared statement run on a pool', () => {
  it('fails as the database being unavailable when its connection is reset, where a bare pool query fails as a bug', async () => {
    const server = await resettingServer();
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: server.port,
      user: 'app',
      database: 'app',
    });
    pool.on('error', () => undefined);
    opened.push(server.close, () => pool.end());
    const query = { text: 'SELECT 1', values: [] };

    const bare = await pool.query(query).catch((error: unknown) => error);
    expect(bare).toMatchObject({ code: 'ECONNRESET' });
    expect(isDatabaseUnavailableError(bare)).toBe(false);

    const run = await runStatement(pool, query).catch((error: unknown) => error);
    expect(isDatabaseUnavailableError(run)).toBe(true);
  });
});
