import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { australianDate } from '../search/index.js';
import { buildTourAlertMail } from './alert-mail.js';
import type { AlertDeps } from './saved-search-alerts.js';

/** What a tour-alert job carries: the listing just approved, or nothing for the sweep. */
export interface TourAlertJobData {
  listingId?: number;
}

interface NewAlert extends Record<string, unknown> {
  customer_id: number;
  tour_id: number;
  email: string;
  listing_id: number;
  listing_name: string;
  listing_state: string;
  listing_city: string;
  city: string;
  state: string;
  starts_on: string;
  ends_on: string;
}

/**
 * Tour alerts (docs/product/accounts.md#saved-searches-and-tour-alerts): a customer whose
 * wishlist holds a live listing, and who chose a city, is told once of each current or
 * upcoming tour of that listing in that city that went public after both the wishlist entry
 * and the choice of city. A tour goes public when its listing's changes are approved (the row
 * is written then) or with the listing's first approval (went_live_at).
 *
 * One statement finds the tours and inserts a `tour_alerts` row per customer and tour with
 * ON CONFLICT DO NOTHING; only the rows it inserted are mailed, and their mail is recorded in
 * the outbox in the same transaction. So the job may run again, or on two servers at once,
 * and each customer still gets one mail per tour. `listingId` limits the run to one listing
 * (the job queued after an approval); without it, every listing (the periodic sweep).
 * Answers how many alerts were sent.
 */
export async function sendTourAlerts(
  deps: AlertDeps,
  { listingId }: TourAlertJobData = {},
  now = new Date(),
): Promise<number> {
  const outboxIds = await deps.db.transaction(async (tx) => {
    const alerts = await insertNewAlerts(tx, australianDate(now), listingId);
    const ids: number[] = [];
    for (const alert of alerts) {
      const mail = buildTourAlertMail({
        to: alert.email,
        customerId: alert.customer_id,
        tourId: alert.tour_id,
        listing: {
          id: alert.listing_id,
          name: alert.listing_name,
          city: alert.listing_city,
          state: alert.listing_state,
        },
        tour: {
          city: alert.city,
          state: alert.state,
          startsOn: alert.starts_on,
          endsOn: alert.ends_on,
        },
        baseUrl: deps.publicUrl,
      });
      ids.push(await deps.mailer.record(mail, tx));
    }
    return ids;
  });
  for (const id of outboxIds) await deps.mailer.deliver(id);
  return outboxIds.length;
}

async function insertNewAlerts(
  tx: Transaction,
  today: string,
  listingId: number | undefined,
): Promise<NewAlert[]> {
  const oneListing = listingId === undefined ? sql`` : sql`AND t.model_id = ${listingId}`;
  const result = await tx.execute<NewAlert>(sql`
    WITH found AS (
      SELECT c.customer_id, t.id AS tour_id
        FROM tour_alert_cities c
        JOIN users u ON u.id = c.customer_id AND u.status = 'active'
        JOIN wishlist w ON w.customer_id = c.customer_id
        JOIN tours t ON t.model_id = w.model_id AND t.city_key = c.city_key AND t.state = c.state
        JOIN models m ON m.id = t.model_id AND m.status = 'live'
       WHERE t.ends_on >= ${today}::date ${oneListing}
         -- Public after the customer asked: wishlisted and city chosen before it went public.
         AND greatest(t.created_at, m.went_live_at) > greatest(w.created_at, c.chosen_at)
    ),
    inserted AS (
      INSERT INTO tour_alerts (customer_id, tour_id)
      SELECT customer_id, tour_id FROM found
      ON CONFLICT DO NOTHING
      RETURNING customer_id, tour_id
    )
    SELECT i.customer_id, i.tour_id, u.email, m.id AS listing_id, m.name AS listing_name,
           m.state AS listing_state, m.city AS listing_city, t.city, t.state,
           to_char(t.starts_on, 'YYYY-MM-DD') AS starts_on,
           to_char(t.ends_on, 'YYYY-MM-DD') AS ends_on
      FROM inserted i
      JOIN users u ON u.id = i.customer_id
      JOIN tours t ON t.id = i.tour_id
      JOIN models m ON m.id = t.model_id
     ORDER BY i.customer_id, i.tour_id`);
  return result.rows;
}
