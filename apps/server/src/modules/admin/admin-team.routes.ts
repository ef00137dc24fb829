import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_TEAM_MESSAGES as M,
  ADMIN_TEAM_ROUTES as R,
  AdminTeamActionResponseSchema,
  AdminTeamPageSchema,
  AdminTeamQuerySchema,
  ErrorResponseSchema,
  InviteAdminInputSchema,
} from '@app/contract';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import {
  ADMIN_GUARD_ERRORS,
  adminListSchema,
  secretMailOptions,
  type AdminRouteDeps,
} from './admin-route-deps.js';
import { inviteAdmin, listAdmins, removeAdmin } from './admin-team.service.js';

/**
 * The console's admins (docs/product/admin-console.md): list, invite by e-mail, remove. Under /api/admin, guarded
 * by the admin role in app.ts; invitations and removals are in the audit log.
 */
export const adminTeamRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const secretMail = secretMailOptions(deps);

  app.get(
    R.list,
    {
      schema: adminListSchema(
        'adminListAdmins',
        'The admins, oldest first, with whether each has set a password',
        AdminTeamQuerySchema,
        AdminTeamPageSchema,
      ),
    },
    async (request) => listAdmins(db, request.query, authUserOf(request).id),
  );

  app.post(
    R.list,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminInviteAdmin',
        summary: 'Invites an admin: creates the account and mails a 7-day set-password link',
        body: InviteAdminInputSchema,
        response: {
          200: AdminTeamActionResponseSchema,
          ...ADMIN_GUARD_ERRORS,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = await inviteAdmin(db, request, request.body, secretMail);
      return { message: M.invited(admin.email), data: admin };
    },
  );

  app.delete(
    R.one,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRemoveAdmin',
        summary:
          'Removes an admin (themself, or one the caller invited; their tokens stop at once); never the last who can sign in',
        params: IdParamsSchema,
        response: {
          200: AdminTeamActionResponseSchema,
          400: ErrorResponseSchema,
          ...ADMIN_GUARD_ERRORS,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = await removeAdmin(db, request, request.params.id);
      return { message: M.removed(admin.email), data: admin };
    },
  );
};
