import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '@fastify/rate-limit';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_API_PATH,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  RESEND_OTP_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  ErrorResponseSchema,
  ForgotPasswordInputSchema,
  GoogleAuthInputSchema,
  GoogleAuthResponseSchema,
  LoginInputSchema,
  LoginResponseSchema,
  MESSAGES,
  PASSWORD_RESET_API_PATH,
  PasswordResetInputSchema,
  PasswordResetResponseSchema,
  ResendOtpInputSchema,
  SignupInputSchema,
  SignupResponseSchema,
  StatusMessageResponseSchema,
  VerifyLinkInputSchema,
  VerifyOtpInputSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth-tokens.js';
import { AppError } from '../../platform/errors.js';
import {
  createGoogleIdTokenVerifier,
  type GoogleCertsSource,
} from '../../platform/google-id-token.js';
import type { Mailer } from '../../platform/mailer.js';
import { createSecretDigester } from '../../platform/one-time-codes.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { createOutboxSmsSender, type SmsSender } from '../../platform/sms-sender.js';
import { logInCustomer, signUpCustomer } from './account.service.js';
import { AuthErrorResponseSchema, AuthResponseError, handleAuthError } from './auth-errors.js';
import {
  resendVerificationCode,
  verifyLink,
  verifyOtp,
  type VerificationOptions,
} from './email-verification.service.js';
import { signInWithGoogle } from './google-sign-in.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  tokens: TokenIssuer;
  /** Key material for the HMAC of codes and link tokens (resolveCodeSecret). */
  codeSecret: string;
  publicUrl?: string;
  /** GOOGLE_CLIENT_ID; without it Google sign-in answers 503. */
  googleClientId?: string;
  /** Google's signing keys; tests inject their own. Default: Google's published certificates. */
  googleCerts?: GoogleCertsSource;
  /** Default: the outbox (channel `sms`) and the log. */
  smsSender?: SmsSender;
}

/**
 * Per address: a person makes a few tries a minute; a script is stopped early. Per account
 * (below): an attacker spreading guesses over many addresses still gets only a few a minute
 * on one account, on top of the code's own 5 tries.
 */
export const AUTH_IP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const FORGOT_IP_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
export const AUTH_ACCOUNT_LIMITS = {
  signup: 5,
  login: 5,
  // Above the code's own 5 tries, so a person who just asked for a new code can still type it.
  verifyOtp: 10,
  resendOtp: 3,
  verifyLink: 5,
  forgot: 3,
  reset: 5,
} as const;
const ACCOUNT_WINDOW_MS = 60_000;

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema]));

export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, mailer, tokens } = options;
  const digester = createSecretDigester(options.codeSecret);
  const sms = options.smsSender ?? createOutboxSmsSender(db, app.log);
  const googleVerifier = options.googleClientId
    ? createGoogleIdTokenVerifier(options.googleClientId, options.googleCerts)
    : undefined;
  const verification = (request: FastifyRequest): VerificationOptions => ({
    mailer,
    digester,
    baseUrl: requestBaseUrl(request, options.publicUrl),
  });
  const perAccount = createAccountLimiter(app);
  app.setErrorHandler(handleAuthError);

  app.post(
    CUSTOMER_SIGNUP_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ email: string }>(
        'signup',
        AUTH_ACCOUNT_LIMITS.signup,
        (body) => body.email,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Creates an unverified customer and mails a 4-digit code',
        body: SignupInputSchema,
        response: { 200: SignupResponseSchema, 201: SignupResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      const result = await signUpCustomer(db, request.body, verification(request));
      reply.status(result.isNew ? 201 : 200);
      return {
        status: true as const,
        message: AUTH_MESSAGES.signupSuccess,
        data: { id: result.id },
      };
    },
  );

  app.post(
    VERIFY_OTP_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ id: number }>(
        'verify-otp',
        AUTH_ACCOUNT_LIMITS.verifyOtp,
        (body) => body.id,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Checks the mailed code (10 minutes, single use, 5 tries)',
        body: VerifyOtpInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const result = await verifyOtp(db, digester, request.body);
      const message =
        result === 'verified' ? AUTH_MESSAGES.otpVerified : AUTH_MESSAGES.alreadyVerified;
      return { status: true, message };
    },
  );

  app.post(
    RESEND_OTP_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ id: number }>(
        'resend-otp',
        AUTH_ACCOUNT_LIMITS.resendOtp,
        (body) => body.id,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Mails a fresh code (earlier ones die); one a minute',
        body: ResendOtpInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errors(400, 409, 422, 429) },
      },
    },
    async (request) => {
      await resendVerificationCode(db, request.body.id, verification(request));
      return { status: true, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    VERIFY_LINK_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ id: number }>(
        'verify-link',
        AUTH_ACCOUNT_LIMITS.verifyLink,
        (body) => body.id,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Verifies the account from the e-mailed /Verify link',
        body: VerifyLinkInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const result = await verifyLink(db, digester, request.body);
      const message =
        result === 'verified' ? AUTH_MESSAGES.accountVerified : AUTH_MESSAGES.alreadyVerified;
      return { status: true, message };
    },
  );

  app.post(
    CUSTOMER_LOGIN_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ email: string }>(
        'login',
        AUTH_ACCOUNT_LIMITS.login,
        (body) => body.email,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Password sign-in; answers a 7-day Bearer token',
        body: LoginInputSchema,
        response: {
          200: LoginResponseSchema,
          403: AuthErrorResponseSchema,
          ...errors(401, 422, 429),
        },
      },
    },
    async (request) =>
      logInCustomer(db, request.body, { tokens, verification: verification(request) }),
  );

  app.post(
    CUSTOMER_GOOGLE_AUTH_API_PATH,
    {
      // The body's e-mail is not trusted, so there is no account key before verification.
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      schema: {
        tags: ['customer accounts'],
        summary: 'Google sign-in with a verified ID token (needs GOOGLE_CLIENT_ID)',
        body: GoogleAuthInputSchema,
        response: { 200: GoogleAuthResponseSchema, ...errors(401, 403, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      if (!googleVerifier) throw new AuthResponseError(503, AUTH_MESSAGES.googleNotConfigured);
      return signInWithGoogle(db, request.body.token, { verifier: googleVerifier, tokens });
    },
  );

  app.post(
    FORGOT_PASSWORD_API_PATH,
    {
      config: { rateLimit: FORGOT_IP_RATE_LIMIT },
      preHandler: perAccount<{ email: string }>('forgot', AUTH_ACCOUNT_LIMITS.forgot, (body) =>
        body.email.toLowerCase(),
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Mails (or texts) a single-use reset link; same answer whether or not it matches',
        body: ForgotPasswordInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errors(422, 429) },
      },
    },
    async (request) => {
      const outcome = await requestPasswordReset(db, request.body.email, {
        mailer,
        sms,
        digester,
        baseUrl: requestBaseUrl(request, options.publicUrl),
      });
      request.log.info({ reset: outcome }, 'password reset requested');
      return { status: true, message: AUTH_MESSAGES.resetRequestAccepted };
    },
  );

  app.post(
    PASSWORD_RESET_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount<{ email: string }>(
        'reset',
        AUTH_ACCOUNT_LIMITS.reset,
        (body) => body.email,
      ),
      schema: {
        tags: ['customer accounts'],
        summary: 'Sets a new password with the e-mailed token; ends every earlier session',
        body: PasswordResetInputSchema,
        response: { 200: PasswordResetResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body, digester);
      return { msg: AUTH_MESSAGES.passwordResetMsg };
    },
  );
};

/**
 * A second limit keyed on the account the body names (lower-cased e-mail or id), checked
 * after validation. The plugin's per-route limit marks a request as counted, so a second
 * route-level limit would be skipped; `createRateLimit` counts independently. Keys carry the
 * route name because such limiters share one store namespace.
 */
function createAccountLimiter(app: FastifyInstance) {
  return <Body>(
    route: string,
    max: number,
    keyOf: (body: Body) => string | number,
  ): preHandlerAsyncHookHandler => {
    const limit = app.createRateLimit({
      max,
      timeWindow: ACCOUNT_WINDOW_MS,
      keyGenerator: (request) => `account:${route}:${keyOf(request.body as Body)}`,
    });
    return async (request, reply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('too_many_requests', MESSAGES.tooManyRequests);
      }
    };
  };
}
