import {
  ADMIN_AUDIT_PATH,
  type AdminAuditEntry,
  type AdminAuditQuery,
  type AdminPage,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http';
import { adminPageQuery } from '../lib/admin-query';

/** The log's filters as the URL holds them (text; empty means none). */
export type AuditFilters = Required<{
  [Key in Exclude<keyof AdminAuditQuery, 'page' | 'per_page'>]: string;
}> & { page: number };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

/** GET /api/admin/audit: one page, newest first. */
export function useAuditPage(filters: AuditFilters) {
  const { page, ...rest } = filters;
  return useQuery({
    ...adminPageQuery<AdminPage<AdminAuditEntry>>(auditKeys.list(filters), ADMIN_AUDIT_PATH, {
      ...rest,
      page: page === 1 ? undefined : page,
    }),
    // A refused filter (400) is answered the same way again: show it at once.
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 1,
  });
}
