import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { fetchJson } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { readToken, useSession } from '../../../lib/session';

/**
 * The customer's wishlist (SPEC.md section 7: GET /api/customer/wishlist-models, Bearer auth;
 * items carry `modeles.id`). Adding and removing one model are POST and DELETE on
 * /api/customer/wishlist/:modelId, designed in the spec's style (DESIGN.md section 5).
 */
export const WISHLIST_MODELS_PATH = '/api/customer/wishlist-models';

export function buildWishlistItemApiPath(modelId: number): string {
  return `/api/customer/wishlist/${modelId}`;
}

export const WISHLIST_MESSAGES = {
  added: 'Added to your wishlist.',
  removed: 'Removed from your wishlist.',
  failed: 'Your wishlist could not be updated. Please try again.',
} as const;

interface WishlistModelsAnswer {
  readonly data?: ReadonlyArray<{ readonly modeles?: { readonly id?: number } | null }>;
}

function authHeaders(token: string): HeadersInit {
  return { Authorization: `Bearer ${token}` };
}

/** The ids of the models on the customer's wishlist. */
export async function fetchWishlistModelIds(
  token: string,
  signal?: AbortSignal,
): Promise<number[]> {
  const answer = await fetchJson<WishlistModelsAnswer>(WISHLIST_MODELS_PATH, {
    init: { headers: authHeaders(token) },
    signal,
  });
  return (answer.data ?? [])
    .map((item) => item.modeles?.id)
    .filter((id): id is number => typeof id === 'number');
}

export async function addToWishlist(modelId: number, token: string): Promise<void> {
  await fetchJson<unknown>(buildWishlistItemApiPath(modelId), {
    init: { method: 'POST', headers: authHeaders(token) },
  });
}

export async function removeFromWishlist(modelId: number, token: string): Promise<void> {
  await fetchJson<unknown>(buildWishlistItemApiPath(modelId), {
    init: { method: 'DELETE', headers: authHeaders(token) },
  });
}

const WISHLIST_IDS_KEY = ['customer-wishlist-ids'] as const;

export type WishlistViewer = 'visitor' | 'customer' | 'other-role';

export interface WishlistState {
  readonly viewer: WishlistViewer;
  readonly isSaved: boolean;
  readonly isBusy: boolean;
  toggle(): void;
}

/**
 * Whether this model is on the signed-in customer's wishlist, and a toggle that adds or
 * removes it. Visitors and other roles get `viewer` to tell them apart; the toggle is then a
 * no-op. A failed read is only logged (SPEC.md section 8); a failed change shows a toast.
 */
export function useWishlistToggle(modelId: number): WishlistState {
  const isLogging = useSession((session) => session.isLogging);
  const role = useSession((session) => session.role);
  const token = readToken();
  const viewer: WishlistViewer = !isLogging
    ? 'visitor'
    : role === 'customer' && token
      ? 'customer'
      : 'other-role';
  const queryClient = useQueryClient();

  const saved = useQuery({
    queryKey: WISHLIST_IDS_KEY,
    queryFn: ({ signal }) => fetchWishlistModelIds(token ?? '', signal),
    enabled: viewer === 'customer',
    retry: false,
  });
  const isSaved = saved.data?.includes(modelId) ?? false;

  const change = useMutation({
    mutationFn: async (shouldSave: boolean) => {
      if (!token) throw new Error('No token stored');
      if (shouldSave) await addToWishlist(modelId, token);
      else await removeFromWishlist(modelId, token);
      return shouldSave;
    },
    onSuccess: (didSave) => {
      queryClient.setQueryData<number[]>(WISHLIST_IDS_KEY, (ids = []) =>
        didSave ? [...new Set([...ids, modelId])] : ids.filter((id) => id !== modelId),
      );
      toast.success(didSave ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed);
    },
    onError: (error) => {
      logError('wishlist', error);
      toast.error(WISHLIST_MESSAGES.failed);
    },
  });

  return {
    viewer,
    isSaved,
    isBusy: change.isPending,
    toggle: () => {
      if (viewer !== 'customer' || change.isPending) return;
      change.mutate(!isSaved);
    },
  };
}
