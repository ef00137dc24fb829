/** The admin console's dashboard section (docs/product/admin-console.md): paths, schemas, messages. */
import { z } from 'zod';
import { STATS_DAYS } from './listing.js';

/** GET: the counts, the daily figures and the review queue at a glance. */
export const ADMIN_DASHBOARD_PATH = '/api/admin/dashboard';

/** The daily series cover the same 30 Australian days as the advertiser's statistics. */
export const ADMIN_DASHBOARD_DAYS = STATS_DAYS;

/** How many of the oldest pending listings the dashboard lists. */
export const ADMIN_DASHBOARD_QUEUE_SIZE = 5;

export const ADMIN_DASHBOARD_MESSAGES = {
  loadFailed: 'The dashboard could not be loaded just now.',
  queueEmpty: 'No listing is waiting for review.',
} as const;

export const AdminDashboardCountsSchema = z.object({
  listings: z.object({
    live: z.number().int(),
    pending: z.number().int(),
    paused: z.number().int(),
    suspended: z.number().int(),
  }),
  customers: z.number().int(),
  /** Accounts with the model role (with or without a listing). */
  advertisers: z.number().int(),
  /** Newsletter subscribers who have not unsubscribed. */
  subscribers: z.number().int(),
  /** Contact messages not marked handled. */
  unread_messages: z.number().int(),
  /** Reports on listings not resolved yet, and those of them saying "may be under 18". */
  open_reports: z.number().int(),
  open_underage_reports: z.number().int(),
});

/** One Australian day: new customer and advertiser accounts, new listings started. */
export const AdminDashboardDaySchema = z.object({
  date: z.string(),
  sign_ups: z.number().int(),
  new_listings: z.number().int(),
});

export const AdminReviewQueueItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  submitted_at: z.string().nullable(),
  /** Photo matches not yet reviewed. */
  open_flags: z.number().int(),
});

export const AdminDashboardSchema = z.object({
  counts: AdminDashboardCountsSchema,
  /** ADMIN_DASHBOARD_DAYS days, oldest first, every day present (zero when nothing happened). */
  daily: z.array(AdminDashboardDaySchema),
  review_queue: z.object({
    total: z.number().int(),
    /** The oldest ADMIN_DASHBOARD_QUEUE_SIZE pending listings, oldest submission first. */
    oldest: z.array(AdminReviewQueueItemSchema),
  }),
});
export const AdminDashboardResponseSchema = z.object({ data: AdminDashboardSchema });

export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export type AdminDashboardDay = z.infer<typeof AdminDashboardDaySchema>;
export type AdminReviewQueueItem = z.infer<typeof AdminReviewQueueItemSchema>;
