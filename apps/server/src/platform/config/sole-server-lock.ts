import pg from 'pg';
import type { Logger } from 'pino';

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

/** The lock's connection is named so, in pg_stat_activity, an operator can tell what it is. */
export const SOLE_SERVER_LOCK_APPLICATION = 'directory-sole-server-lock';

export class SoleServerLockError extends Error {
  constructor() {
    super(SOLE_SERVER_MESSAGE);
    this.name = 'SoleServerLockError';
  }
}

export interface SoleServerLock {
  /** Lets another server take the lock (at shutdown); stops taking it again. */
  release(): Promise<void>;
}

export interface SoleServerLockOptions {
  /** Where losing and taking the lock again are logged. */
  logger?: Logger;
  /**
   * The lock was lost (its connection dropped: the database restarted) and another server
   * without REDIS_URL took it meanwhile: this one must stop, as it would have at start.
   */
  onTakenByOther?: () => void;
  /** Waits between tries to take a lost lock again: doubling from `first` up to `max`. */
  retryDelaysMs?: { first: number; max: number };
}

const DEFAULT_RETRY_DELAYS_MS = { first: 500, max: 30_000 };

/**
 * Takes the lock on its own connection (a session lock lives as long as the connection; a
 * pooled one would be handed to other queries and closed when idle). Throws
 * SoleServerLockError when another server holds it. A lost connection loses the lock: it is
 * taken again, with a doubling wait, once the database answers; if another server holds it
 * by then, `onTakenByOther` is called.
 */
export async function claimSoleServerLock(
  databaseUrl: string,
  options: SoleServerLockOptions = {},
): Promise<SoleServerLock> {
  const { logger, onTakenByOther = () => undefined } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const first = await tryLock(databaseUrl);
  if (!first) throw new SoleServerLockError();

  let client: pg.Client | undefined = first;
  let released = false;
  let attempts = 0;
  let retry: NodeJS.Timeout | undefined;

  const hold = (held: pg.Client) => {
    client = held;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || released) return;
      lost = true;
      client = undefined;
      held.end().catch(() => undefined);
      logger?.error(
        { err: error },
        'lost the sole-server lock (its database connection dropped); taking it again when the database is back',
      );
      scheduleRetake();
    };
    held.on('error', onLost);
    held.on('end', () => onLost());
  };
  const scheduleRetake = () => {
    const wait = Math.min(delays.first * 2 ** attempts, delays.max);
    attempts += 1;
    retry = setTimeout(() => void retake(), wait);
    retry.unref();
  };
  const retake = async () => {
    if (released) return;
    let taken: pg.Client | false;
    try {
      taken = await tryLock(databaseUrl);
    } catch {
      scheduleRetake(); // the database is not back yet
      return;
    }
    if (released) {
      if (taken) await taken.end().catch(() => undefined);
      return;
    }
    if (!taken) {
      logger?.error(SOLE_SERVER_MESSAGE);
      onTakenByOther();
      return;
    }
    attempts = 0;
    logger?.warn('took the sole-server lock again');
    hold(taken);
  };

  hold(first);
  return {
    async release() {
      if (released) return;
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** A connection holding the lock, or false when another session holds it. */
async function tryLock(databaseUrl: string): Promise<pg.Client | false> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: SOLE_SERVER_LOCK_APPLICATION,
    connectionTimeoutMillis: 3_000,
    keepAlive: true,
  });
  // Until hold() listens: a connection error must not be an unhandled 'error' event.
  client.on('error', () => undefined);
  let locked = false;
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [SOLE_SERVER_LOCK_KEY],
    );
    locked = rows[0]?.locked === true;
  } finally {
    if (!locked) await client.end().catch(() => undefined);
  }
  return locked ? client : false;
}
