import {
  GetCustomerProfileResponseSchema,
  buildCustomerProfilePath,
  type CustomerProfile,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Per account; never the token (the query cache logs keys on failure). */
export function customerProfileQueryKey(userId: string) {
  return ['customer', 'profile', userId] as const;
}

/** GET /api/customer/getProfile/:userId with the Bearer token (docs/product/api.md). */
export async function fetchCustomerProfile(
  userId: string,
  signal?: AbortSignal,
): Promise<CustomerProfile> {
  const body = await apiRequest<unknown>(buildCustomerProfilePath(userId), { signal });
  return GetCustomerProfileResponseSchema.parse(body).data;
}

export function customerProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: customerProfileQueryKey(userId),
    queryFn: ({ signal }) => fetchCustomerProfile(userId, signal),
    enabled: Boolean(userId),
  });
}
