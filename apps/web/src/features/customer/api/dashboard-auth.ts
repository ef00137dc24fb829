import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../../lib/api-client';
import { HttpError } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import { readToken, useSession } from '../../../lib/session';

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

/**
 * Ends the session (the API client's one place) and goes to the sign-in page (/user-login:
 * docs/product/accounts.md#roles-and-guards).
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(ROUTES.userLogin, { replace: true });
  }, [navigate]);
}

/**
 * A 401 has already ended the session in the API client (and the page then redirects, as its
 * token is gone). A 403 on the customer's own profile means the stored session names another
 * account than the token: that session cannot go on either, so it ends here.
 */
export function useEndSessionOnForeignProfile(profileError: unknown): void {
  const end = useEndSession();
  const isForeign = profileError instanceof HttpError && profileError.status === 403;
  useEffect(() => {
    if (isForeign) end();
  }, [isForeign, end]);
}

/** The stored token; read on every render, as the fixed presence check does (docs/product/accounts.md). */
export function useStoredToken(): string | null {
  // Subscribing to the session re-renders the page when it signs out in another component.
  useSession((state) => state.isLogging);
  return readToken();
}
