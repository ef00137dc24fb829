import { sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_INTERVAL_DAYS,
  SAVED_SEARCH_MAIL_MAX_LISTINGS,
  buildSavedSearchPagePath,
  describeSavedSearch,
  type SavedSearchQuery,
} from '@app/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { buildMatch } from '../search/index.js';
import { buildSavedSearchMail, type AlertListing } from './alert-mail.js';
import { parseSavedQuery } from './saved-searches.service.js';
import type { Logger } from 'pino';

export interface AlertDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL: the origin of every link in the mail. */
  publicUrl: string;
}

/** What one run did: searches checked, and mails recorded. */
export interface SavedSearchRun {
  checked: number;
  mailed: number;
}

/** A run stops after this many searches; the next run (minutes later) goes on. */
const MAX_SEARCHES_PER_RUN = 500;

interface DueSearch extends Record<string, unknown> {
  id: number;
  query: SavedSearchQuery;
  unsubscribe_token: string;
  checked_at: Date | string;
  email: string;
  is_active: boolean;
}

/**
 * Mails each saved search that is due (a day or a week since its last check, by its
 * frequency) the listings that went live since that check and match it, then records the
 * check at `now`. Nothing is mailed when nothing is new. Each search is taken with FOR UPDATE
 * SKIP LOCKED and its mail recorded in the outbox in the same transaction as the check, so two
 * servers never mail one search twice and a crash loses no mail (the relay sends what was
 * recorded). The listings follow the search's own conditions (buildMatch): the same filters as
 * the results page, at home in the place searched.
 */
export async function sendDueSavedSearches(
  deps: AlertDeps,
  now = new Date(),
): Promise<SavedSearchRun> {
  const run: SavedSearchRun = { checked: 0, mailed: 0 };
  while (run.checked < MAX_SEARCHES_PER_RUN) {
    const outboxId = await deps.db.transaction(async (tx) => {
      const search = await claimDueSearch(tx, now);
      if (!search) return null;
      run.checked += 1;
      const mailId = search.is_active
        ? await recordNewListingsMail(deps, tx, search, now)
        : undefined;
      await tx.execute(sql`UPDATE saved_searches SET checked_at = ${now} WHERE id = ${search.id}`);
      return mailId;
    });
    if (outboxId === null) break;
    if (outboxId !== undefined) {
      run.mailed += 1;
      await deps.mailer.deliver(outboxId);
    }
  }
  return run;
}

/** The next search whose mail is due at `now`, locked for this transaction. */
async function claimDueSearch(tx: Transaction, now: Date): Promise<DueSearch | undefined> {
  const { daily, weekly } = SAVED_SEARCH_INTERVAL_DAYS;
  const result = await tx.execute<DueSearch>(sql`
    SELECT s.id, s.query, s.unsubscribe_token, s.checked_at, u.email,
           (u.status = 'active') AS is_active
      FROM saved_searches s JOIN users u ON u.id = s.customer_id
     WHERE s.frequency <> 'off'
       AND s.checked_at <= ${now}::timestamptz - make_interval(days =>
             CASE s.frequency WHEN 'daily' THEN ${daily}::int ELSE ${weekly}::int END)
     ORDER BY s.checked_at
     LIMIT 1
       FOR UPDATE OF s SKIP LOCKED`);
  return result.rows[0];
}

/**
 * Records the mail of a search's new listings; undefined when there are none, or when the
 * stored search no longer passes the search's rules (logged: its check still moves on).
 */
async function recordNewListingsMail(
  deps: AlertDeps,
  tx: Transaction,
  search: DueSearch,
  now: Date,
): Promise<number | undefined> {
  let filters;
  try {
    filters = parseSavedQuery(search.query, now);
  } catch (error) {
    deps.logger.warn({ err: error, savedSearchId: search.id }, 'a saved search no longer parses');
    return undefined;
  }
  const match = buildMatch(filters, now);
  const conditions = [...match.listing, ...match.home];
  const since = new Date(search.checked_at);
  const result = await tx.execute<AlertListing & Record<string, unknown>>(sql`
    SELECT m.id, m.name, m.city, m.state FROM models m
     WHERE ${sql.join(conditions, sql` AND `)}
       AND m.went_live_at > ${since} AND m.went_live_at <= ${now}
     ORDER BY m.went_live_at DESC, m.id DESC
     LIMIT ${SAVED_SEARCH_MAIL_MAX_LISTINGS + 1}`);
  if (result.rows.length === 0) return undefined;
  const listings = result.rows.slice(0, SAVED_SEARCH_MAIL_MAX_LISTINGS);
  const mail = buildSavedSearchMail({
    to: search.email,
    searchId: search.id,
    searchName: describeSavedSearch(search.query),
    searchPath: buildSavedSearchPagePath(search.query),
    listings,
    hasMore: result.rows.length > listings.length,
    unsubscribeToken: search.unsubscribe_token,
    checkedAt: now,
    baseUrl: deps.publicUrl,
  });
  return deps.mailer.record(mail, tx);
}
