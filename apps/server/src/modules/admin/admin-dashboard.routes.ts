import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_DASHBOARD_PATH,
  AdminDashboardResponseSchema,
  ErrorResponseSchema,
} from '@app/contract';
import type { AdminRouteDeps } from './admin-route-deps.js';
import { readAdminDashboard } from './admin-dashboard.service.js';

/** The console's dashboard: counts and daily figures (docs/product/admin-console.md). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    ADMIN_DASHBOARD_PATH,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetDashboard',
        summary:
          'Listing, account, subscriber and unread-message counts; sign-ups and new listings per day (30 Australian days); the oldest pending listings',
        response: {
          200: AdminDashboardResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async () => ({ data: await readAdminDashboard(db) }),
  );
};
