import { readPageParam } from '../lib/admin-query';
import type { UserFilters } from './users-api';

/** `?user=<id>`: the account open in the detail panel. */
export const USER_PARAM = 'user';
export const USER_FILTER_NAMES = ['q', 'role', 'status', 'verified'] as const;
export type UserFilterName = (typeof USER_FILTER_NAMES)[number];

/** The list's filters and page from the URL (so reload and Back keep them). */
export function readUserFilters(params: URLSearchParams): UserFilters {
  return {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
    verified: params.get('verified') ?? '',
    page: readPageParam(params),
  };
}

/** The open account's id, or undefined when none (or not a number). */
export function readOpenUserId(params: URLSearchParams): number | undefined {
  const id = Number(params.get(USER_PARAM));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
