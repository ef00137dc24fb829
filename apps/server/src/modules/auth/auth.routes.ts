import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import '@fastify/rate-limit';
import {
  ADVERTISER_FORM_ROLES,
  AUTH_MESSAGES,
  CUSTOMER_GOOGLE_AUTH_API_PATH,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  ForgotPasswordInputSchema,
  GoogleAuthInputSchema,
  GoogleAuthResponseSchema,
  LoginErrorResponseSchema,
  LoginInputSchema,
  LoginRefusedResponseSchema,
  LoginResponseSchema,
  MODEL_LOGIN_API_PATH,
  MODEL_SIGNUP_API_PATH,
  ModelSignupInputSchema,
  PASSWORD_RESET_API_PATH,
  PasswordResetInputSchema,
  PasswordResetResponseSchema,
  RESEND_OTP_API_PATH,
  ResendOtpInputSchema,
  SignupInputSchema,
  SignupResponseSchema,
  StatusMessageResponseSchema,
  VERIFY_LINK_API_PATH,
  VERIFY_OTP_API_PATH,
  VerifyLinkInputSchema,
  VerifyOtpInputSchema,
  VerifyResponseSchema,
  type SignupResponse,
  type VerifyResponse,
} from '@app/contract';
import { errorResponses } from '../../platform/http/error-body.js';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import type { BackgroundTasks } from '../../platform/jobs/background-tasks.js';
import { AppError } from '../../platform/http/errors.js';
import {
  createGoogleIdTokenVerifier,
  type GoogleCertsSource,
} from '../../platform/auth/google-id-token.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PasswordCost } from '../../platform/auth/passwords.js';
import { createSecretDigester } from '../../platform/auth/one-time-codes.js';
import { createAccountLimiter } from './account-limiter.js';
import type { Clock } from './code-attempts.js';
import { ROLE_RULES } from './account-roles.js';
import {
  logIn,
  signUp,
  startSession,
  type NewAccountInput,
  type SignupResult,
} from './account.service.js';
import {
  resendVerificationCode,
  verifyLink,
  verifyOtp,
  type VerificationOptions,
  type VerifyResult,
} from './email-verification.service.js';
import { signInWithGoogle } from './google-sign-in.service.js';
import { requestPasswordReset, resetLimitKey, resetPassword } from './password-reset.service.js';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  /** Where forgot-password does its work after answering (app.backgroundTasks). */
  backgroundTasks: BackgroundTasks;
  tokens: TokenIssuer;
  /** Key material for the HMAC of codes and link tokens (resolveCodeSecret). */
  codeSecret: string;
  /** PUBLIC_URL: the origin of every link mailed or texted, never the request's Host. */
  publicUrl: string;
  /** GOOGLE_CLIENT_ID; without it Google sign-in answers 503. */
  googleClientId?: string;
  /** Google's signing keys; tests inject their own. Default: Google's published certificates. */
  googleCerts?: GoogleCertsSource;
  /** The time codes are issued and checked at; tests inject one to walk through a day. */
  clock?: Clock;
  /** argon2's cost for new password hashes; production's (passwords.ts) unless set. */
  passwordCost?: PasswordCost;
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

const TAG = 'accounts';

/**
 * Accounts of every role, one implementation (docs/product/accounts.md): sign-up (customer and advertiser
 * forms), the e-mailed code and link, sign-in (customer form; advertiser form for models and
 * admins), Google sign-in (customers), forgot and reset.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, mailer, tokens, passwordCost } = options;
  const digester = createSecretDigester(options.codeSecret);
  const googleVerifier = options.googleClientId
    ? createGoogleIdTokenVerifier(options.googleClientId, options.googleCerts)
    : undefined;
  const verification: VerificationOptions = {
    mailer,
    digester,
    baseUrl: options.publicUrl,
    clock: options.clock,
  };
  const perAccount = createAccountLimiter(app);
  const byEmail = (body: { email: string }) => body.email;
  const byId = (body: { id: number }) => body.id;
  const signupAnswer = (result: SignupResult): SignupResponse => ({
    status: true,
    message: AUTH_MESSAGES.signupSuccess,
    data: { id: result.id },
  });
  /** A verified advertiser is signed in by the answer; customers sign in next. */
  const verifyAnswer = async (result: VerifyResult, message: string): Promise<VerifyResponse> => {
    if (result.status !== 'verified' || !ROLE_RULES[result.account.role].signInOnVerify) {
      return { status: true, message };
    }
    return { status: true, message, ...(await startSession(db, result.account, tokens)) };
  };

  /** A sign-up: 201 for a new account, the same answer with 200 for an address already taken. */
  const signUpRoute = <Body extends z.ZodType>(
    path: string,
    role: 'customer' | 'model',
    schema: { operationId: string; summary: string; body: Body },
    toInput: (body: z.infer<Body>) => NewAccountInput,
  ) =>
    app.post(
      path,
      {
        config: { rateLimit: AUTH_IP_RATE_LIMIT },
        preHandler: perAccount('signup', AUTH_ACCOUNT_LIMITS.signup, byEmail),
        schema: {
          tags: [TAG],
          ...schema,
          response: {
            200: SignupResponseSchema,
            201: SignupResponseSchema,
            ...errorResponses(422, 429),
          },
        },
      },
      async (request, reply) => {
        const input = toInput(request.body as z.infer<Body>);
        const result = await signUp(db, role, input, { ...verification, passwordCost });
        reply.status(result.isNew ? 201 : 200);
        return signupAnswer(result);
      },
    );

  signUpRoute(
    CUSTOMER_SIGNUP_API_PATH,
    'customer',
    {
      operationId: 'signUpCustomer',
      summary: 'Creates an unverified customer and mails a 4-digit code',
      body: SignupInputSchema,
    },
    (body) => body,
  );

  signUpRoute(
    MODEL_SIGNUP_API_PATH,
    'model',
    {
      operationId: 'signUpAdvertiser',
      summary: 'Creates an unverified advertiser (role model, 18+ stated) and mails a code',
      body: ModelSignupInputSchema,
    },
    ({ is_adult: isAdult, ...input }) => ({ ...input, isAdult }),
  );

  app.post(
    VERIFY_OTP_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('verify-otp', AUTH_ACCOUNT_LIMITS.verifyOtp, byId),
      schema: {
        tags: [TAG],
        operationId: 'verifyAccountCode',
        summary:
          'Checks the mailed code (10 minutes, single use, 5 tries); an advertiser is signed in',
        body: VerifyOtpInputSchema,
        response: { 200: VerifyResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const result = await verifyOtp(db, verification, request.body);
      const message =
        result.status === 'verified' ? AUTH_MESSAGES.otpVerified : AUTH_MESSAGES.alreadyVerified;
      return verifyAnswer(result, message);
    },
  );

  app.post(
    RESEND_OTP_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('resend-otp', AUTH_ACCOUNT_LIMITS.resendOtp, byId),
      schema: {
        tags: [TAG],
        operationId: 'resendAccountCode',
        summary: 'Mails a fresh code (earlier ones die); one a minute',
        body: ResendOtpInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    async (request) => {
      await resendVerificationCode(db, request.body.id, verification);
      return { status: true, message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    VERIFY_LINK_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('verify-link', AUTH_ACCOUNT_LIMITS.verifyLink, byId),
      schema: {
        tags: [TAG],
        operationId: 'verifyAccountLink',
        summary: 'Verifies the account from the e-mailed /Verify link; an advertiser is signed in',
        body: VerifyLinkInputSchema,
        response: { 200: VerifyResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const result = await verifyLink(db, digester, request.body, options.clock);
      const message =
        result.status === 'verified'
          ? AUTH_MESSAGES.accountVerified
          : AUTH_MESSAGES.alreadyVerified;
      return verifyAnswer(result, message);
    },
  );

  const loginRoute = (
    path: string,
    operationId: string,
    roles: readonly ('customer' | 'model' | 'admin')[],
  ) =>
    app.post(
      path,
      {
        config: { rateLimit: AUTH_IP_RATE_LIMIT },
        // One count per account across both forms.
        preHandler: perAccount('login', AUTH_ACCOUNT_LIMITS.login, byEmail),
        schema: {
          tags: [TAG],
          operationId,
          summary: `Password sign-in of ${roles.join(' and ')} accounts; answers a 7-day Bearer token`,
          body: LoginInputSchema,
          response: {
            200: LoginResponseSchema,
            401: LoginRefusedResponseSchema,
            403: LoginErrorResponseSchema,
            ...errorResponses(422, 429),
          },
        },
      },
      async (request) => logIn(db, roles, request.body, { tokens, verification, passwordCost }),
    );
  loginRoute(CUSTOMER_LOGIN_API_PATH, 'signInCustomer', ['customer']);
  loginRoute(MODEL_LOGIN_API_PATH, 'signInAdvertiser', ADVERTISER_FORM_ROLES);

  app.post(
    CUSTOMER_GOOGLE_AUTH_API_PATH,
    {
      // The body's e-mail is not trusted, so there is no account key before verification.
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      schema: {
        tags: [TAG],
        operationId: 'signInCustomerWithGoogle',
        summary: 'Google sign-in of customers with a verified ID token (needs GOOGLE_CLIENT_ID)',
        body: GoogleAuthInputSchema,
        response: {
          200: GoogleAuthResponseSchema,
          ...errorResponses(401, 403, 409, 422, 429, 503),
        },
      },
    },
    async (request) => {
      if (!googleVerifier) throw new AppError('unavailable', AUTH_MESSAGES.googleNotConfigured);
      return signInWithGoogle(db, request.body.token, {
        verifier: googleVerifier,
        tokens,
        role: 'customer',
      });
    },
  );

  app.post(
    FORGOT_PASSWORD_API_PATH,
    {
      config: { rateLimit: FORGOT_IP_RATE_LIMIT },
      // Keyed on the canonical phone or e-mail: a number written another way is the same account.
      preHandler: perAccount<{ email: string }>('forgot', AUTH_ACCOUNT_LIMITS.forgot, (body) =>
        resetLimitKey(body.email),
      ),
      schema: {
        tags: [TAG],
        operationId: 'requestPasswordReset',
        summary:
          "Mails a single-use link to the reset page of the account's role (found by e-mail or phone); same answer whether or not it matches",
        body: ForgotPasswordInputSchema,
        response: { 200: StatusMessageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      // Answered before the look-up and the mail (docs/SECURITY.md): the same answer, in the same
      // time, whether or not an account matches; a failure is logged, never answered.
      const { email } = request.body;
      const log = request.log;
      options.backgroundTasks.run('password reset', async () => {
        const outcome = await requestPasswordReset(db, email, {
          mailer,
          digester,
          baseUrl: options.publicUrl,
        });
        log.info({ reset: outcome }, 'password reset requested');
      });
      return { status: true, message: AUTH_MESSAGES.resetRequestAccepted };
    },
  );

  app.post(
    PASSWORD_RESET_API_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('reset', AUTH_ACCOUNT_LIMITS.reset, byEmail),
      schema: {
        tags: [TAG],
        operationId: 'resetPassword',
        summary: 'Sets a new password with the e-mailed token; ends every earlier session',
        body: PasswordResetInputSchema,
        response: { 200: PasswordResetResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body, digester, passwordCost);
      return { msg: AUTH_MESSAGES.passwordResetMsg };
    },
  );
};
