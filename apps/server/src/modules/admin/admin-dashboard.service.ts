import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_DASHBOARD_DAYS,
  ADMIN_DASHBOARD_QUEUE_SIZE,
  DIRECTORY_TIME_ZONE,
  type AdminDashboard,
  type AdminDashboardDay,
} from '@app/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  contactMessages,
  listingFlags,
  listingReports,
  models,
  newsletterSubscribers,
  users,
} from '../../db/schema.js';
import { lastDays } from '../advertiser/index.js';

const COUNTED_LISTING_STATUSES = ['live', 'pending', 'paused', 'suspended'] as const;

/** Everything the console's home shows, read in one go. */
export async function readAdminDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const [listingCounts, roleCounts, subscribers, unread, reports, daily, reviewQueue] =
    await Promise.all([
      countListingsByStatus(db),
      countAccountsByRole(db),
      // Active subscribers: confirmed by the mailed link and not unsubscribed (double opt-in).
      countRows(
        db,
        newsletterSubscribers,
        and(
          isNull(newsletterSubscribers.unsubscribedAt),
          isNotNull(newsletterSubscribers.confirmedAt),
        ),
      ),
      countRows(db, contactMessages, isNull(contactMessages.handledAt)),
      countOpenReports(db),
      readDailySeries(db, now),
      readReviewQueue(db),
    ]);
  return {
    counts: {
      listings: listingCounts,
      customers: roleCounts.get('customer') ?? 0,
      advertisers: roleCounts.get('model') ?? 0,
      subscribers,
      unread_messages: unread,
      open_reports: reports.open,
      open_underage_reports: reports.underage,
    },
    daily,
    review_queue: reviewQueue,
  };
}

async function countListingsByStatus(db: Database): Promise<AdminDashboard['counts']['listings']> {
  const rows = await db
    .select({ status: models.status, total: count() })
    .from(models)
    .where(inArray(models.status, [...COUNTED_LISTING_STATUSES]))
    .groupBy(models.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.total]));
  return {
    live: byStatus.get('live') ?? 0,
    pending: byStatus.get('pending') ?? 0,
    paused: byStatus.get('paused') ?? 0,
    suspended: byStatus.get('suspended') ?? 0,
  };
}

async function countAccountsByRole(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: users.role, total: count() })
    .from(users)
    .groupBy(users.role);
  return new Map(rows.map((row) => [row.role, row.total]));
}

async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Reports on listings not resolved yet, and those of them saying "may be under 18". */
async function countOpenReports(db: Database): Promise<{ open: number; underage: number }> {
  const [row] = await db
    .select({
      open: count(),
      underage: sql<number>`(count(*) FILTER (WHERE ${listingReports.reason} = 'underage'))::int`,
    })
    .from(listingReports)
    .where(isNull(listingReports.resolvedAt));
  return { open: row?.open ?? 0, underage: row?.underage ?? 0 };
}

/** The Australian day of a timestamp column, as the advertiser's statistics count days. */
function australianDay(column: AnyPgColumn): SQL<string> {
  // The zone is written into the text, not sent as a parameter: GROUP BY must see the very
  // same expression as SELECT, and two parameters are two different expressions to PostgreSQL.
  const zone = sql.raw(`'${DIRECTORY_TIME_ZONE}'`);
  return sql<string>`to_char((${column} AT TIME ZONE ${zone})::date, 'YYYY-MM-DD')`;
}

/**
 * Sign-ups (customer and advertiser accounts; admins are not sign-ups) and listings started
 * per Australian day, for the last ADMIN_DASHBOARD_DAYS days, oldest first, zero-filled.
 */
export async function readDailySeries(
  db: Database,
  now = new Date(),
): Promise<AdminDashboardDay[]> {
  const days = lastDays(now, ADMIN_DASHBOARD_DAYS);
  // Midnight in Sydney of the first day falls 10 or 11 hours before 00:00 UTC of that date,
  // so 14 hours before it is a safe lower bound for the index; the days outside are ignored.
  const since = new Date(Date.parse(`${days[0]!}T00:00:00Z`) - 14 * 3_600_000);
  const signUpDay = australianDay(users.createdAt);
  const listingDay = australianDay(models.createdAt);
  const [signUps, listings] = await Promise.all([
    db
      .select({ day: signUpDay, total: count() })
      .from(users)
      .where(and(inArray(users.role, ['customer', 'model']), gte(users.createdAt, since)))
      .groupBy(signUpDay),
    db
      .select({ day: listingDay, total: count() })
      .from(models)
      .where(gte(models.createdAt, since))
      .groupBy(listingDay),
  ]);
  const signUpsByDay = new Map(signUps.map((row) => [row.day, row.total]));
  const listingsByDay = new Map(listings.map((row) => [row.day, row.total]));
  return days.map((date) => ({
    date,
    sign_ups: signUpsByDay.get(date) ?? 0,
    new_listings: listingsByDay.get(date) ?? 0,
  }));
}

/** The oldest pending listings (the review queue's order) with their open flags, and the total. */
async function readReviewQueue(db: Database): Promise<AdminDashboard['review_queue']> {
  const openFlags = db
    .select({ modelId: listingFlags.modelId, total: count().as('open_flags') })
    .from(listingFlags)
    .where(isNull(listingFlags.resolvedAt))
    .groupBy(listingFlags.modelId)
    .as('open_flags');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: models.id,
        name: models.name,
        city: models.city,
        state: models.state,
        submittedAt: models.submittedAt,
        openFlags: sql<number>`coalesce(${openFlags.total}, 0)::int`,
      })
      .from(models)
      .leftJoin(openFlags, eq(openFlags.modelId, models.id))
      .where(eq(models.status, 'pending'))
      .orderBy(sql`${models.submittedAt} ASC NULLS LAST`, asc(models.id))
      .limit(ADMIN_DASHBOARD_QUEUE_SIZE),
    countRows(db, models, eq(models.status, 'pending')),
  ]);
  return {
    total,
    oldest: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      open_flags: row.openFlags,
    })),
  };
}
