import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { STATS_DAYS, TAP_CHANNELS, type ListingStats, type TapChannel } from '@app/contract';
import type { Database } from '../../db/client.js';
import { listingStatsDaily } from '../../db/schema.js';
import { australianDate } from '../search/index.js';

export type StatKind =
  | 'views'
  | 'wishlistAdds'
  | 'phoneReveals'
  | 'callTaps'
  | 'smsTaps'
  | 'whatsappTaps'
  | 'telegramTaps'
  | 'signalTaps'
  | 'enquiries';

/** The statistics column that counts taps on each contact channel. */
export const TAP_STAT_KINDS: Record<TapChannel, StatKind> = {
  calls: 'callTaps',
  sms: 'smsTaps',
  whatsapp: 'whatsappTaps',
  telegram: 'telegramTaps',
  signal: 'signalTaps',
};

/** One more of `kind` for the listing on today's Australian day: one upsert, no read. */
export async function recordListingStat(
  db: Pick<Database, 'insert'>,
  modelId: number,
  kind: StatKind,
  now = new Date(),
): Promise<void> {
  const column = listingStatsDaily[kind];
  await db
    .insert(listingStatsDaily)
    .values({ modelId, day: australianDate(now), [kind]: 1 })
    .onConflictDoUpdate({
      target: [listingStatsDaily.modelId, listingStatsDaily.day],
      set: { [kind]: sql`${column} + 1` },
    });
}

/** The last STATS_DAYS Australian days, oldest first, every day present; totals over them. */
export async function readListingStats(
  db: Database,
  modelId: number,
  now = new Date(),
): Promise<ListingStats> {
  const days = lastDays(now, STATS_DAYS);
  const rows = await db
    .select()
    .from(listingStatsDaily)
    .where(and(eq(listingStatsDaily.modelId, modelId), gte(listingStatsDaily.day, days[0]!)))
    .orderBy(asc(listingStatsDaily.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const sum = (kind: StatKind) => rows.reduce((total, row) => total + row[kind], 0);
  return {
    views_by_day: days.map((date) => ({ date, views: byDay.get(date)?.views ?? 0 })),
    total_views: sum('views'),
    wishlist_adds: sum('wishlistAdds'),
    phone_reveals: sum('phoneReveals'),
    contact_taps: Object.fromEntries(
      TAP_CHANNELS.map((channel) => [channel, sum(TAP_STAT_KINDS[channel])]),
    ) as ListingStats['contact_taps'],
    enquiries: sum('enquiries'),
  };
}

/**
 * The Australian dates of the last `count` days, oldest first. Stepped back from noon UTC of
 * today's date, so a daylight-saving change never skips or repeats a date.
 */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.parse(`${australianDate(now)}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
