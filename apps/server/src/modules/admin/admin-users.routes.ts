import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MESSAGES as M,
  ADMIN_USER_ROUTES as R,
  AdminUserActionResponseSchema,
  AdminUserResponseSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  ErrorResponseSchema,
} from '@app/contract';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import {
  ADMIN_GUARD_ERRORS,
  adminListSchema,
  adminItemSchema,
  secretMailOptions,
  type AdminRouteDeps,
} from './admin-route-deps.js';
import {
  listUsers,
  readUser,
  resendUserVerification,
  restoreUser,
  suspendUser,
} from './admin-users.service.js';

/** An action on one account: bad id, unknown account, an admin or the wrong state. */
const actionErrors = {
  400: ErrorResponseSchema,
  ...ADMIN_GUARD_ERRORS,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
} as const;

/**
 * The console's users: customers and advertisers (docs/product/admin-console.md). Under /api/admin, guarded by the
 * admin role in app.ts; every change is in the audit log.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const secretMail = secretMailOptions(deps);

  app.get(
    R.list,
    {
      schema: adminListSchema(
        'adminListUsers',
        'Customers and advertisers: search (name, e-mail, phone), filters, newest first',
        AdminUsersQuerySchema,
        AdminUsersPageSchema,
      ),
    },
    async (request) => listUsers(db, request.query),
  );

  app.get(
    R.one,
    {
      schema: adminItemSchema(
        'adminGetUser',
        'One customer or advertiser, with the customer profile or the listing summary',
        AdminUserResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({ data: await readUser(db, request.params.id) }),
  );

  app.post(
    R.suspend,
    {
      schema: adminItemSchema(
        'adminSuspendUser',
        'Suspends an account: every token stops at once, a live listing leaves the public site',
        AdminUserActionResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({
      message: M.suspended,
      data: await suspendUser(db, request, request.params.id),
    }),
  );

  app.post(
    R.restore,
    {
      schema: adminItemSchema(
        'adminRestoreUser',
        'Restores a suspended account (and the listing that was hidden with it)',
        AdminUserActionResponseSchema,
        actionErrors,
      ),
    },
    async (request) => ({
      message: M.restored,
      data: await restoreUser(db, request, request.params.id),
    }),
  );

  app.post(
    R.resendVerification,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminResendVerification',
        summary:
          'Mails an unverified account a fresh verification code (same cool-down as sign-up)',
        params: IdParamsSchema,
        response: {
          200: AdminUserActionResponseSchema,
          ...actionErrors,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: M.verificationSent,
      data: await resendUserVerification(db, request, request.params.id, secretMail),
    }),
  );
};
