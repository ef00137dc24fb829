import {
  CUSTOMER_FORGOT_PASSWORD_PATH,
  CUSTOMER_GOOGLE_AUTH_PATH,
  CUSTOMER_LOGIN_PATH,
  CUSTOMER_RESEND_OTP_PATH,
  CUSTOMER_SIGNUP_PATH,
  CUSTOMER_VERIFY_LINK_PATH,
  CUSTOMER_VERIFY_OTP_PATH,
  PASSWORD_RESET_PATH,
  type ForgotPasswordInput,
  type GoogleAuthInput,
  type GoogleAuthResponse,
  type LoginInput,
  type LoginResponse,
  type PasswordResetInput,
  type ResendOtpInput,
  type SignupInput,
  type SignupResponse,
  type StatusMessageResponse,
  type VerifyLinkInput,
  type VerifyOtpInput,
} from '@app/contract';
import { HttpError, postJson, type JsonAnswer } from '../../../lib/http';

/** The customer auth calls of SPEC.md section 7 (and the contract's additions). */

export function signUp(input: SignupInput): Promise<JsonAnswer<SignupResponse>> {
  return postJson(CUSTOMER_SIGNUP_PATH, input);
}

export function verifyOtp(input: VerifyOtpInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(CUSTOMER_VERIFY_OTP_PATH, input);
}

export function resendOtp(input: ResendOtpInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(CUSTOMER_RESEND_OTP_PATH, input);
}

export function verifyLink(input: VerifyLinkInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(CUSTOMER_VERIFY_LINK_PATH, input);
}

export function logIn(input: LoginInput): Promise<JsonAnswer<LoginResponse>> {
  return postJson(CUSTOMER_LOGIN_PATH, input);
}

export function logInWithGoogle(input: GoogleAuthInput): Promise<JsonAnswer<GoogleAuthResponse>> {
  return postJson(CUSTOMER_GOOGLE_AUTH_PATH, input);
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<JsonAnswer<unknown>> {
  return postJson(CUSTOMER_FORGOT_PASSWORD_PATH, input);
}

export function resetPassword(input: PasswordResetInput): Promise<JsonAnswer<unknown>> {
  return postJson(PASSWORD_RESET_PATH, input);
}

/**
 * The account id a refused sign-in names when the account is not verified yet (403 with
 * `data.id`): the server has mailed a fresh code, and the browser goes to /otp-verify/:id.
 */
export function unverifiedAccountIdOf(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const body = error.body;
  const data =
    typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const id: unknown =
    typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
