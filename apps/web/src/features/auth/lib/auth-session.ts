import { AUTH_MESSAGES, LOGIN_REDIRECT_MS, LOGIN_TOAST_MS } from '@app/contract';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useSession, type SessionUser } from '../../../lib/session';
import { useDelayedNavigate } from './auth-redirect';

/**
 * SPEC.md section 4 (customer login): the user data into the session, the token into local
 * storage and the cookie, `Login successful!` for 4 s, then / after 1 s. Password and Google
 * sign-in both end here.
 */
export function useCompleteSignIn(): (user: SessionUser, token: string) => void {
  const setUser = useSession((state) => state.setUser);
  const navigateLater = useDelayedNavigate();
  return useCallback(
    (user: SessionUser, token: string) => {
      setUser(user, token);
      toast.success(AUTH_MESSAGES.loginSuccess, { autoClose: LOGIN_TOAST_MS });
      navigateLater('/', LOGIN_REDIRECT_MS);
    },
    [setUser, navigateLater],
  );
}
