import { z } from 'zod';
import {
  AUTH_MESSAGES,
  LOGIN_DOORS,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  RESET_IDENTIFIER_MIN_LENGTH,
  USER_ROLES,
} from './auth.js';
import { ErrorResponseSchema } from './errors.js';
import { canonicalPhone } from './phone.js';
import { EMAIL_MAX_LENGTH } from './newsletter.js';
import {
  boundedText,
  emailText,
  enteredText,
  okResponseSchema,
  requiredText,
  tickedBox,
} from './fields.schema.js';

export const EmailSchema = emailText(
  EMAIL_MAX_LENGTH,
  AUTH_MESSAGES.emailRequired,
  AUTH_MESSAGES.emailInvalid,
).transform((email) => email.toLowerCase());

export const PasswordSchema = enteredText(AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** The terms box of the sign-in and sign-up forms (browser only; the server never sees it). */
export const TermsSchema = tickedBox(AUTH_MESSAGES.termsRequired);

/** A row id sent as a number or a string of digits (forms send strings). */
export const AccountIdSchema = z.coerce
  .number({ error: AUTH_MESSAGES.verificationFailed })
  .int(AUTH_MESSAGES.verificationFailed)
  .positive(AUTH_MESSAGES.verificationFailed)
  .max(2_147_483_647, AUTH_MESSAGES.verificationFailed);

/** A person's name, as every account and the admin team take it. */
export const NameSchema = boundedText(
  NAME_MAX_LENGTH,
  AUTH_MESSAGES.nameRequired,
  AUTH_MESSAGES.nameTooLong,
);

/** The password typed a second time; it must be the first one (see passwordsMatch). */
const ConfirmPasswordSchema = enteredText(AUTH_MESSAGES.confirmPasswordRequired);

/** A form with the password twice: both must be the same. */
function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}
/** Where a form shows passwordsMatch's failure: on the second box. */
const PASSWORDS_MISMATCH = {
  message: AUTH_MESSAGES.passwordsMustMatch,
  path: ['confirmPassword'],
};

export const SignupInputSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  /** Optional; when given, 10 digits starting with 04 (docs/product/limits-and-messages.md), stored canonical. */
  phone: z
    .string()
    .transform(canonicalPhone)
    .pipe(z.string().regex(new RegExp(`^(${PHONE_PATTERN})?$`), AUTH_MESSAGES.phoneInvalid))
    .optional(),
  password: PasswordSchema,
});
export type SignupInput = z.input<typeof SignupInputSchema>;
/** The parsed sign-up (trimmed, e-mail lower-cased) the server works with. */
export type SignupData = z.output<typeof SignupInputSchema>;
export const SignupFormSchema = SignupInputSchema.extend({ terms: TermsSchema });
export type SignupForm = z.input<typeof SignupFormSchema>;

export const SignupResponseSchema = okResponseSchema({
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/**
 * POST MODEL_SIGNUP_API_PATH (docs/product/accounts.md): an advertiser's phone is required (the
 * 04… rule of docs/product/limits-and-messages.md) and they state they are 18 or over. The
 * answer is SignupResponseSchema.
 */
export const ModelSignupInputSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: requiredText(AUTH_MESSAGES.phoneRequired)
    .transform(canonicalPhone)
    .pipe(z.string().regex(new RegExp(`^${PHONE_PATTERN}$`), AUTH_MESSAGES.phoneInvalid)),
  password: PasswordSchema,
  is_adult: z.literal(true, { error: AUTH_MESSAGES.adultRequired }),
});
export type ModelSignupInput = z.input<typeof ModelSignupInputSchema>;
export type ModelSignupData = z.output<typeof ModelSignupInputSchema>;

/** The /registration form: the input, the password twice and the terms box. */
export const ModelSignupFormSchema = ModelSignupInputSchema.extend({
  /** A checkbox: `false` until ticked. */
  is_adult: tickedBox(AUTH_MESSAGES.adultRequired),
  confirmPassword: ConfirmPasswordSchema,
  terms: TermsSchema,
}).refine(passwordsMatch, PASSWORDS_MISMATCH);
export type ModelSignupForm = z.input<typeof ModelSignupFormSchema>;

/** docs/product/limits-and-messages.md: exactly 4 digits; the browser strips non-digits as the user types. */
export const OtpSchema = z
  .string({ error: AUTH_MESSAGES.otpInvalidFormat })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalidFormat);

export const VerifyOtpInputSchema = z.object({ id: AccountIdSchema, otp: OtpSchema });
export type VerifyOtpInput = z.input<typeof VerifyOtpInputSchema>;
export type VerifyOtpData = z.output<typeof VerifyOtpInputSchema>;

export const ResendOtpInputSchema = z.object({ id: AccountIdSchema });
export type ResendOtpInput = z.input<typeof ResendOtpInputSchema>;

export const VerifyLinkInputSchema = z.object({
  id: AccountIdSchema,
  token: z
    .string()
    .min(1, AUTH_MESSAGES.verifyLinkInvalid)
    .max(200, AUTH_MESSAGES.verifyLinkInvalid),
});
export type VerifyLinkInput = z.input<typeof VerifyLinkInputSchema>;
export type VerifyLinkData = z.output<typeof VerifyLinkInputSchema>;

/** verify_otp, resend_otp and verify_link answer this (status false with 4xx on failure). */
export const StatusMessageResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
});
export type StatusMessageResponse = z.infer<typeof StatusMessageResponseSchema>;

/** The signed-in account as the Google and verify answers give it. */
export const SessionAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  id: z.number().int(),
});
export type SessionAccount = z.infer<typeof SessionAccountSchema>;

/**
 * verify_otp and verify_link: a customer gets `{ status, message }` and signs in next; an
 * advertiser (role `model`) is signed in at once with `data` and `token`, so the browser
 * goes straight to the listing builder (/addaprofile).
 */
export const VerifyResponseSchema = StatusMessageResponseSchema.extend({
  data: SessionAccountSchema.optional(),
  token: z.string().optional(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;

export const LoginInputSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.input<typeof LoginInputSchema>;
export type LoginData = z.output<typeof LoginInputSchema>;
export const LoginFormSchema = LoginInputSchema.extend({ terms: TermsSchema });
export type LoginForm = z.input<typeof LoginFormSchema>;

export const LoginResponseSchema = okResponseSchema({
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  user: z.object({ id: z.number().int() }),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A sign-in's error: an unverified account's 403 carries its id (the browser goes on to /otp-verify/:id). */
export const LoginErrorResponseSchema = ErrorResponseSchema.extend({
  data: z.object({ id: z.number().int() }).optional(),
});
export type LoginErrorResponse = z.infer<typeof LoginErrorResponseSchema>;

/** 401: the fixed message; after the right password at the wrong door, that door too. */
export const LoginRefusedResponseSchema = ErrorResponseSchema.extend({
  door: z.enum(LOGIN_DOORS).optional(),
  hint: z.string().optional(),
});
export type LoginRefusedResponse = z.infer<typeof LoginRefusedResponseSchema>;

/** docs/product/api.md: the server trusts only the verified ID token, never the other fields. */
export const GoogleAuthInputSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.googleTokenInvalid).max(4096),
  clientId: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  email_verified_at: z.unknown().optional(),
});
export type GoogleAuthInput = z.input<typeof GoogleAuthInputSchema>;

export const GoogleAuthResponseSchema = okResponseSchema({
  data: SessionAccountSchema,
  token: z.string(),
});
export type GoogleAuthResponse = z.infer<typeof GoogleAuthResponseSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: requiredText(AUTH_MESSAGES.resetIdentifierRequired)
    .min(RESET_IDENTIFIER_MIN_LENGTH, AUTH_MESSAGES.resetIdentifierTooShort)
    .max(320, AUTH_MESSAGES.resetIdentifierTooShort),
});
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

export const NewPasswordSchema = enteredText(AUTH_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const PasswordResetInputSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  token: z.string().min(1, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid),
});
export type PasswordResetInput = z.input<typeof PasswordResetInputSchema>;
export type PasswordResetData = z.output<typeof PasswordResetInputSchema>;

export const PasswordResetResponseSchema = z.object({ msg: z.literal('Password reset') });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponseSchema>;

/** The /reset-password-user form: new password twice (docs/product/limits-and-messages.md). */
export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, PASSWORDS_MISMATCH);
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

/** Account settings (/modelDashboard): PUT MODEL_PASSWORD_PATH. */
const CurrentPasswordSchema = enteredText(AUTH_MESSAGES.currentPasswordRequired).max(
  PASSWORD_MAX_LENGTH,
  AUTH_MESSAGES.passwordTooLong,
);

export const ChangePasswordInputSchema = z.object({
  current_password: CurrentPasswordSchema,
  password: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;
export type ChangePasswordData = z.output<typeof ChangePasswordInputSchema>;
/** The answer: a fresh token (the change ends every other session; this browser stays in). */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** POST MODEL_EMAIL_CHANGE_PATH: mails a code to the new address. */
export const ChangeEmailInputSchema = z.object({
  email: EmailSchema,
  current_password: CurrentPasswordSchema,
});
export type ChangeEmailInput = z.input<typeof ChangeEmailInputSchema>;
export type ChangeEmailData = z.output<typeof ChangeEmailInputSchema>;

/** POST MODEL_EMAIL_CONFIRM_PATH: the code mailed to the new address. */
export const ConfirmEmailInputSchema = z.object({ otp: OtpSchema });
export type ConfirmEmailInput = z.input<typeof ConfirmEmailInputSchema>;
/** The answer: the account's e-mail now. */
export const ConfirmEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;
