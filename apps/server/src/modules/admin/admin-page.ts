import type { AdminPage, AdminPageQuery } from '@app/contract';

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
