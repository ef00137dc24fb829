import { MODEL_ME_PATH, type ModelMeResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertiserKeys } from './query-keys';

export type ModelMe = ModelMeResponse['data'];

/** GET /api/model/me: the account and its listing id (null before the first step is saved). */
export async function fetchModelMe(signal?: AbortSignal): Promise<ModelMe> {
  const body = await apiRequest<ModelMeResponse>(MODEL_ME_PATH, { signal });
  return body.data;
}

export function modelMeQueryOptions() {
  return queryOptions({
    queryKey: advertiserKeys.me,
    queryFn: ({ signal }) => fetchModelMe(signal),
  });
}

export function useModelMe() {
  return useQuery(modelMeQueryOptions());
}
