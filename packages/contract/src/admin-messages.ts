/**
 * The admin console's messages section (docs/product/admin-console.md): the contact-form inbox. Named "inbox" in
 * code, because `ADMIN_MESSAGES` already means the console's shared texts.
 */
import { z } from 'zod';
import {
  AdminPageQuerySchema,
  AdminSearchTextSchema,
  adminPageSchema,
  adminActionResponseSchema,
} from './admin.js';
import { memberPath } from './paths.js';
import { boundedText } from './fields.schema.js';

/** GET: the contact messages, unread first (`?status=&q=&page=&per_page=`). */
export const ADMIN_INBOX_PATH = '/api/admin/messages';

/** Route patterns for the server; the web app uses the builders below. */
export const ADMIN_INBOX_ROUTES = {
  message: `${ADMIN_INBOX_PATH}/:id`,
  handled: `${ADMIN_INBOX_PATH}/:id/handled`,
  unhandled: `${ADMIN_INBOX_PATH}/:id/unhandled`,
  reply: `${ADMIN_INBOX_PATH}/:id/reply`,
} as const;

export const buildAdminInboxMessagePath = memberPath(ADMIN_INBOX_PATH);
export const buildAdminInboxHandledPath = memberPath(ADMIN_INBOX_PATH, 'handled');
export const buildAdminInboxUnhandledPath = memberPath(ADMIN_INBOX_PATH, 'unhandled');
export const buildAdminInboxReplyPath = memberPath(ADMIN_INBOX_PATH, 'reply');

/** `?status=`: unread (not handled yet), handled, or all of them (unread first). */
export const ADMIN_INBOX_STATUSES = ['all', 'unread', 'handled'] as const;
export type AdminInboxStatus = (typeof ADMIN_INBOX_STATUSES)[number];
export const ADMIN_INBOX_STATUS_LABELS: Record<AdminInboxStatus, string> = {
  all: 'All messages',
  unread: 'Unread',
  handled: 'Handled',
};

export const ADMIN_INBOX_LIMITS = { subjectMax: 200, bodyMax: 10_000 } as const;

export const ADMIN_INBOX_MESSAGES = {
  statusInvalid: 'The status must be unread, handled or all.',
  notFound: 'There is no such message.',
  handled: 'The message is marked handled.',
  unhandled: 'The message is marked as unread.',
  replySent: 'Your reply was sent.',
  replyFailed: 'The mail server did not take the reply. Please try again later.',
  subjectRequired: 'Write a subject.',
  subjectTooLong: `The subject must be at most ${ADMIN_INBOX_LIMITS.subjectMax} characters.`,
  bodyRequired: 'Write your reply.',
  bodyTooLong: `The reply must be at most ${ADMIN_INBOX_LIMITS.bodyMax} characters.`,
  empty: 'No messages match.',
} as const;

export const AdminInboxQuerySchema = AdminPageQuerySchema.extend({
  status: z
    .enum(ADMIN_INBOX_STATUSES, { error: ADMIN_INBOX_MESSAGES.statusInvalid })
    .default('all'),
  q: AdminSearchTextSchema,
});
export type AdminInboxQuery = z.input<typeof AdminInboxQuerySchema>;

export const AdminInboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type AdminInboxMessage = z.infer<typeof AdminInboxMessageSchema>;

export const AdminInboxPageSchema = adminPageSchema(AdminInboxMessageSchema);
export const AdminInboxMessageResponseSchema = z.object({ data: AdminInboxMessageSchema });

/** The answer to handled / unhandled / reply: what happened, and the message as it is now. */
export const AdminInboxActionResponseSchema = adminActionResponseSchema(AdminInboxMessageSchema);
export type AdminInboxActionResponse = z.infer<typeof AdminInboxActionResponseSchema>;

/** A reply by e-mail: plain text, sent to the message's sender. */
export const AdminInboxReplyInputSchema = z.object({
  subject: boundedText(
    ADMIN_INBOX_LIMITS.subjectMax,
    ADMIN_INBOX_MESSAGES.subjectRequired,
    ADMIN_INBOX_MESSAGES.subjectTooLong,
  ),
  body: boundedText(
    ADMIN_INBOX_LIMITS.bodyMax,
    ADMIN_INBOX_MESSAGES.bodyRequired,
    ADMIN_INBOX_MESSAGES.bodyTooLong,
  ),
});
export type AdminInboxReplyInput = z.input<typeof AdminInboxReplyInputSchema>;

/**
 * The reply form's subject to start with (a contact message has no subject of its own): no site
 * name, since a lock screen shows it (docs/product/accounts.md#account-mail).
 */
export const ADMIN_INBOX_REPLY_SUBJECT = 'Re: your message';
