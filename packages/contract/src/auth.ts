/**
 * Accounts of every role (docs/product/routes-and-screens.md, accounts.md, limits-and-messages.md and api.md): API paths, limits,
 * timings and the exact messages the browser shows and the server sends. Every `*_API_PATH`
 * is an endpoint of the server; the web app's page paths live in the web app.
 */

/** customer: the signed-in shopper; model: an advertiser; admin: the site team. */
export const USER_ROLES = ['customer', 'model', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles that sign in on the advertiser form (/login): admins use it too. */
export const ADVERTISER_FORM_ROLES = ['model', 'admin'] as const satisfies readonly UserRole[];

/**
 * The two sign-in forms ("doors"): /user-login for customers, /login for advertisers and
 * admins. After the right password at the wrong door, the 401 names the right one
 * (docs/product/accounts.md#sign-in), so nothing is told to someone without the password.
 */
export const LOGIN_DOORS = ['customer', 'model'] as const;
export type LoginDoor = (typeof LOGIN_DOORS)[number];
export const LOGIN_DOOR_HINTS: Readonly<Record<LoginDoor, string>> = {
  customer: 'This account signs in at the customer sign-in.',
  model: 'This account signs in at the advertiser sign-in.',
};
/** The door an account of this role signs in at. */
export function loginDoorOf(role: UserRole): LoginDoor {
  return role === 'customer' ? 'customer' : 'model';
}

// Customers (docs/product/api.md)
export const CUSTOMER_SIGNUP_API_PATH = '/api/customer/signup';
export const CUSTOMER_LOGIN_API_PATH = '/api/customer/login';
/** Customers only: advertisers and admins sign in with a password. */
export const CUSTOMER_GOOGLE_AUTH_API_PATH = '/api/customer/auth/google';

// Advertisers (docs/product/accounts.md): outside /api/model, where every call needs a model's token.
/** Body: name, email, phone (required), password, is_adult: true. Creates a `model`. */
export const MODEL_SIGNUP_API_PATH = '/api/advertiser/signup';
/** Models and admins sign in here (same answer as the customer sign-in); customers get 401. */
export const MODEL_LOGIN_API_PATH = '/api/advertiser/login';

// Every role: the code and link of the sign-up e-mail, forgot and reset.
export const VERIFY_OTP_API_PATH = '/api/customer/verify_otp';
/** Ours, beyond the fixed API (docs/product/api.md): sends a fresh code (the OTP page's "Send a new code"). */
export const RESEND_OTP_API_PATH = '/api/customer/resend_otp';
/** Ours, beyond the fixed API (docs/product/api.md): the /Verify page's call, with the id and token of the e-mailed link. */
export const VERIFY_LINK_API_PATH = '/api/customer/verify_link';
/** The fixed path (docs/product/api.md); it serves every role and mails the link of the account's own role. */
export const FORGOT_PASSWORD_API_PATH = '/api/forgot-password-customer';
export const PASSWORD_RESET_API_PATH = '/api/password-reset';

export const PASSWORD_MIN_LENGTH = 6;
/** Admins hold the keys to every listing: `npm run admin:create` asks for a longer password. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** argon2 hashes any length; a cap stops a megabyte "password" costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const OTP_LENGTH = 4;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/**
 * A sign-up with an address that has an account mails its owner a notice instead of a code
 * (docs/SECURITY.md): at most this many notices per address a day, so nobody floods a mailbox.
 */
export const SIGNUP_NOTICES_PER_DAY = 3;
/**
 * The code has a fixed 4 digits (docs/product/README.md#fixed-behaviour), so what bounds guessing is per account, counted in the database
 * (docs/SECURITY.md): at most this many wrong codes in OTP_GUESS_WINDOW_HOURS, after
 * which code entry is locked for the account until the oldest of them leaves the window.
 */
export const OTP_WRONG_GUESSES_PER_DAY = 20;
export const OTP_GUESS_WINDOW_HOURS = 24;
/** The wait before another code doubles with each code of the window, up to this. */
export const OTP_RESEND_MAX_DELAY_MINUTES = 60;

/**
 * Seconds to wait after the newest code before another one, when `codesInWindow` codes were
 * sent in the last OTP_GUESS_WINDOW_HOURS: 60 s after the first, then 2, 4, 8… minutes, at
 * most OTP_RESEND_MAX_DELAY_MINUTES. Each code brings 5 guesses, so the delay bounds them too.
 */
export function otpResendDelaySeconds(codesInWindow: number): number {
  const doublings = Math.max(0, Math.min(codesInWindow - 1, 30));
  return Math.min(OTP_RESEND_COOLDOWN_SECONDS * 2 ** doublings, OTP_RESEND_MAX_DELAY_MINUTES * 60);
}

/** "45 seconds", "1 minute", "8 minutes", "3 hours": a wait as people say it (rounded up). */
export function describeWait(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds <= 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** The answer when a new code is asked for too soon: how long until one may be sent. */
export function otpCooldownMessage(waitSeconds: number): string {
  return waitSeconds <= OTP_RESEND_COOLDOWN_SECONDS
    ? AUTH_MESSAGES.otpCooldown
    : `Please wait ${describeWait(waitSeconds)} before asking for another code.`;
}

/** The answer while the account's code entry is locked (OTP_WRONG_GUESSES_PER_DAY reached). */
export function codeEntryLockedMessage(waitSeconds: number): string {
  return `${AUTH_MESSAGES.codeEntryLocked} Please try again in ${describeWait(waitSeconds)}.`;
}
export const RESET_LINK_TTL_MINUTES = 60;
export const RESET_IDENTIFIER_MIN_LENGTH = 4;
export const TOKEN_LIFETIME_DAYS = 7;
/** docs/product/limits-and-messages.md: 10 digits starting with 04 (an Australian mobile). */
export const PHONE_PATTERN = '04[0-9]{8}';
export const PHONE_MAX_LENGTH = 10;

/** docs/product/limits-and-messages.md. */
export const LOGIN_TOAST_MS = 4000;
export const LOGIN_REDIRECT_MS = 1000;
export const OTP_SUCCESS_REDIRECT_MS = 1500;

/** The customer's reset e-mail link (docs/product/accounts.md): /reset-password-user?email=…&token=… */
export function buildCustomerResetPath(email: string, token: string): string {
  return `/reset-password-user?${new URLSearchParams({ email, token }).toString()}`;
}

/** The advertiser's and admin's reset e-mail link: /reset-password?email=…&token=… */
export function buildAdvertiserResetPath(email: string, token: string): string {
  return `/reset-password?${new URLSearchParams({ email, token }).toString()}`;
}

/** The reset page of the account's role: customers have their own, the others share one. */
export function buildResetPathForRole(role: UserRole, email: string, token: string): string {
  return role === 'customer'
    ? buildCustomerResetPath(email, token)
    : buildAdvertiserResetPath(email, token);
}

/** The link in the code e-mail: /Verify?id=…&token=… verifies without typing the code. */
export function buildVerifyLinkPath(id: number, token: string): string {
  return `/Verify?${new URLSearchParams({ id: String(id), token }).toString()}`;
}

/** The advertiser's sign-up box (docs/product/accounts.md); the server keeps when it was ticked. */
export const ADULT_STATEMENT_LABEL = 'I am 18 or over';

export const AUTH_MESSAGES = {
  // docs/product/limits-and-messages.md
  emailInvalid: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  termsRequired: 'You must accept terms & policy',
  nameRequired: 'Name is required.',
  otpInvalidFormat: 'OTP must be 4 digits',
  resetIdentifierRequired: 'Email or phone is required',
  resetIdentifierTooShort: 'Too short',
  newPasswordTooShort: 'Password too short',
  newPasswordRequired: 'New password is required',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Please confirm your password',
  // docs/product/limits-and-messages.md
  loginSuccess: 'Login successful!',
  invalidCredentials: 'Invalid email or password',
  signupFailed: 'Signup failed. Please try again.',
  signupSuccess: 'Signup successful!',
  otpVerified: 'OTP verified successfully!',
  otpInvalid: 'Invalid OTP',
  verificationFailed: 'Verification failed',
  resetLinkSent: 'Reset password link sent successfully!',
  forgotFailed: 'Something went wrong. Please try again.',
  forgotRequestFailed: 'Failed to send reset link',
  passwordResetDone: 'Password reset successfully!',
  resetFailed: 'Something went wrong.',
  resetRequestFailed: 'Reset password failed. Please try again.',
  /** The server's answer on success; the browser compares `msg` with it (docs/product/api.md). */
  passwordResetMsg: 'Password reset',
  // Ours, where the fixed texts say nothing
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  phoneInvalid: 'Phone must be 10 digits starting with 04.',
  emailTaken: 'This email is already registered. Sign in instead.',
  accountNotVerified:
    'Please verify your email first. We have sent a new code to your email address.',
  accountSuspended: 'This account is suspended. Please contact us.',
  otpExpired: 'This code has expired. Please ask for a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  otpSent: 'A new code has been sent to your email address.',
  otpCooldown: `Please wait ${OTP_RESEND_COOLDOWN_SECONDS} seconds before asking for another code.`,
  /** The start of codeEntryLockedMessage, which adds how long the lock lasts. */
  codeEntryLocked:
    'Too many wrong codes were entered for this account today, so code entry is locked for your safety.',
  alreadyVerified: 'This account is already verified. You can sign in.',
  accountVerified: 'Your account is verified. You can sign in now.',
  verifyLinkInvalid: 'This verification link is not valid or has expired.',
  resetLinkInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  resetRequestAccepted:
    'If an account matches, a reset link is on its way. It is valid for one hour.',
  googleNotConfigured: 'Google sign-in is not available on this site.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  googleEmailNotVerified: 'Your Google account has no verified email address.',
  unauthorized: 'Please sign in again.',
  forbidden: 'You can only see and change your own account.',
  adultRequired: 'You must confirm you are 18 or over.',
  phoneRequired: 'Phone is required.',
  currentPasswordRequired: 'Please enter your current password.',
  emailUnchanged: 'This is already your e-mail address.',
  noPendingEmail: 'There is no new e-mail address waiting for a code. Please start again.',
} as const;
