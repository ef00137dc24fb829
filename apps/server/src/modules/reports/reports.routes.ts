import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  LISTING_REPORTS_API_ROUTE,
  ListingReportInputSchema,
  ListingReportResponseSchema,
  REPORT_MESSAGES,
  REPORT_REPEAT_HOURS,
  REPORTS_PER_HOUR,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { createOncePerWindow } from '../../platform/cache/once-per-window.js';
import { addressKey } from '../../platform/http/address-key.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { AppError } from '../../platform/http/errors.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { assertLiveListing } from '../profiles/index.js';
import { addListingReport } from './reports.service.js';

/**
 * Per client address (decision 029): a person reports a few listings, a script is stopped.
 * The refusal is an AppError, so it carries the reports' own message (the plugin has already
 * set Retry-After).
 */
export const REPORT_RATE_LIMIT = {
  max: REPORTS_PER_HOUR,
  timeWindow: '1 hour',
  errorResponseBuilder: () => new AppError('too_many_requests', REPORT_MESSAGES.tooManyReports),
};

/** Visitors' reports on live listings, for the console's reports queue. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database; redis?: Redis }> = async (
  app,
  { db, redis },
) => {
  // One report on a listing a day from one address; the address is only a key of this
  // window (shared through Redis when there is one), never stored with the report.
  const recentReports = createOncePerWindow({
    windowMs: REPORT_REPEAT_HOURS * 3_600_000,
    redis,
    namespace: 'listing-report:',
  });

  app.post(
    LISTING_REPORTS_API_ROUTE,
    {
      config: { rateLimit: REPORT_RATE_LIMIT },
      schema: {
        tags: ['profiles'],
        operationId: 'reportListing',
        summary:
          'Reports a live listing to the moderators (5 an hour from one address, one a day per listing)',
        params: IdParamsSchema,
        body: ListingReportInputSchema,
        response: {
          201: ListingReportResponseSchema,
          ...errorResponses(400, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertLiveListing(db, id);
      if (!(await recentReports.claim(`${id}:${addressKey(request.ip)}`))) {
        throw new AppError('too_many_requests', REPORT_MESSAGES.alreadyReported);
      }
      await addListingReport(db, id, request.body);
      return reply.status(201).send({ status: true as const, message: REPORT_MESSAGES.sent });
    },
  );
};
