import { useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ROUTES } from './route-paths';
import { dashboardPathFor, readToken, useSession, type SessionRole } from './session';

/** What the guard reads of the client session. */
export interface GuardSession {
  readonly token: string | null;
  readonly role: string;
  readonly isLogging: boolean;
}

/**
 * Where a visitor who may not open a `role` page is sent, or null when they may. Only the
 * session's presence is checked (docs/product/accounts.md): the server checks the token on
 * every call, and a 401 ends the session through the API client, which brings the guard back
 * here.
 *
 * The customer area asks only for a stored token, because its calls can name the account from
 * the token's subject when the stored session is empty; a signed-in model or admin goes to
 * their own dashboard instead (the customer calls would only answer 403). The model and admin
 * areas need the token and that role in the session, and both send everyone else to /login.
 */
export function roleGuardRedirect(role: SessionRole, session: GuardSession): string | null {
  if (role === 'customer') {
    if (!session.token) return ROUTES.userLogin;
    if (session.role === 'model' || session.role === 'admin') return dashboardPathFor(session.role);
    return null;
  }
  const hasRoleSession = Boolean(session.token) && session.isLogging && session.role === role;
  return hasRoleSession ? null : ROUTES.modelLogin;
}

/** The session the guard reads, re-read on every change (logout clears token and store). */
function useGuardSession(): GuardSession {
  const role = useSession((state) => state.role);
  const isLogging = useSession((state) => state.isLogging);
  const token = useSyncExternalStore(useSession.subscribe, readToken, () => null);
  return { token, role, isLogging };
}

/**
 * The one role guard: a layout route around the pages of one role. It renders them, or
 * replaces the entry with the page `roleGuardRedirect` names (so Back skips the guarded page).
 */
export function RequireRole({ role }: { readonly role: SessionRole }) {
  const redirect = roleGuardRedirect(role, useGuardSession());
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}
