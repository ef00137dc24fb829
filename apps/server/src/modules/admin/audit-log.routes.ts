import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_AUDIT_PATH,
  AdminAuditPageSchema,
  AdminAuditQuerySchema,
  ErrorResponseSchema,
} from '@app/contract';
import type { AdminRouteDeps } from './admin-route-deps.js';
import { listAuditEntries } from './audit-log.service.js';

/**
 * The console's audit log, read-only (docs/product/admin-console.md): one GET and nothing else. Entries are written
 * by each action (recordAudit) and the database refuses to change or delete them.
 */
export const auditLogRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    ADMIN_AUDIT_PATH,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListAuditLog',
        summary:
          'The audit log, newest first: filter by action, admin e-mail, target and Australian dates',
        querystring: AdminAuditQuerySchema,
        response: {
          200: AdminAuditPageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => listAuditEntries(db, request.query),
  );
};
