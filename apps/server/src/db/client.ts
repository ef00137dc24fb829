import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { rememberDatabasePort } from '../platform/http/database-unavailable.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** An open transaction on the app's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The app's database or a transaction on it: services run inside either. */
export type Db = Database | Transaction;

/** The search pool's size per core of this machine (createDatabaseClient). */
const SEARCH_CONNECTIONS_PER_CORE = 3;

export interface DatabaseClient {
  db: Database;
  pool: pg.Pool;
}

/** One pool per process; node-postgres for the embedded server and a standalone one alike. */
export function createDatabaseClient(
  url: string,
  options: {
    max?: number;
    /** Off (0) for bulk work that runs long on purpose (the benchmark's seed and VACUUM). */
    queryTimeoutMs?: number;
  } = {},
): DatabaseClient {
  // A refused connect to this port is the database being down: answered 503, not 500.
  rememberDatabasePort(url);
  const config: pg.PoolConfig = {
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    // A request must not hang on a database that went away: a connection that cannot be made
    // within 3 s fails (answered 503, platform/http/database-unavailable.ts), and so does a query on
    // a connection whose server stopped answering (frozen, cut off by the network) after 5 s,
    // far longer than any query of this app takes. Keep-alive probes notice a dead peer whose
    // TCP connection was never closed.
    connectionTimeoutMillis: 3_000,
    query_timeout: options.queryTimeoutMs ?? 5_000,
    keepAlive: true,
    // Short indexed queries gain nothing from JIT compilation, which costs hundreds of
    // milliseconds on the first run of each plan, nor from parallel workers, which take cores
    // from the other requests in flight (docs/PERFORMANCE.md).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  };
  const pool = new pg.Pool(config);
  // An idle client losing its connection (the server restarting, a dropped connection) must
  // not crash the process: the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  // The search's statements, prepared once per shape (modules/search/search.service.ts), run on
  // connections of their own that always use the statement's generic plan: planning a search
  // costs more than running it, and PostgreSQL would plan each afresh five times on every
  // connection before settling. Only there: the app's other statements carry values a plan must
  // see (a status matching a partial index). Opened on the first search, closed with the pool.
  // Few connections: each plans every shape of search once (30 to 40 ms for the part-by-part
  // statement), and its statements run in milliseconds, so a few per core keep the cores busy.
  let searchPool: pg.Pool | undefined;
  const openSearchPool = () => {
    if (!searchPool) {
      searchPool = new pg.Pool({
        ...config,
        max: Math.min(config.max ?? 20, SEARCH_CONNECTIONS_PER_CORE * availableParallelism()),
        options: `${config.options} -c plan_cache_mode=force_generic_plan`,
      });
      searchPool.on('error', () => undefined);
    }
    return searchPool;
  };
  const endPool = pool.end.bind(pool);
  pool.end = (async () => {
    await Promise.all([endPool(), searchPool?.end()]);
  }) as pg.Pool['end'];
  const db = drizzle(pool, { schema });
  searchPools.set(db, openSearchPool);
  return { db, pool };
}

const searchPools = new WeakMap<Database, () => pg.Pool>();

/**
 * The pool the search's prepared statements run on (createDatabaseClient); every Database is
 * made there, so this is only ever the main pool for one made elsewhere.
 */
export function searchPoolOf(db: Database): pg.Pool {
  return searchPools.get(db)?.() ?? poolOf(db);
}

/** The pool under the app's database, for statements Drizzle does not make. */
export function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}

/** The URL of another database on the same server, e.g. the app's database beside `postgres`. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Runs `work` holding the session advisory lock `key` on its own connection: every server of
 * the app that starts the same work waits its turn (migrations, creating the job queues).
 */
export async function withAdvisoryLock<T>(
  url: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  return withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  });
}

/** Runs `work` on one short-lived connection, closed afterwards whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost during `work` (the database restarting) also rejects the query in
  // flight, which `work` sees; unheard, the client's error event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
