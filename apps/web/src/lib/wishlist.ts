import {
  AUTH_MESSAGES,
  CUSTOMER_MESSAGES,
  CUSTOMER_WISHLIST_PATH,
  buildWishlistItemPath,
  type WishlistChangeResponse,
  type WishlistItem,
  type WishlistResponse,
} from '@app/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest, isUnauthorized } from './api-client';
import { HttpError } from './http';
import { logError } from './log';
import { readToken, useSession } from './session';

/**
 * The signed-in customer's wishlist, shared by the wishlist heart (profile pages, result cards)
 * and the dashboard's Wishlist panel. One query holds the list (GET /api/customer/wishlist-models,
 * docs/product/api.md); the hearts read the saved ids out of it, so adding or removing anywhere
 * refreshes every heart and the dashboard at once.
 */

/** Shown when adding or removing fails and the server sent no message of its own. */
export const WISHLIST_CHANGE_FAILED = 'Your wishlist could not be updated. Please try again.';

/** A 401: the token is missing, expired or revoked (the API client has ended the session). */
export const isSessionExpired = isUnauthorized;

/**
 * The query key is per account, never the token itself: the query cache logs keys on failure
 * (app/providers.tsx) and a token must not end up in the console.
 */
export function wishlistQueryKey(userId: string): readonly ['customer', 'wishlist', string] {
  return ['customer', 'wishlist', userId];
}

/** Every key of every account, for invalidation after a change. */
const WISHLIST_KEY_ROOT = ['customer', 'wishlist'] as const;

/** docs/product/accounts.md and api.md: with the Bearer token, through the one API client. */
export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const answer = await apiRequest<WishlistResponse>(CUSTOMER_WISHLIST_PATH, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export function addToWishlist(modelId: number): Promise<WishlistChangeResponse> {
  return apiRequest<WishlistChangeResponse>(buildWishlistItemPath(modelId), { method: 'POST' });
}

export function removeFromWishlist(modelId: number): Promise<WishlistChangeResponse> {
  return apiRequest<WishlistChangeResponse>(buildWishlistItemPath(modelId), { method: 'DELETE' });
}

export function wishlistQueryOptions(userId: string, isEnabled: boolean) {
  return queryOptions({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }) => fetchWishlist(signal),
    enabled: isEnabled,
  });
}

/** Who is looking at a heart: it behaves differently for each (docs/product/accounts.md). */
export type WishlistViewer = 'visitor' | 'customer' | 'other-role';

/**
 * Visitors are not signed in (isLogging false) or hold no token; a customer holds both; a
 * signed-in model or admin has no wishlist, since wishlists belong to customer accounts.
 */
export function useWishlistViewer(): WishlistViewer {
  const isLogging = useSession((session) => session.isLogging);
  const role = useSession((session) => session.role);
  if (!isLogging || !readToken()) return 'visitor';
  return role === 'customer' ? 'customer' : 'other-role';
}

/**
 * The customer's wishlist. Failures are only logged (docs/product/limits-and-messages.md; by the query cache);
 * a 401 ends the session, as every private call does.
 */
export function useWishlist() {
  const viewer = useWishlistViewer();
  const userId = useSession((session) => session.userId);
  // A 401 ends the session in the API client; the viewer then turns 'visitor' and this stops.
  return useQuery(wishlistQueryOptions(userId, viewer === 'customer'));
}

export interface WishlistToggle {
  readonly viewer: WishlistViewer;
  /** Saved as far as the customer can tell: the change in flight shows at once (optimistic). */
  readonly isSaved: boolean;
  readonly isBusy: boolean;
  toggle(): void;
}

/**
 * Whether one listing is on the wishlist, and a toggle that adds or removes it. The heart
 * shows the new state while the call runs (the mutation's variables are the optimistic
 * state) and stays busy until the list is fetched again, so it never flickers back. A failed
 * change toasts the server's message (or a general one) and the heart shows the old state.
 */
export function useWishlistToggle(modelId: number): WishlistToggle {
  const viewer = useWishlistViewer();
  const userId = useSession((session) => session.userId);
  const queryClient = useQueryClient();
  const wishlist = useWishlist();
  const isSavedOnServer = wishlist.data?.some((item) => item.modeles.id === modelId) ?? false;

  const change = useMutation({
    mutationFn: (shouldSave: boolean) =>
      shouldSave ? addToWishlist(modelId) : removeFromWishlist(modelId),
    onSuccess: (answer, shouldSave) => {
      if (!shouldSave) removeFromCachedWishlist(queryClient, userId, modelId);
      toast.success(
        answer.message ||
          (shouldSave ? CUSTOMER_MESSAGES.wishlistAdded : CUSTOMER_MESSAGES.wishlistRemoved),
      );
    },
    onError: (error) => {
      logError('wishlist change', error);
      if (isSessionExpired(error)) {
        // The API client has ended the session; the cached list belonged to it.
        queryClient.removeQueries({ queryKey: WISHLIST_KEY_ROOT });
        toast.error(AUTH_MESSAGES.unauthorized);
        return;
      }
      toast.error(
        error instanceof HttpError && error.message ? error.message : WISHLIST_CHANGE_FAILED,
      );
    },
    // Returning the promise keeps the mutation pending until the list is fresh again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_KEY_ROOT }),
  });

  const isSaved = change.isPending ? (change.variables ?? isSavedOnServer) : isSavedOnServer;

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

/** A removal shows in the dashboard's list at once, before the list is fetched again. */
function removeFromCachedWishlist(queryClient: QueryClient, userId: string, modelId: number) {
  queryClient.setQueryData<WishlistItem[]>(wishlistQueryKey(userId), (items) =>
    items?.filter((item) => item.modeles.id !== modelId),
  );
}
