import {
  ADMIN_USERS_PATH,
  buildAdminUserPath,
  buildAdminUserResendVerificationPath,
  buildAdminUserRestorePath,
  buildAdminUserSuspendPath,
  type AdminUserActionResponse,
  type AdminUserDetail,
  type AdminUsersPage,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminItemQuery, adminListKeys, adminPageQuery } from '../lib/admin-query';

/** The list's filters as the URL holds them (text; the server checks them). */
export interface UserFilters {
  readonly q: string;
  readonly role: string;
  readonly status: string;
  readonly verified: string;
  readonly page: number;
}

export const userKeys = adminListKeys<UserFilters>('users');

/** GET /api/admin/users?q=&role=&status=&verified=&page= */
export function useAdminUsers(filters: UserFilters) {
  return useQuery(
    adminPageQuery<AdminUsersPage>(userKeys.list(filters), ADMIN_USERS_PATH, { ...filters }),
  );
}

/** GET /api/admin/users/:id */
export function useAdminUser(id: number | undefined) {
  const path = id === undefined ? undefined : buildAdminUserPath(id);
  return useQuery(adminItemQuery<AdminUserDetail>(userKeys.one(id ?? 0), path));
}

export type UserAction = 'suspend' | 'restore' | 'resend-verification';

const ACTION_PATHS: Record<UserAction, (id: number) => string> = {
  suspend: buildAdminUserSuspendPath,
  restore: buildAdminUserRestorePath,
  'resend-verification': buildAdminUserResendVerificationPath,
};

/**
 * Suspend, restore or resend for one account: the answer's account replaces the cached one
 * at once, and the lists refetch (the status column changed).
 */
export function useUserAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) =>
      apiRequest<AdminUserActionResponse>(ACTION_PATHS[action](id), { method: 'POST' }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(userKeys.one(id), answer.data);
      await queryClient.invalidateQueries({ queryKey: [...userKeys.all, 'list'] });
    },
  });
}
