import {
  GetCustomerProfileResponseSchema,
  buildCustomerProfilePath,
  type CustomerProfile,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/http';
import { bearerHeaders } from '../../../lib/wishlist';

/** Per account; never the token (the query cache logs keys on failure). */
export function customerProfileQueryKey(userId: string) {
  return ['customer', 'profile', userId] as const;
}

/** GET /api/customer/getProfile/:userId with the Bearer token (SPEC.md section 7). */
export async function fetchCustomerProfile(
  userId: string,
  token: string,
  signal?: AbortSignal,
): Promise<CustomerProfile> {
  const answer = await fetchJson(buildCustomerProfilePath(userId), {
    init: { headers: bearerHeaders(token) },
    signal,
    parse: (body) => GetCustomerProfileResponseSchema.parse(body),
  });
  return answer.data;
}

export function customerProfileQueryOptions(userId: string, token: string) {
  return queryOptions({
    queryKey: customerProfileQueryKey(userId),
    queryFn: ({ signal }) => fetchCustomerProfile(userId, token, signal),
    enabled: Boolean(userId),
  });
}
