import { z } from 'zod';
import {
  AUTH_MESSAGES,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  RESET_IDENTIFIER_MIN_LENGTH,
} from './customer-auth.js';
import { EMAIL_MAX_LENGTH } from './newsletter.js';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const EmailSchema = requiredText(AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** The terms box of the sign-in and sign-up forms (browser only; the server never sees it). */
const TermsSchema = z.literal(true, { error: AUTH_MESSAGES.termsRequired });

/** A row id sent as a number or a string of digits (forms send strings). */
export const AccountIdSchema = z.coerce
  .number({ error: AUTH_MESSAGES.verificationFailed })
  .int(AUTH_MESSAGES.verificationFailed)
  .positive(AUTH_MESSAGES.verificationFailed)
  .max(2_147_483_647, AUTH_MESSAGES.verificationFailed);

export const SignupInputSchema = z.object({
  name: requiredText(AUTH_MESSAGES.nameRequired).max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong),
  email: EmailSchema,
  /** Optional; when given, 10 digits starting with 04 (SPEC.md section 5). */
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^(${PHONE_PATTERN})?$`), AUTH_MESSAGES.phoneInvalid)
    .optional(),
  password: PasswordSchema,
});
export type SignupInput = z.input<typeof SignupInputSchema>;
export const SignupFormSchema = SignupInputSchema.extend({ terms: TermsSchema });
export type SignupForm = z.input<typeof SignupFormSchema>;

export const SignupResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** SPEC.md section 5: exactly 4 digits; the browser strips non-digits as the user types. */
export const OtpSchema = z
  .string({ error: AUTH_MESSAGES.otpInvalidFormat })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalidFormat);

export const VerifyOtpInputSchema = z.object({ id: AccountIdSchema, otp: OtpSchema });
export type VerifyOtpInput = z.input<typeof VerifyOtpInputSchema>;

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

/** verify_otp, resend_otp and verify_link answer this (status false with 4xx on failure). */
export const StatusMessageResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
});
export type StatusMessageResponse = z.infer<typeof StatusMessageResponseSchema>;

export const LoginInputSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.input<typeof LoginInputSchema>;
export const LoginFormSchema = LoginInputSchema.extend({ terms: TermsSchema });
export type LoginForm = z.input<typeof LoginFormSchema>;

export const CUSTOMER_ROLES = ['customer', 'model', 'admin'] as const;
export type UserRole = (typeof CUSTOMER_ROLES)[number];

export const LoginResponseSchema = z.object({
  status: z.literal(true),
  name: z.string(),
  email: z.string(),
  role: z.enum(CUSTOMER_ROLES),
  user: z.object({ id: z.number().int() }),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** SPEC.md section 7: the server trusts only the verified ID token, never the other fields. */
export const GoogleAuthInputSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.googleTokenInvalid).max(4096),
  clientId: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  email_verified_at: z.unknown().optional(),
});
export type GoogleAuthInput = z.input<typeof GoogleAuthInputSchema>;

export const GoogleAuthResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(CUSTOMER_ROLES),
    id: z.number().int(),
  }),
  token: z.string(),
});
export type GoogleAuthResponse = z.infer<typeof GoogleAuthResponseSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: requiredText(AUTH_MESSAGES.resetIdentifierRequired)
    .min(RESET_IDENTIFIER_MIN_LENGTH, AUTH_MESSAGES.resetIdentifierTooShort)
    .max(320, AUTH_MESSAGES.resetIdentifierTooShort),
});
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.newPasswordRequired })
  .min(1, AUTH_MESSAGES.newPasswordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const PasswordResetInputSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  token: z.string().min(1, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid),
});
export type PasswordResetInput = z.input<typeof PasswordResetInputSchema>;

export const PasswordResetResponseSchema = z.object({ msg: z.literal('Password reset') });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponseSchema>;

/** The /reset-password-user form: new password twice (SPEC.md section 5). */
export const ResetPasswordFormSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
      .min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;
