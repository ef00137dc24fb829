import {
  ADMIN_TEAM_PATH,
  buildAdminTeamMemberPath,
  type AdminTeamActionResponse,
  type AdminTeamPage,
  type InviteAdminInput,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPageQuery } from '../lib/admin-query';

export const adminTeamKeys = {
  all: ['admin', 'team'] as const,
  page: (page: number) => [...adminTeamKeys.all, page] as const,
};

/** GET /api/admin/admins?page= */
export function useAdminTeam(page: number) {
  return useQuery(
    adminPageQuery<AdminTeamPage>(adminTeamKeys.page(page), ADMIN_TEAM_PATH, { page }),
  );
}

/** POST /api/admin/admins: creates the admin and mails the set-password link. */
export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdminInput) =>
      apiRequest<AdminTeamActionResponse>(ADMIN_TEAM_PATH, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKeys.all }),
  });
}

/** DELETE /api/admin/admins/:id */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminTeamActionResponse>(buildAdminTeamMemberPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKeys.all }),
  });
}
