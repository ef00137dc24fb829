import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listingRevisions, type RevisionColumns } from '../../db/schema.js';

/**
 * The start-up place corrections (hidden suburbs, postal-only names) fix changes waiting for
 * review as they fix listings: approval writes these columns, so they must hold the same place.
 */
export interface PendingColumns {
  readonly id: number;
  readonly columns: RevisionColumns;
}

/** The columns of every change waiting for review whose columns match `condition`. */
export async function findPendingColumns(db: Database, condition: SQL): Promise<PendingColumns[]> {
  return db
    .select({ id: listingRevisions.id, columns: sql<RevisionColumns>`changes -> 'columns'` })
    .from(listingRevisions)
    .where(and(eq(listingRevisions.status, 'pending'), condition));
}

/** Merges `fix` into one waiting change's columns, leaving the rest of the change as it was. */
export async function patchPendingColumns(
  db: Database,
  id: number,
  fix: Partial<RevisionColumns>,
): Promise<void> {
  await db
    .update(listingRevisions)
    .set({
      changes: sql`jsonb_set(${listingRevisions.changes}, '{columns}', (${listingRevisions.changes} -> 'columns') || ${JSON.stringify(fix)}::jsonb)`,
    })
    .where(eq(listingRevisions.id, id));
}
