import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_NOW_MINUTES, NEW_LISTING_DAYS, RECENTLY_ONLINE_HOURS } from '@app/contract';

/**
 * The badges of docs/product/listings-and-moderation.md#online-status-and-badges, in one place for every answer that shows them (search
 * cards, the profile page): `Active Now` = last heartbeat under 15 minutes old, `Recently
 * online` = under 24 hours, `NEW` = went live in the last 14 days.
 */
export interface BadgeCutoffs {
  /** The moment itself: "Available today" holds while `available_until` is after it. */
  now: Date;
  activeSince: Date;
  onlineSince: Date;
  newSince: Date;
}

/**
 * The cutoffs as a statement names them: the moments themselves, or the placeholders of a
 * statement kept for every search of its shape (search.service.ts).
 */
export type CutoffValues = Record<keyof BadgeCutoffs, unknown>;

export function badgeCutoffs(now: Date): BadgeCutoffs {
  return {
    now,
    activeSince: new Date(now.getTime() - ACTIVE_NOW_MINUTES * 60_000),
    onlineSince: new Date(now.getTime() - RECENTLY_ONLINE_HOURS * 3_600_000),
    newSince: new Date(now.getTime() - NEW_LISTING_DAYS * 86_400_000),
  };
}

/** SQL booleans over a listing's columns; a listing never seen or never live has no badge. */
export function isActiveNowSql(lastSeenAt: SQL, cutoffs: CutoffValues): SQL<boolean> {
  return sql<boolean>`coalesce(${lastSeenAt} > ${cutoffs.activeSince}, false)`;
}

/** "Available today" (docs/product/search-and-ranking.md#filters): until a moment still ahead. */
export function isAvailableTodaySql(availableUntil: SQL, cutoffs: CutoffValues): SQL<boolean> {
  return sql<boolean>`coalesce(${availableUntil} > ${cutoffs.now}, false)`;
}

export function isRecentlyOnlineSql(lastSeenAt: SQL, cutoffs: CutoffValues): SQL<boolean> {
  return sql<boolean>`coalesce(${lastSeenAt} > ${cutoffs.onlineSince}, false)`;
}

export function isNewListingSql(wentLiveAt: SQL, cutoffs: CutoffValues): SQL<boolean> {
  return sql<boolean>`coalesce(${wentLiveAt} > ${cutoffs.newSince}, false)`;
}
