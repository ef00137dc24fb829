import { ACTIVE_NOW_MINUTES } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** How often each server clears the listings no longer seen lately. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Clears `seen_lately` (set by the database with every heartbeat of the last hour by its clock,
 * drizzle/0027) on listings last
 * seen before Active Now's window, so the rank indexes of the listings seen lately hold about
 * the Active Now listings and little else. Search never trusts the flag alone: it checks
 * `last_seen_at` as the badge does, so a late sweep only makes those indexes a little larger.
 */
export async function sweepSeenLately(db: Database, now: Date): Promise<number> {
  const activeSince = new Date(now.getTime() - ACTIVE_NOW_MINUTES * 60_000);
  const result = await db.execute(sql`UPDATE models SET seen_lately = false
    WHERE seen_lately AND (last_seen_at IS NULL OR last_seen_at <= ${activeSince})`);
  return result.rowCount ?? 0;
}

/**
 * Sweeps every minute in this process (any server may: a second sweep finds nothing left);
 * answers the stop. A failed sweep (database away) is logged and tried again.
 */
export function startSeenLatelySweeper(
  db: Database,
  clock: () => Date,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    sweepSeenLately(db, clock()).catch((error: unknown) =>
      log.warn({ err: error }, 'listings seen lately could not be swept; trying again'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
