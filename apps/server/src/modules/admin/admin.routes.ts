import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListingResponseSchema,
  ErrorResponseSchema,
  LISTING_API_ROUTES as R,
  LISTING_MESSAGES as M,
  MessageResponseSchema,
  RejectListingInputSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../platform/mailer.js';
import { IdParamsSchema } from '../../platform/path-params.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { approveListing, readAdminListing, rejectListing } from './admin-listings.service.js';

export interface AdminRoutesOptions {
  db: Database;
  mailer: Mailer;
  publicUrl?: string;
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
} as const;

/**
 * The admin's listing review (issue 8, minimal until the admin console): under /api/admin,
 * guarded by the admin role in app.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { db, mailer, publicUrl },
) => {
  app.get(
    R.adminListing,
    {
      schema: {
        tags: ['admin'],
        summary: 'A listing in any status, with its owner and its flags (photo matches)',
        params: IdParamsSchema,
        response: { 200: AdminListingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readAdminListing(db, request.params.id) }),
  );

  app.post(
    R.adminApprove,
    {
      schema: {
        tags: ['admin'],
        summary: 'Approves a submitted listing: it goes live and the advertiser is mailed',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await approveListing(db, mailer, request.params.id, requestBaseUrl(request, publicUrl));
      return { message: M.approved };
    },
  );

  app.post(
    R.adminReject,
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects a submitted listing with a reason (shown in the dashboard and mailed)',
        params: IdParamsSchema,
        body: RejectListingInputSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rejectListing(
        db,
        mailer,
        request.params.id,
        request.body.reason,
        requestBaseUrl(request, publicUrl),
      );
      return { message: M.rejected };
    },
  );
};
