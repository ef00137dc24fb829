import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { australianDate } from './search.service.js';

/** 2^32 / φ: successive days' offsets spread evenly round the circle (the golden-ratio step). */
const GOLDEN_STEP = 2_654_435_769;
const CIRCLE = 4_294_967_296;
const CHECK_EVERY_MS = 60_000;

/**
 * How far round the circle today's order starts. Every live listing keeps a fixed place on a
 * circle (a hash of its id) and the page starts at a point that moves by the golden-ratio step
 * each day, so within a few days every listing of a city has been near the top, whatever the
 * city's size, and no day repeats the one before.
 */
export function rotationOffset(day: string): number {
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return (dayNumber * GOLDEN_STEP) % CIRCLE;
}

/**
 * Gives every live listing its place in the order for the Australian day of `now`, once per
 * day whichever server asks first: the others wait on the `search_rotation` row and find the
 * day done. Answers whether this call renumbered.
 */
export async function renumberSearchRotation(db: Database, now = new Date()): Promise<boolean> {
  const day = australianDate(now);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      INSERT INTO search_rotation (id, day) VALUES (true, ${day})
      ON CONFLICT (id) DO UPDATE SET day = excluded.day WHERE search_rotation.day <> excluded.day
      RETURNING day`);
    if (claimed.rows.length === 0) return false;
    await tx.execute(sql`
      UPDATE models SET rotation = (hashint4(id)::bigint + 2147483648 + ${rotationOffset(day)}) % ${CIRCLE}
      WHERE status = 'live'`);
    // Every cached order is yesterday's now.
    await tx.execute(sql`SELECT pg_notify('search_changes', '*')`);
    return true;
  });
}

/**
 * Renumbers now if the day was missed (a server started after midnight, or none ran), then
 * checks every minute for a new Australian day. Answers a function that stops the checks.
 */
export async function keepSearchRotationCurrent(db: Database, logger: Logger): Promise<() => void> {
  const renumber = async () => {
    const started = Date.now();
    if (await renumberSearchRotation(db)) {
      logger.info({ ms: Date.now() - started }, 'renumbered the search rotation for a new day');
    }
  };
  await renumber();
  let lastDay = australianDate(new Date());
  const timer = setInterval(() => {
    const today = australianDate(new Date());
    if (today === lastDay) return;
    renumber().then(
      () => (lastDay = today),
      (error: unknown) => logger.error({ err: error }, 'renumbering the search rotation failed'),
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
