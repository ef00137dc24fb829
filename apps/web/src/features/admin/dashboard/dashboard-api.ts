import { ADMIN_DASHBOARD_PATH, type AdminDashboard } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = { all: ['admin', 'dashboard'] as const };

/** GET /api/admin/dashboard: counts, daily figures, the review queue at a glance. */
export async function fetchAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  const body = await apiRequest<{ data: AdminDashboard }>(ADMIN_DASHBOARD_PATH, { signal });
  return body.data;
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => fetchAdminDashboard(signal),
    // Counts move all day; half a minute old is fresh enough for a glance.
    staleTime: 30_000,
  });
}
