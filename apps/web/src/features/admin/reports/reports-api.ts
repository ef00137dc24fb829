import {
  ADMIN_REPORTS_PATH,
  buildAdminReportResolvePath,
  type AdminPage,
  type AdminReport,
  type AdminReportActionResponse,
  type AdminReportStatus,
  type ResolveReportInput,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../dashboard/dashboard-api';
import { adminListKeys, adminPageQuery } from '../lib/admin-query';

export interface ReportFilters {
  readonly status: AdminReportStatus;
  readonly page: number;
}

export const reportKeys = adminListKeys<ReportFilters>('reports');

/** GET /api/admin/reports: one page, open first and "may be under 18" first of all. */
export function useReportsPage(filters: ReportFilters) {
  return useQuery(
    adminPageQuery<AdminPage<AdminReport>>(reportKeys.list(filters), ADMIN_REPORTS_PATH, {
      status: filters.status === 'all' ? undefined : filters.status,
      page: filters.page === 1 ? undefined : filters.page,
    }),
  );
}

/** POST …/:id/resolve; the lists and the dashboard's counts are read again after it. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResolveReportInput }) =>
      apiRequest<AdminReportActionResponse>(buildAdminReportResolvePath(id), {
        method: 'POST',
        body: input,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
