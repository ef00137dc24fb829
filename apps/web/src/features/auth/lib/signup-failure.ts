import { AUTH_MESSAGES } from '@app/contract';
import { toast } from 'react-toastify';
import { HttpError, fieldErrorsOf, serverMessageOf } from '../../../lib/http';

/**
 * docs/product/limits-and-messages.md (sign-up failure), for both sign-up forms: the server's errors map on the
 * fields (the first one focused), otherwise one toast. A rate-limit answer says when to try
 * again, which the general message would hide.
 */
export function showSignupFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setFieldError: (field: Field, message: string, shouldFocus: boolean) => void,
): void {
  const fieldErrors = Object.entries(fieldErrorsOf(error, fields)) as Array<[Field, string]>;
  if (fieldErrors.length > 0) {
    fieldErrors.forEach(([field, message], index) => setFieldError(field, message, index === 0));
    return;
  }
  const isRateLimited = error instanceof HttpError && error.status === 429;
  toast.error((isRateLimited ? serverMessageOf(error) : null) ?? AUTH_MESSAGES.signupFailed);
}
