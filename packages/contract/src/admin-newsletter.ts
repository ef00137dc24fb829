/**
 * The admin console's newsletter section (docs/product/admin-console.md): subscribers (list, CSV export) and
 * campaigns (drafts, preview, test send, send through the job queue, progress).
 */
import { z } from 'zod';
import { ADMIN_API_PREFIX, DESCRIPTION_ALLOWED_TAGS } from './listing.js';
import {
  AdminPageQuerySchema,
  AdminSearchTextSchema,
  adminPageSchema,
  adminRowResponseSchema,
} from './admin.js';
import { memberPath } from './paths.js';
import { boundedText } from './fields.schema.js';

export const ADMIN_SUBSCRIBERS_PATH = `${ADMIN_API_PREFIX}/newsletter/subscribers`;
export const ADMIN_SUBSCRIBERS_CSV_PATH = `${ADMIN_API_PREFIX}/newsletter/subscribers.csv`;
export const ADMIN_CAMPAIGNS_PATH = `${ADMIN_API_PREFIX}/newsletter/campaigns`;

/** Route patterns for the server; the console builds real paths with the builders below. */
export const ADMIN_NEWSLETTER_ROUTES = {
  subscribers: ADMIN_SUBSCRIBERS_PATH,
  subscribersCsv: ADMIN_SUBSCRIBERS_CSV_PATH,
  campaigns: ADMIN_CAMPAIGNS_PATH,
  campaign: `${ADMIN_CAMPAIGNS_PATH}/:id`,
  campaignTestSend: `${ADMIN_CAMPAIGNS_PATH}/:id/test`,
  campaignSend: `${ADMIN_CAMPAIGNS_PATH}/:id/send`,
} as const;

export const buildAdminCampaignPath = memberPath(ADMIN_CAMPAIGNS_PATH);
export const buildAdminCampaignTestSendPath = memberPath(ADMIN_CAMPAIGNS_PATH, 'test');
export const buildAdminCampaignSendPath = memberPath(ADMIN_CAMPAIGNS_PATH, 'send');

/** The markup a campaign body keeps: the rich-text editor's, as a listing description. */
export const CAMPAIGN_ALLOWED_TAGS = DESCRIPTION_ALLOWED_TAGS;
export const CAMPAIGN_SUBJECT_MAX_LENGTH = 200;
export const CAMPAIGN_BODY_MAX_LENGTH = 100_000;

/**
 * `pending`: signed up, the mailed confirmation link not yet opened (double opt-in);
 * `active`: confirmed, gets campaigns; `unsubscribed`: left.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};

export const CAMPAIGN_STATUS_LABELS = {
  draft: 'Draft',
  sending: 'Sending',
  sent: 'Sent',
} as const;
export type CampaignStatus = keyof typeof CAMPAIGN_STATUS_LABELS;

export const ADMIN_NEWSLETTER_MESSAGES = {
  statusInvalid: 'The status must be pending, active or unsubscribed.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject is too long (${CAMPAIGN_SUBJECT_MAX_LENGTH} characters at most).`,
  bodyRequired: 'Please write the body of the campaign.',
  bodyTooLong: 'The body is too long.',
  campaignNotFound: 'There is no campaign with this number.',
  notADraft: 'This campaign has already been sent; only a draft can be changed.',
  noActiveSubscribers: 'There are no active (confirmed) subscribers to send to.',
  created: 'Draft saved.',
  saved: 'Draft saved.',
  deleted: 'Draft deleted.',
  testSent: 'Test sent to your e-mail address.',
  testFailed: 'The test could not be sent. Check the mail server and try again.',
  queued: 'The campaign is being sent.',
  sendingUnavailable: 'Sending is not available on this server (no job queue). Try again later.',
} as const;

export const AdminSubscriberQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchTextSchema,
  status: z
    .enum(SUBSCRIBER_STATUSES, { error: ADMIN_NEWSLETTER_MESSAGES.statusInvalid })
    .optional(),
});
export type AdminSubscriberQuery = z.input<typeof AdminSubscriberQuerySchema>;
export const AdminSubscriberCsvQuerySchema = AdminSubscriberQuerySchema.omit({
  page: true,
  per_page: true,
});

export const AdminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  subscribed_at: z.string(),
  /** When the address owner confirmed by the mailed link; null while pending. */
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;
export const AdminSubscriberPageSchema = adminPageSchema(AdminSubscriberSchema);

/** Where a campaign's mail stands: `left` is neither sent nor failed yet. */
export const CampaignProgressSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not mailed because the address unsubscribed after the send was queued. */
  skipped: z.number().int(),
  left: z.number().int(),
});
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

export const AdminCampaignSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['draft', 'sending', 'sent']),
  created_at: z.string(),
  queued_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  progress: CampaignProgressSchema,
});
export type AdminCampaignSummary = z.infer<typeof AdminCampaignSummarySchema>;
export const AdminCampaignPageSchema = adminPageSchema(AdminCampaignSummarySchema);

export const AdminCampaignSchema = AdminCampaignSummarySchema.extend({
  body_html: z.string(),
  /** Active subscribers now: who "Send" would mail. */
  active_subscribers: z.number().int(),
});
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;
export const AdminCampaignResponseSchema = adminRowResponseSchema(AdminCampaignSchema);
export type AdminCampaignResponse = z.infer<typeof AdminCampaignResponseSchema>;

export const CampaignInputSchema = z.object(
  {
    subject: boundedText(
      CAMPAIGN_SUBJECT_MAX_LENGTH,
      ADMIN_NEWSLETTER_MESSAGES.subjectRequired,
      ADMIN_NEWSLETTER_MESSAGES.subjectTooLong,
    ),
    body_html: z
      .string({ error: ADMIN_NEWSLETTER_MESSAGES.bodyRequired })
      .max(CAMPAIGN_BODY_MAX_LENGTH, ADMIN_NEWSLETTER_MESSAGES.bodyTooLong),
  },
  { error: ADMIN_NEWSLETTER_MESSAGES.subjectRequired },
);
export type CampaignInput = z.input<typeof CampaignInputSchema>;

/** The job-queue name of a campaign's send (server only, kept here beside its data). */
export const CAMPAIGN_SEND_JOB = 'newsletter-campaign-send';
