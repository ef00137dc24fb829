/**
 * The admin console's reports section (docs/product/admin-console.md#reports): visitors'
 * reports on listings, open ones first and "may be under 18" first of all; an admin resolves
 * one with a note. Who reported is never stored or shown (decision 029).
 */
import { z } from 'zod';
import { AdminPageQuerySchema, adminActionResponseSchema, adminPageSchema } from './admin.js';
import { boundedText } from './fields.schema.js';
import { LISTING_STATUSES } from './listing.js';
import { memberPath } from './paths.js';
import { REPORT_REASONS } from './reports.js';

/** GET: the reports, open first (`?status=&page=&per_page=`). */
export const ADMIN_REPORTS_PATH = '/api/admin/reports';

/** Route patterns for the server; the web app uses the builders below. */
export const ADMIN_REPORTS_ROUTES = {
  resolve: `${ADMIN_REPORTS_PATH}/:id/resolve`,
} as const;
export const buildAdminReportResolvePath = memberPath(ADMIN_REPORTS_PATH, 'resolve');

/** `?status=`: every report (open first), the open ones, or the resolved ones. */
export const ADMIN_REPORT_STATUSES = ['all', 'open', 'resolved'] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];
export const ADMIN_REPORT_STATUS_LABELS: Record<AdminReportStatus, string> = {
  all: 'All reports',
  open: 'Open',
  resolved: 'Resolved',
};

export const REPORT_RESOLUTION_NOTE_MAX_LENGTH = 1000;

export const ADMIN_REPORTS_MESSAGES = {
  statusInvalid: 'The status must be open, resolved or all.',
  notFound: 'There is no such report.',
  alreadyResolved: 'This report is already resolved.',
  resolved: 'The report is marked resolved.',
  noteRequired: 'Write what you did about this report.',
  noteTooLong: `The note must be at most ${REPORT_RESOLUTION_NOTE_MAX_LENGTH} characters.`,
  empty: 'No reports match.',
} as const;

export const AdminReportsQuerySchema = AdminPageQuerySchema.extend({
  status: z
    .enum(ADMIN_REPORT_STATUSES, { error: ADMIN_REPORTS_MESSAGES.statusInvalid })
    .default('all'),
});
export type AdminReportsQuery = z.input<typeof AdminReportsQuerySchema>;

export const AdminReportSchema = z.object({
  id: z.number().int(),
  /** The reported listing as it is now (the console links to its page). */
  listing: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(LISTING_STATUSES),
  }),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The resolving admin's e-mail (null while open, or when that admin was removed). */
  resolved_by: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportsPageSchema = adminPageSchema(AdminReportSchema);
export const AdminReportActionResponseSchema = adminActionResponseSchema(AdminReportSchema);
export type AdminReportActionResponse = z.infer<typeof AdminReportActionResponseSchema>;

export const ResolveReportInputSchema = z.object({
  note: boundedText(
    REPORT_RESOLUTION_NOTE_MAX_LENGTH,
    ADMIN_REPORTS_MESSAGES.noteRequired,
    ADMIN_REPORTS_MESSAGES.noteTooLong,
  ),
});
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;
