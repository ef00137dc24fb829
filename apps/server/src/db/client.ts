import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseClient {
  db: Database;
  pool: pg.Pool;
}

/** One pool per process; node-postgres for the embedded server and a standalone one alike. */
export function createDatabaseClient(url: string, options: { max?: number } = {}): DatabaseClient {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    // A request must not hang on a database that went away.
    connectionTimeoutMillis: 5_000,
    // Short indexed queries gain nothing from JIT compilation, which costs hundreds of
    // milliseconds on the first run of each plan, nor from parallel workers, which take cores
    // from the other requests in flight (docs/PERFORMANCE.md).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client losing its connection must not crash the process; the next query retries.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
}

/** The URL of another database on the same server, e.g. the app's database beside `postgres`. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on one short-lived connection, closed afterwards whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
