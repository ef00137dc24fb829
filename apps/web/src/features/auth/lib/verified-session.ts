import type { VerifyResponse } from '@app/contract';
import { useCallback } from 'react';
import { ROUTES } from '../../../lib/route-paths';
import { useSession } from '../../../lib/session';

/**
 * Reads a verify answer (code or link). A customer's answer is `{ status, message }`: the
 * customer goes home (docs/product/accounts.md) and signs in next. An advertiser's answer also carries
 * `data` and `token` (docs/product/accounts.md): the session is set from it (role from the answer) and the
 * advertiser goes straight to the listing builder. Answers where to go next.
 */
export function useSignInFromVerifyAnswer(): (answer: VerifyResponse) => string {
  const setUser = useSession((state) => state.setUser);
  return useCallback(
    (answer: VerifyResponse) => {
      if (!answer.token || !answer.data) return ROUTES.home;
      const { data, token } = answer;
      setUser(
        { userName: data.name, email: data.email, role: data.role, userId: String(data.id) },
        token,
      );
      return data.role === 'model' ? ROUTES.addProfile : ROUTES.home;
    },
    [setUser],
  );
}
