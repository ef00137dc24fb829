/**
 * The builder of a path under one row of a collection of the API, so each section states its
 * collection once and every action on a row is one line:
 * `memberPath('/api/admin/users')(7)` is `/api/admin/users/7`,
 * `memberPath('/api/admin/users', 'suspend')(7)` is `/api/admin/users/7/suspend`.
 */
export function memberPath(collection: string, action?: string): (id: number) => string {
  const tail = action === undefined ? '' : `/${action}`;
  return (id) => `${collection}/${id}${tail}`;
}
