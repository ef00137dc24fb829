import {
  buildModelProfileApiPath,
  type GetModelProfileResponse,
  type ModelProfile,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, fetchJson } from '../../../lib/http';

/** GET /api/models/:id: the live listing, or an HttpError 404 when it is not live. */
export async function fetchModelProfile(id: number, signal?: AbortSignal): Promise<ModelProfile> {
  const answer = await fetchJson<GetModelProfileResponse>(buildModelProfileApiPath(id), { signal });
  return answer.data;
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

export function modelProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['model-profile', id] as const,
    queryFn: ({ signal }) => fetchModelProfile(id, signal),
    // A listing that is not live stays that way for a retry; other failures get one more try.
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < 1,
  });
}

export function useModelProfile(id: number | null) {
  return useQuery({ ...modelProfileQueryOptions(id ?? 0), enabled: id !== null });
}

/** The :id of /profile/:name/:id as a listing id, or null when it cannot be one. */
export function parseProfileId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
