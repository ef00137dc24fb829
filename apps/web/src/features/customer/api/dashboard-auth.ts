import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http';
import { readToken, useSession } from '../../../lib/session';
import { isSessionExpired } from '../../../lib/wishlist';
import { ROUTES } from '../../../lib/route-paths';

/** SPEC.md sections 2 and 6: where the dashboard sends someone without a (live) token. */
export const CUSTOMER_LOGIN_PATH = ROUTES.userLogin;

/**
 * The id the customer's calls name: the session's userId, or else the subject of the stored
 * token (a JWT whose `sub` is the account id). Only a hint for the URL: the server answers
 * for the token's own account and refuses any other id (403), so nothing is trusted here.
 */
export function resolveCustomerId(sessionUserId: string, token: string | null): string {
  if (sessionUserId) return sessionUserId;
  return (token && readTokenSubject(token)) || '';
}

function readTokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^\d+$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/** Ends the session (SPEC.md section 4's logout action) and goes to the sign-in page. */
export function useEndSession(): () => void {
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  return useCallback(() => {
    logout();
    void navigate(CUSTOMER_LOGIN_PATH, { replace: true });
  }, [logout, navigate]);
}

/**
 * A 401 from any of the dashboard's calls means the token is dead; a 403 on the customer's
 * own profile means the stored session names another account than the token. Either way the
 * session cannot go on: end it.
 */
export function useEndSessionOnUnauthorized(
  errors: readonly unknown[],
  profileError: unknown,
): void {
  const endSession = useEndSession();
  const isExpired =
    errors.some(isSessionExpired) ||
    (profileError instanceof HttpError && profileError.status === 403);
  useEffect(() => {
    if (isExpired) endSession();
  }, [isExpired, endSession]);
}

/** The stored token; read on every render, as the spec's presence check does. */
export function useStoredToken(): string | null {
  // Subscribing to the session re-renders the page when it signs out in another component.
  useSession((state) => state.isLogging);
  return readToken();
}
