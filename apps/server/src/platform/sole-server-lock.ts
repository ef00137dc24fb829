import pg from 'pg';

/**
 * Without REDIS_URL, rate-limit counters, the answer cache and the once-per-window checks live
 * in each process: two servers on one database would each allow the full limit, so a client
 * spreading its requests over them gets twice the tries. A server started without REDIS_URL
 * therefore holds a PostgreSQL session advisory lock on its database for as long as it runs;
 * a second such server finds it taken and refuses to start.
 */
export const SOLE_SERVER_MESSAGE =
  'REDIS_URL: is required when more than one server shares the database (another server without REDIS_URL is already running on it).';

/** The advisory lock's key: any fixed 64-bit number no other code of this app uses. */
export const SOLE_SERVER_LOCK_KEY = '7318009163457239041';

export class SoleServerLockError extends Error {
  constructor() {
    super(SOLE_SERVER_MESSAGE);
    this.name = 'SoleServerLockError';
  }
}

export interface SoleServerLock {
  /** Lets another server take the lock (at shutdown). */
  release(): Promise<void>;
}

/**
 * Takes the lock on its own connection (a session lock lives as long as the connection; a
 * pooled one would be handed to other queries and closed when idle). Throws
 * SoleServerLockError when another server holds it.
 */
export async function claimSoleServerLock(
  databaseUrl: string,
  onLost: (error: Error) => void = () => undefined,
): Promise<SoleServerLock> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [SOLE_SERVER_LOCK_KEY],
    );
    locked = rows[0]?.locked === true;
  } finally {
    if (!locked) await client.end().catch(() => undefined);
  }
  if (!locked) throw new SoleServerLockError();
  let released = false;
  // A lost connection loses the lock: say so (the process goes on; a restart takes it again).
  client.on('error', (error) => {
    if (!released) onLost(error);
  });
  return {
    async release() {
      if (released) return;
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}
