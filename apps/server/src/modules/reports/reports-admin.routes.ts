import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_REPORTS_MESSAGES as M,
  ADMIN_REPORTS_PATH,
  ADMIN_REPORTS_ROUTES as R,
  AdminReportActionResponseSchema,
  AdminReportsPageSchema,
  AdminReportsQuerySchema,
  ErrorResponseSchema,
  ResolveReportInputSchema,
} from '@app/contract';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { ADMIN_GUARD_ERRORS, adminListSchema, type AdminRouteDeps } from '../admin/index.js';
import { listReports, resolveReport } from './reports.service.js';

/** The console's reports queue (docs/product/admin-console.md#reports). */
export const reportsAdminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    ADMIN_REPORTS_PATH,
    {
      schema: adminListSchema(
        'adminListReports',
        'Reports on listings: open first, "may be under 18" first of all; filter by status',
        AdminReportsQuerySchema,
        AdminReportsPageSchema,
      ),
    },
    async (request) => listReports(db, request.query),
  );

  app.post(
    R.resolve,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminResolveReport',
        summary: 'Marks an open report resolved with a note (audited)',
        params: IdParamsSchema,
        body: ResolveReportInputSchema,
        response: {
          200: AdminReportActionResponseSchema,
          400: ErrorResponseSchema,
          ...ADMIN_GUARD_ERRORS,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: M.resolved,
      data: await resolveReport(db, request, request.params.id, request.body.note),
    }),
  );
};
