import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AdminPage, AdminPageQuery } from '@app/contract';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';

/**
 * One page of a console list with its totals. An empty list still has one page, so the
 * console's pagination always has a "page 1 of 1" to show.
 */
export function toAdminPage<Item>(
  data: Item[],
  { page, per_page }: AdminPageQuery,
  total: number,
): AdminPage<Item> {
  return { data, page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

/**
 * Reads one page of a console list: `rows` (filtered and ordered, made `$dynamic()`) cut to
 * the page, and `counted`, the count of every row that matches, side by side.
 */
export async function readAdminPage<Rows extends PgSelect, Item>(
  paging: AdminPageQuery,
  rows: Rows,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: Awaited<Rows>[number]) => Item,
): Promise<AdminPage<Item>> {
  const { page, per_page } = paging;
  const [found, [count]] = await Promise.all([
    rows.limit(per_page).offset((page - 1) * per_page),
    counted,
  ]);
  return toAdminPage((found as Awaited<Rows>).map(toItem), paging, count?.total ?? 0);
}

/**
 * One page of a single table's rows that match `where`, in `orderBy` order, with their count.
 * The page and the count take the same condition, so the total always counts the rows listed.
 */
export function readAdminTablePage<Table extends PgTable, Item>(
  db: Database,
  paging: AdminPageQuery,
  table: Table,
  { where, orderBy }: { readonly where: SQL | undefined; readonly orderBy: readonly SQL[] },
  toItem: (row: InferSelectModel<Table>) => Item,
): Promise<AdminPage<Item>> {
  return readAdminPage(
    paging,
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
    (row) => toItem(row as InferSelectModel<Table>),
  );
}
