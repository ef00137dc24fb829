import {
  FORGOT_PASSWORD_API_PATH,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  RESEND_OTP_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  PASSWORD_RESET_API_PATH,
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
  return postJson(CUSTOMER_SIGNUP_API_PATH, input);
}

export function verifyOtp(input: VerifyOtpInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(VERIFY_OTP_API_PATH, input);
}

export function resendOtp(input: ResendOtpInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(RESEND_OTP_API_PATH, input);
}

export function verifyLink(input: VerifyLinkInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(VERIFY_LINK_API_PATH, input);
}

export function logIn(input: LoginInput): Promise<JsonAnswer<LoginResponse>> {
  return postJson(CUSTOMER_LOGIN_API_PATH, input);
}

export function logInWithGoogle(input: GoogleAuthInput): Promise<JsonAnswer<GoogleAuthResponse>> {
  return postJson(CUSTOMER_GOOGLE_AUTH_API_PATH, input);
}

export function requestPasswordReset(input: ForgotPasswordInput): Promise<JsonAnswer<unknown>> {
  return postJson(FORGOT_PASSWORD_API_PATH, input);
}

export function resetPassword(input: PasswordResetInput): Promise<JsonAnswer<unknown>> {
  return postJson(PASSWORD_RESET_API_PATH, input);
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
