import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  ADMIN_NEWSLETTER_ROUTES as R,
  AdminCampaignPageSchema,
  AdminCampaignResponseSchema,
  AdminPageQuerySchema,
  AdminSubscriberCsvQuerySchema,
  AdminSubscriberPageSchema,
  AdminSubscriberQuerySchema,
  CampaignInputSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { AppError } from '../../platform/http/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { adminItemSchema, type AdminRouteDeps } from '../admin/index.js';
import { buildCampaignMail } from './campaign-mail.js';
import { queueCampaignJob } from './campaign-worker.js';
import {
  createCampaign,
  deleteDraft,
  fixRecipients,
  listCampaigns,
  readCampaign,
  readCampaignRow,
  updateCampaign,
} from './campaigns.service.js';
import { listSubscribers, readAllSubscribers, subscribersToCsv } from './subscribers.service.js';

export interface NewsletterAdminDeps extends AdminRouteDeps {
  /** Where a campaign's send is queued; without one (most tests) sending answers 503. */
  jobQueue?: JobQueue;
}

const guarded = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
} as const;
const withCampaign = { ...guarded, 404: ErrorResponseSchema } as const;

/** The console's newsletter: subscribers and campaigns (docs/product/admin-console.md). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<NewsletterAdminDeps> = async (
  app,
  { db, mailer, publicUrl, jobQueue },
) => {
  app.get(
    R.subscribers,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListSubscribers',
        summary: 'Newsletter subscribers, newest first: search by e-mail, filter by status',
        querystring: AdminSubscriberQuerySchema,
        response: { 200: AdminSubscriberPageSchema, ...guarded },
      },
    },
    async (request) => listSubscribers(db, request.query),
  );

  app.get(
    R.subscribersCsv,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminExportSubscribersCsv',
        summary: 'The subscribers the same filters match, as a CSV download',
        querystring: AdminSubscriberCsvQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: email, status, subscribed_at, unsubscribed_at'),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const subscribers = await readAllSubscribers(db, request.query);
      await recordAudit(db, auditActorOf(request), {
        action: 'subscribers.export',
        targetType: 'subscribers',
        targetId: 'csv',
        details: { filters: request.query, rows: subscribers.length },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(subscribersToCsv(subscribers));
    },
  );

  app.get(
    R.campaigns,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListCampaigns',
        summary: 'Newsletter campaigns, newest first, with sent, failed and left',
        querystring: AdminPageQuerySchema,
        response: { 200: AdminCampaignPageSchema, ...guarded },
      },
    },
    async (request) => listCampaigns(db, request.query),
  );

  app.post(
    R.campaigns,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateCampaign',
        summary: 'Creates a draft campaign (the body is sanitised to the contract allow-list)',
        body: CampaignInputSchema,
        response: { 200: AdminCampaignResponseSchema, ...guarded, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      const id = await db.transaction(async (tx) => {
        const newId = await createCampaign(tx, request.body, authUserOf(request).id);
        await recordAudit(tx, auditActorOf(request), {
          action: 'campaign.create',
          targetType: 'campaign',
          targetId: newId,
          details: { subject: request.body.subject },
        });
        return newId;
      });
      return { data: await readCampaign(db, id), message: M.created };
    },
  );

  app.get(
    R.campaign,
    {
      schema: adminItemSchema(
        'adminGetCampaign',
        'A campaign with its body and progress (sent, failed, skipped, left)',
        AdminCampaignResponseSchema,
        withCampaign,
      ),
    },
    async (request) => ({ data: await readCampaign(db, request.params.id) }),
  );

  app.put(
    R.campaign,
    {
      schema: {
        ...adminItemSchema(
          'adminEditCampaign',
          'Edits a draft campaign (409 once it is queued)',
          AdminCampaignResponseSchema,
          { ...withCampaign, 409: ErrorResponseSchema, 422: ErrorResponseSchema },
        ),
        body: CampaignInputSchema,
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await updateCampaign(tx, id, request.body);
        await recordAudit(tx, auditActorOf(request), {
          action: 'campaign.update',
          targetType: 'campaign',
          targetId: id,
          details: { subject: request.body.subject },
        });
      });
      return { data: await readCampaign(db, id), message: M.saved };
    },
  );

  app.delete(
    R.campaign,
    {
      schema: adminItemSchema(
        'adminDeleteCampaign',
        'Deletes a draft campaign (409 once it is queued)',
        MessageResponseSchema,
        { ...withCampaign, 409: ErrorResponseSchema },
      ),
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await deleteDraft(tx, id);
        await recordAudit(tx, auditActorOf(request), {
          action: 'campaign.delete',
          targetType: 'campaign',
          targetId: id,
        });
      });
      return { message: M.deleted };
    },
  );

  app.post(
    R.campaignTestSend,
    {
      schema: adminItemSchema(
        'adminSendTestCampaign',
        'Mails the campaign now to the signed-in admin only, as subscribers will see it',
        MessageResponseSchema,
        { ...withCampaign, 503: ErrorResponseSchema },
      ),
    },
    async (request) => {
      const { id } = request.params;
      const campaign = await readCampaignRow(db, id);
      const adminEmail = await readAccountEmail(db, authUserOf(request).id);
      const result = await mailer.send(
        buildCampaignMail({
          campaignId: id,
          subject: `[Test] ${campaign.subject}`,
          bodyHtml: campaign.bodyHtml,
          to: adminEmail,
          baseUrl: publicUrl,
        }),
      );
      await recordAudit(db, auditActorOf(request), {
        action: 'campaign.test_send',
        targetType: 'campaign',
        targetId: id,
        details: { to: adminEmail, status: result.status },
      });
      if (result.status === 'failed') throw new AppError('unavailable', M.testFailed);
      return { message: M.testSent };
    },
  );

  app.post(
    R.campaignSend,
    {
      schema: adminItemSchema(
        'adminSendCampaign',
        'Sends a draft to every active subscriber: fixes the recipients and queues the job; returns at once',
        AdminCampaignResponseSchema,
        {
          ...withCampaign,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      ),
    },
    async (request) => {
      const { id } = request.params;
      if (!jobQueue) throw new AppError('unavailable', M.sendingUnavailable);
      await fixRecipients(db, id, (tx, recipients) =>
        recordAudit(tx, auditActorOf(request), {
          action: 'campaign.send',
          targetType: 'campaign',
          targetId: id,
          details: { recipients },
        }),
      );
      await queueCampaignJob(jobQueue, { campaignId: id });
      return { data: await readCampaign(db, id), message: M.queued };
    },
  );
};

async function readAccountEmail(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('not_found', M.campaignNotFound);
  return row.email;
}
