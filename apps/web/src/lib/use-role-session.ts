import { useSyncExternalStore } from 'react';
import { readToken, useSession, type SessionRole } from './session';

/**
 * Whether an account of `role` is signed in: a stored token and that role. Only presence is
 * checked here (docs/product/accounts.md); the server checks the token on every call, and a 401
 * ends the session through the API client.
 */
export function useHasRoleSession(role: SessionRole): boolean {
  const sessionRole = useSession((state) => state.role);
  const isLogging = useSession((state) => state.isLogging);
  // Re-read on every session change: logout clears the token and the store together.
  const token = useSyncExternalStore(useSession.subscribe, readToken, () => null);
  return Boolean(token) && isLogging && sessionRole === role;
}
