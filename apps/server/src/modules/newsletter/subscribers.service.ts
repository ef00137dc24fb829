import { and, asc, desc, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminSubscriber, SubscriberStatus } from '@app/contract';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { readAdminTablePage } from '../admin/index.js';

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
}

function subscriberConditions({ q, status }: SubscriberFilters): SQL | undefined {
  return and(
    q ? ilike(newsletterSubscribers.email, containsPattern(q.toLowerCase())) : undefined,
    status === 'pending'
      ? and(isNull(newsletterSubscribers.unsubscribedAt), isNull(newsletterSubscribers.confirmedAt))
      : undefined,
    status === 'active'
      ? and(
          isNull(newsletterSubscribers.unsubscribedAt),
          isNotNull(newsletterSubscribers.confirmedAt),
        )
      : undefined,
    status === 'unsubscribed' ? isNotNull(newsletterSubscribers.unsubscribedAt) : undefined,
  );
}

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

function statusOf(row: SubscriberRow): SubscriberStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'active' : 'pending';
}

function toAdminSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row),
    subscribed_at: row.subscribedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** One page of subscribers, newest first, filtered on the server. */
export async function listSubscribers(
  db: Database,
  filters: SubscriberFilters & { page: number; per_page: number },
): Promise<AdminPage<AdminSubscriber>> {
  return readAdminTablePage(
    db,
    filters,
    newsletterSubscribers,
    {
      where: subscriberConditions(filters),
      orderBy: [desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id)],
    },
    toAdminSubscriber,
  );
}

/** Every subscriber the filters match, oldest first, for the CSV export. */
export async function readAllSubscribers(
  db: Database,
  filters: SubscriberFilters,
): Promise<AdminSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberConditions(filters))
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id));
  return rows.map(toAdminSubscriber);
}

/**
 * A CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) made text with a leading `'`.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersToCsv(subscribers: AdminSubscriber[]): string {
  const header = ['email', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'];
  const lines = subscribers.map((subscriber) =>
    [
      subscriber.email,
      subscriber.status,
      subscriber.subscribed_at,
      subscriber.confirmed_at ?? '',
      subscriber.unsubscribed_at ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
