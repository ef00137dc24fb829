/** The public listing: GET /api/models/:id answers 404 unless the listing is live. */
export const MODEL_PROFILE_API_ROUTE = '/api/models/:id';
export function buildModelProfileApiPath(id: number): string {
  return `/api/models/${id}`;
}

/**
 * POST /api/models/:id/views counts one view. The web app calls it once per visitor session
 * (session storage key below); the server also ignores repeats from one address for a while.
 */
export const MODEL_VIEW_API_ROUTE = '/api/models/:id/views';
export function buildModelViewApiPath(id: number): string {
  return `/api/models/${id}/views`;
}
export const VIEWED_PROFILES_STORAGE_KEY = 'viewedProfiles';
