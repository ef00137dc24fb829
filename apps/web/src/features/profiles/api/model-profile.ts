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

function isNotFoundError(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * The live listing, or null when it is not live (the API answers 404). A listing that is not
 * live is an answer, not a failure, as a missing blog post is: kept like any answer, so the
 * server draws the 404 page with it in its HTML and the browser shows the same page without
 * asking again (decision 045). Other failures get one more try.
 */
export function modelProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['model-profile', id] as const,
    queryFn: async ({ signal }): Promise<ModelProfile | null> => {
      try {
        return await fetchModelProfile(id, signal);
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
    retry: 1,
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
