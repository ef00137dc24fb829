import {
  SAVED_SEARCHES_PATH,
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  buildSavedSearchPath,
  type SavedSearch,
  type SavedSearchFrequency,
  type SaveSearchInput,
} from '@app/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest } from './api-client';
import { serverMessageOf } from './http';
import { logError } from './log';

/**
 * The signed-in customer's saved searches (docs/product/accounts.md#saved-searches-and-tour-alerts),
 * shared by the results page's "Save this search" and the dashboard's list: both refresh one
 * query after a change.
 */

/** Per account, never the token (the query cache logs keys on failure). */
export function savedSearchesQueryKey(userId: string) {
  return ['customer', 'saved-searches', userId] as const;
}
const SAVED_SEARCHES_KEY_ROOT = ['customer', 'saved-searches'] as const;

/** Shown when a change fails and the server sent no message of its own. */
export const SAVED_SEARCH_CHANGE_FAILED =
  'Your saved searches could not be updated. Please try again.';

export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const body = await apiRequest<unknown>(SAVED_SEARCHES_PATH, { signal });
  return SavedSearchListResponseSchema.parse(body).data;
}

export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedSearchesQueryKey(userId),
    queryFn: ({ signal }) => fetchSavedSearches(signal),
    enabled: Boolean(userId),
  });
}

/** What the dashboard and the results page may do to a saved search. */
export type SavedSearchChange =
  | { readonly kind: 'save'; readonly input: SaveSearchInput }
  | { readonly kind: 'frequency'; readonly id: number; readonly frequency: SavedSearchFrequency }
  | { readonly kind: 'delete'; readonly id: number };

/** Sends one change; answers the server's message for the toast. */
export async function sendSavedSearchChange(change: SavedSearchChange): Promise<string> {
  if (change.kind === 'save') {
    const body = await apiRequest<unknown>(SAVED_SEARCHES_PATH, {
      method: 'POST',
      body: change.input,
    });
    return SavedSearchResponseSchema.parse(body).message;
  }
  const path = buildSavedSearchPath(change.id);
  const body =
    change.kind === 'frequency'
      ? await apiRequest<{ message: string }>(path, {
          method: 'PATCH',
          body: { frequency: change.frequency },
        })
      : await apiRequest<{ message: string }>(path, { method: 'DELETE' });
  return body.message;
}

/**
 * One mutation for every change: the server's message as a toast (its refusal too: the cap,
 * the same search twice), then the list is fetched again.
 */
export function useSavedSearchChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSavedSearchChange,
    onSuccess: (message) => toast.success(message),
    onError: (error) => {
      logError('saved search change', error);
      toast.error(serverMessageOf(error) ?? SAVED_SEARCH_CHANGE_FAILED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY_ROOT }),
  });
}
