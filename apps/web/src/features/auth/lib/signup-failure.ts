import { AUTH_MESSAGES } from '@app/contract';
import { toast } from 'react-toastify';
import { HttpError, serverMessageOf } from '../../../lib/http';

/**
 * The sign-up failure, for both sign-up forms (docs/product/limits-and-messages.md): the
 * server's errors on the fields (useServerErrors, the first one focused), otherwise one toast.
 * A rate-limit answer says when to try again, which the general message would hide.
 */
export function showSignupFailure(
  error: unknown,
  applyServerErrors: (error: unknown) => boolean,
): void {
  if (applyServerErrors(error)) return;
  const isRateLimited = error instanceof HttpError && error.status === 429;
  toast.error((isRateLimited ? serverMessageOf(error) : null) ?? AUTH_MESSAGES.signupFailed);
}
