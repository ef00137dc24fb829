import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { listingRevisions, verificationRequests } from '../../db/schema.js';

/** The tables that hold at most one pending row a listing, waiting for an admin's decision. */
type PendingTable = typeof listingRevisions | typeof verificationRequests;

/** The listing's pending row of `table`, if any; locked until the transaction ends with `lock`. */
export async function findPendingRow<Table extends PendingTable>(
  db: Db,
  table: Table,
  listingId: number,
  lock: boolean,
): Promise<Table['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PendingTable)
    .where(and(eq(table.modelId, listingId), eq(table.status, 'pending')));
  const [row] = lock ? await query.for('update') : await query;
  return row as Table['$inferSelect'] | undefined;
}
