import {
  ADMIN_AUDIT_PATH,
  type AdminAuditEntry,
  type AdminAuditQuery,
  type AdminPage,
} from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { HttpError } from '../../../lib/http';
import { buildAdminQuery } from '../lib/admin-query';

/** The log's filters as the URL holds them (text; empty means none). */
export type AuditFilters = Required<{
  [Key in Exclude<keyof AdminAuditQuery, 'page' | 'per_page'>]: string;
}> & { page: number };

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

/** GET /api/admin/audit: one page, newest first. */
export function fetchAuditPage(
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AdminPage<AdminAuditEntry>> {
  const { page, ...rest } = filters;
  return apiRequest(
    buildAdminQuery(ADMIN_AUDIT_PATH, { ...rest, page: page === 1 ? undefined : page }),
    { signal },
  );
}

export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => fetchAuditPage(filters, signal),
    placeholderData: keepPreviousData,
    // A refused filter (400) is answered the same way again: show it at once.
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 1,
  });
}
