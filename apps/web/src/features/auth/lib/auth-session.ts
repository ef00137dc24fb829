import { AUTH_MESSAGES, LOGIN_REDIRECT_MS, LOGIN_TOAST_MS } from '@app/contract';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { ROUTES } from '../../../lib/route-paths';
import { dashboardPathFor, useSession, type SessionUser } from '../../../lib/session';
import { useDelayedNavigate } from './auth-redirect';

/**
 * Where a fresh sign-in goes: a customer home (docs/product/accounts.md), a model or an admin to
 * their dashboard (the same targets as the header's Dashboard button).
 */
export function pathAfterSignIn(role: string): string {
  return role === 'model' || role === 'admin' ? dashboardPathFor(role) : ROUTES.home;
}

/**
 * docs/product/accounts.md (login): the user data into the session, the token into local storage and
 * the cookie, `Login successful!` for 4 s, then the role's page after 1 s. Password sign-in
 * (both forms) and Google sign-in end here.
 */
export function useCompleteSignIn(): (user: SessionUser, token: string) => void {
  const setUser = useSession((state) => state.setUser);
  const navigateLater = useDelayedNavigate();
  return useCallback(
    (user: SessionUser, token: string) => {
      setUser(user, token);
      toast.success(AUTH_MESSAGES.loginSuccess, { autoClose: LOGIN_TOAST_MS });
      navigateLater(pathAfterSignIn(user.role), LOGIN_REDIRECT_MS);
    },
    [setUser, navigateLater],
  );
}
