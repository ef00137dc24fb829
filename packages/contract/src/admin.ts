/**
 * The admin console (docs/product/admin-console.md): its sections at /AdminDashboard/:navName, the paging every
 * admin list shares, and the audit log's action names. Every call under `/api/admin` needs an
 * admin's Bearer token (401 without one, 403 for a customer or a model). Each section's own
 * paths, schemas and messages are in `admin-<section>.ts`.
 */
import { z } from 'zod';

/** The console's sections, in the order of its navigation; `navName` is the URL word. */
export const ADMIN_SECTIONS = [
  { navName: 'dashboard', label: 'Dashboard' },
  { navName: 'models', label: 'Listings' },
  { navName: 'reports', label: 'Reports' },
  { navName: 'users', label: 'Users' },
  { navName: 'blog', label: 'Blog' },
  { navName: 'newsletter', label: 'Newsletter' },
  { navName: 'messages', label: 'Messages' },
  { navName: 'audit', label: 'Audit log' },
  { navName: 'admins', label: 'Admins' },
] as const;
export type AdminSectionName = (typeof ADMIN_SECTIONS)[number]['navName'];

export function isAdminSectionName(word: string): word is AdminSectionName {
  return ADMIN_SECTIONS.some((section) => section.navName === word);
}

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

export const ADMIN_MESSAGES = {
  pageInvalid: 'The page must be a whole number from 1.',
  perPageInvalid: `Show from 1 to ${ADMIN_PAGE_SIZE_MAX} rows a page.`,
  searchTooLong: 'The search text is too long (200 characters at most).',
} as const;

/** `?page=&per_page=` of every admin list (query strings arrive as text). */
export const AdminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: ADMIN_MESSAGES.pageInvalid })
    .int(ADMIN_MESSAGES.pageInvalid)
    .min(1, ADMIN_MESSAGES.pageInvalid)
    .max(1_000_000, ADMIN_MESSAGES.pageInvalid)
    .default(1),
  per_page: z.coerce
    .number({ error: ADMIN_MESSAGES.perPageInvalid })
    .int(ADMIN_MESSAGES.perPageInvalid)
    .min(1, ADMIN_MESSAGES.perPageInvalid)
    .max(ADMIN_PAGE_SIZE_MAX, ADMIN_MESSAGES.perPageInvalid)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/** `?q=`: free-text search of a list (trimmed; empty means no search). */
export const AdminSearchTextSchema = z
  .string()
  .trim()
  .max(200, ADMIN_MESSAGES.searchTooLong)
  .optional();

/** One page of an admin list. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}
/** The answer of an admin action: what happened, in words, and the row as it is now. */
export function adminActionResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    message: z.string(),
    data: item,
  });
}

/** The answer of an admin read or edit: the row as stored now, and what to tell the admin after an edit. */
export function adminRowResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: item,
    message: z.string().optional(),
  });
}

export interface AdminPage<Item> {
  data: Item[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/**
 * Every admin action the audit log records, by name. One list, so the server writes only
 * these and the console's filter offers exactly these.
 */
export const AUDIT_ACTIONS = {
  'listing.approve': 'Approved a listing',
  'listing.reject': 'Rejected a listing',
  'listing.suspend': 'Suspended a listing',
  'listing.restore': 'Restored a listing',
  'listing.verify': 'Marked a listing verified',
  'listing.unverify': 'Removed a listing’s verified badge',
  'listing.edit': 'Edited a listing',
  'listing.photo_remove': 'Removed a listing photo',
  'listing.approve_changes': 'Approved a listing’s changes',
  'listing.reject_changes': 'Rejected a listing’s changes',
  'listing.verification_decline': 'Declined a verification request',
  'listing.undo_approve': 'Undid a listing’s approval',
  'user.suspend': 'Suspended an account',
  'user.restore': 'Restored an account',
  'user.resend_verification': 'Resent a verification code',
  'admin.create': 'Created an admin (command line)',
  'admin.invite': 'Invited an admin',
  'admin.remove': 'Removed an admin',
  'blog.create': 'Created a blog post',
  'blog.update': 'Edited a blog post',
  'blog.publish': 'Published a blog post',
  'blog.unpublish': 'Unpublished a blog post',
  'blog.delete': 'Deleted a blog post',
  'campaign.create': 'Created a campaign',
  'campaign.update': 'Edited a campaign',
  'campaign.delete': 'Deleted a campaign',
  'campaign.test_send': 'Sent a campaign test',
  'campaign.send': 'Sent a campaign',
  'subscribers.export': 'Exported the subscribers',
  'message.handle': 'Marked a message handled',
  'message.unhandle': 'Marked a message not handled',
  'message.reply': 'Replied to a message',
  'report.resolve': 'Resolved a report on a listing',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an audit entry acted on. */
export const AUDIT_TARGET_TYPES = [
  'listing',
  'user',
  'blog',
  'campaign',
  'subscribers',
  'message',
  'report',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
