import {
  FORGOT_PASSWORD_API_PATH,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  RESEND_OTP_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  MODEL_LOGIN_API_PATH,
  MODEL_SIGNUP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  PASSWORD_RESET_API_PATH,
  LOGIN_DOORS,
  type ForgotPasswordInput,
  type GoogleAuthInput,
  type GoogleAuthResponse,
  type LoginDoor,
  type LoginInput,
  type LoginResponse,
  type ModelSignupInput,
  type PasswordResetInput,
  type ResendOtpInput,
  type SignupInput,
  type SignupResponse,
  type StatusMessageResponse,
  type VerifyLinkInput,
  type VerifyOtpInput,
  type VerifyResponse,
} from '@app/contract';
import { HttpError, postJson, type JsonAnswer } from '../../../lib/http';

/**
 * The auth calls (docs/product/api.md, docs/product/accounts.md): sign-up and sign-in per audience (customers,
 * advertisers), and the code, link, forgot and reset calls every role shares.
 */

export function signUp(input: SignupInput): Promise<JsonAnswer<SignupResponse>> {
  return postJson(CUSTOMER_SIGNUP_API_PATH, input);
}

/** Registration to advertise: the account's role is `model`. */
export function signUpAdvertiser(input: ModelSignupInput): Promise<JsonAnswer<SignupResponse>> {
  return postJson(MODEL_SIGNUP_API_PATH, input);
}

/** A model's answer also carries `data` and `token`: the advertiser is signed in at once. */
export function verifyOtp(input: VerifyOtpInput): Promise<JsonAnswer<VerifyResponse>> {
  return postJson(VERIFY_OTP_API_PATH, input);
}

export function resendOtp(input: ResendOtpInput): Promise<JsonAnswer<StatusMessageResponse>> {
  return postJson(RESEND_OTP_API_PATH, input);
}

export function verifyLink(input: VerifyLinkInput): Promise<JsonAnswer<VerifyResponse>> {
  return postJson(VERIFY_LINK_API_PATH, input);
}

export function logIn(input: LoginInput): Promise<JsonAnswer<LoginResponse>> {
  return postJson(CUSTOMER_LOGIN_API_PATH, input);
}

/** Models and admins sign in at /login; the answer has the customer sign-in's shape. */
export function logInAdvertiser(input: LoginInput): Promise<JsonAnswer<LoginResponse>> {
  return postJson(MODEL_LOGIN_API_PATH, input);
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

/**
 * The door a refused sign-in names (401 with `door`): sent only after the right password at
 * the other form (docs/product/accounts.md#sign-in).
 */
export function loginDoorNamedBy(error: unknown): LoginDoor | null {
  if (!(error instanceof HttpError) || error.status !== 401) return null;
  const body = error.body;
  const door: unknown =
    typeof body === 'object' && body !== null ? (body as { door?: unknown }).door : undefined;
  return LOGIN_DOORS.find((known) => known === door) ?? null;
}
