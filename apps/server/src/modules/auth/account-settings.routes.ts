import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ChangePasswordResponseSchema,
  ConfirmEmailInputSchema,
  ConfirmEmailResponseSchema,
  LISTING_MESSAGES,
  MODEL_EMAIL_CHANGE_PATH,
  MODEL_EMAIL_CONFIRM_PATH,
  MODEL_ME_PATH,
  MODEL_PASSWORD_PATH,
  MessageResponseSchema,
  ModelMeResponseSchema,
} from '@app/contract';
import { errorResponses } from '../../platform/http/error-body.js';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PasswordCost } from '../../platform/auth/passwords.js';
import { createSecretDigester } from '../../platform/auth/one-time-codes.js';
import { createAccountLimiter } from './account-limiter.js';
import {
  changePassword,
  confirmEmailChange,
  readModelMe,
  requestEmailChange,
} from './account-settings.service.js';
import { AUTH_IP_RATE_LIMIT } from './auth.routes.js';

export interface AccountSettingsOptions {
  db: Database;
  mailer: Mailer;
  tokens: TokenIssuer;
  codeSecret: string;
  /** argon2's cost for the new hash; production's (passwords.ts) unless set. */
  passwordCost?: PasswordCost;
}

/** Per signed-in account: password checks and mailed codes a few a minute, like sign-in. */
export const SETTINGS_ACCOUNT_LIMITS = { password: 5, emailChange: 3, emailConfirm: 10 } as const;

/**
 * The advertiser's account settings (/modelDashboard). Registered inside the
 * `/api/model` scope: the role guard has set request.authUser before any handler runs.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsOptions> = async (
  app,
  { db, mailer, tokens, codeSecret, passwordCost },
) => {
  const digester = createSecretDigester(codeSecret);
  const perAccount = createAccountLimiter(app);
  const bySignedIn = (_body: unknown, request: { authUser?: { id: number } }) =>
    request.authUser?.id ?? 0;

  app.get(
    MODEL_ME_PATH,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'getAdvertiserAccount',
        summary: "The signed-in advertiser's account and listing id",
        response: { 200: ModelMeResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await readModelMe(db, authUserOf(request).id) }),
  );

  app.put(
    MODEL_PASSWORD_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('settings-password', SETTINGS_ACCOUNT_LIMITS.password, bySignedIn),
      schema: {
        tags: ['advertiser'],
        operationId: 'changePassword',
        summary: 'Changes the password; ends every other session and answers a fresh token',
        body: ChangePasswordInputSchema,
        response: { 200: ChangePasswordResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const token = await changePassword(
        db,
        { tokens, mailer, passwordCost },
        authUserOf(request).id,
        request.body,
      );
      return { message: LISTING_MESSAGES.passwordChanged, token };
    },
  );

  app.post(
    MODEL_EMAIL_CHANGE_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount('settings-email', SETTINGS_ACCOUNT_LIMITS.emailChange, bySignedIn),
      schema: {
        tags: ['advertiser'],
        operationId: 'requestEmailChange',
        summary: 'Mails a 4-digit code to a new e-mail address (current password needed)',
        body: ChangeEmailInputSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      await requestEmailChange(db, { mailer, digester }, authUserOf(request).id, request.body);
      return { message: LISTING_MESSAGES.emailCodeSent };
    },
  );

  app.post(
    MODEL_EMAIL_CONFIRM_PATH,
    {
      config: { rateLimit: AUTH_IP_RATE_LIMIT },
      preHandler: perAccount(
        'settings-email-confirm',
        SETTINGS_ACCOUNT_LIMITS.emailConfirm,
        bySignedIn,
      ),
      schema: {
        tags: ['advertiser'],
        operationId: 'confirmEmailChange',
        summary: 'The code from the new mailbox makes it the account e-mail; the old one is told',
        body: ConfirmEmailInputSchema,
        response: { 200: ConfirmEmailResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(
        db,
        { mailer, digester },
        authUserOf(request).id,
        request.body.otp,
      );
      return { message: LISTING_MESSAGES.emailChanged, email };
    },
  );
};
