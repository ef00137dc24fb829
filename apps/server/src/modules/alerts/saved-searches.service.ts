import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ALERT_MESSAGES,
  SAVED_SEARCHES_MAX,
  SearchModelsQuerySchema,
  buildSavedSearchPagePath,
  describeSavedSearch,
  isAllValue,
  type SavedSearch,
  type SavedSearchFrequency,
  type SavedSearchQuery,
  type SaveSearchInput,
  type SearchModelsFilters,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { savedSearches, users } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { buildMatch } from '../search/index.js';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The parameters a search accepts, but the page: what a saved search keeps of a URL. */
const SEARCH_PARAMS = Object.keys(SearchModelsQuerySchema.shape).filter((key) => key !== 'page');

/**
 * The customer's saved searches, oldest first (the order they were saved in).
 */
export async function listSavedSearches(db: Database, customerId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.customerId, customerId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/**
 * Saves a search with daily or weekly mail. Only parameters the search itself accepts are kept
 * (a filter added to the search later is kept with no change here), and the search must be
 * one the search accepts. At most SAVED_SEARCHES_MAX per customer (checked under a lock of the
 * customer's row, so two saves at once cannot pass it), and the same search once.
 * Its first mail names listings that go live after now.
 */
export async function saveSearch(
  db: Database,
  customerId: number,
  input: SaveSearchInput,
): Promise<SavedSearch> {
  const query = keptSearchParams(input.query);
  parseSavedQuery(query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${customerId} FOR UPDATE`);
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        same: sql<number>`count(*) FILTER (WHERE ${savedSearches.query} = ${JSON.stringify(query)}::jsonb)::int`,
      })
      .from(savedSearches)
      .where(eq(savedSearches.customerId, customerId));
    if ((counts?.same ?? 0) > 0) throw new AppError('conflict', ALERT_MESSAGES.alreadySaved);
    if ((counts?.total ?? 0) >= SAVED_SEARCHES_MAX) {
      throw new AppError('conflict', ALERT_MESSAGES.tooMany);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        customerId,
        query,
        frequency: input.frequency,
        unsubscribeToken: randomBytes(24).toString('base64url'),
      })
      .returning();
    return toSavedSearch(row!);
  });
}

/** Changes the mail frequency of one of the customer's saved searches; false when not theirs. */
export async function changeSavedSearchFrequency(
  db: Database,
  customerId: number,
  id: number,
  frequency: SavedSearchFrequency,
): Promise<SavedSearch | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.customerId, customerId)))
    .returning();
  return row ? toSavedSearch(row) : undefined;
}

/** Deletes one of the customer's saved searches; false when there is none of theirs by that id. */
export async function deleteSavedSearch(
  db: Database,
  customerId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.customerId, customerId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/**
 * The one-click unsubscribe of a saved search's mail: its frequency becomes `off` (the search
 * stays on the dashboard, where the customer may turn mail on again). False for an unknown
 * token; a second press is a success.
 */
export async function unsubscribeSavedSearch(db: Database, token: string): Promise<boolean> {
  const updated = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ id: savedSearches.id });
  return updated.length > 0;
}

/**
 * A stored query as the search reads it. Refused (422) when the search refuses it, or 400 for
 * what only the search's own conditions check (an unknown state).
 */
export function parseSavedQuery(query: SavedSearchQuery, now = new Date()): SearchModelsFilters {
  const parsed = SearchModelsQuerySchema.safeParse(query);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? ALERT_MESSAGES.badQuery;
    throw new AppError('unprocessable', message, { query: message });
  }
  buildMatch(parsed.data, now);
  return parsed.data;
}

/** The parameters of `raw` that the search accepts, trimmed, without empty or `all` values. */
function keptSearchParams(raw: Record<string, string>): SavedSearchQuery {
  const kept: SavedSearchQuery = {};
  for (const key of SEARCH_PARAMS) {
    const value = raw[key]?.trim();
    if (value && !isAllValue(value)) kept[key] = value;
  }
  return kept;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: describeSavedSearch(row.query),
    query: row.query,
    path: buildSavedSearchPagePath(row.query),
    frequency: row.frequency as SavedSearchFrequency,
    created_at: row.createdAt.toISOString(),
  };
}
