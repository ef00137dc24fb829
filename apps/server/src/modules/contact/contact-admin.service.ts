import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_INBOX_MESSAGES as M,
  type AdminInboxMessage,
  type AdminInboxStatus,
  type AdminPage,
  SITE_NAME,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { stripControlCharacters, type Mailer } from '../../platform/mail/mailer.js';
import { readAdminTablePage } from '../admin/index.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface InboxFilters {
  status: AdminInboxStatus;
  q?: string;
  page: number;
  per_page: number;
}

function toInboxMessage(row: ContactMessageRow): AdminInboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    replied_at: row.repliedAt?.toISOString() ?? null,
  };
}

function inboxConditions({ status, q }: InboxFilters): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    status === 'unread' ? isNull(contactMessages.handledAt) : undefined,
    status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
}

/** One page of contact messages: the unread ones first, newest first within each group. */
export async function listInboxMessages(
  db: Database,
  filters: InboxFilters,
): Promise<AdminPage<AdminInboxMessage>> {
  return readAdminTablePage(
    db,
    filters,
    contactMessages,
    {
      where: inboxConditions(filters),
      orderBy: [
        sql`(${contactMessages.handledAt} IS NULL) DESC`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      ],
    },
    toInboxMessage,
  );
}

/** One contact message, for the console's detail view. */
export async function readInboxMessage(
  db: Database,
  messageId: number,
): Promise<AdminInboxMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!row) throw new AppError('not_found', M.notFound);
  return toInboxMessage(row);
}

/**
 * Marks a message handled (or not handled again), with its audit entry in the same
 * transaction. Marking a handled message handled again keeps the first time.
 */
export async function setMessageHandled(
  db: Database,
  request: FastifyRequest,
  messageId: number,
  handled: boolean,
): Promise<AdminInboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
      .where(eq(contactMessages.id, messageId))
      .returning();
    if (!row) throw new AppError('not_found', M.notFound);
    await recordAudit(tx, auditActorOf(request), {
      action: handled ? 'message.handle' : 'message.unhandle',
      targetType: 'message',
      targetId: messageId,
    });
    return toInboxMessage(row);
  });
}

export interface ReplyInput {
  subject: string;
  body: string;
}

/**
 * Mails the admin's plain-text reply to the sender, the original message quoted below it.
 * A reply answers the message, so it also marks it handled. If the mail server refuses, the
 * message stays as it was (the outbox keeps the failed mail) and the admin is told to retry.
 */
export async function replyToMessage(
  db: Database,
  mailer: Mailer,
  request: FastifyRequest,
  messageId: number,
  reply: ReplyInput,
  adminEmail: string,
): Promise<AdminInboxMessage> {
  const [original] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!original) throw new AppError('not_found', M.notFound);
  const result = await mailer.send({
    kind: 'reply',
    to: original.email,
    subject: stripControlCharacters(reply.subject),
    text: [reply.body, '', quoteOriginal(original)].join('\n'),
    // The sender's answer reaches the site's inbox, not the no-reply sender.
    replyTo: { name: SITE_NAME, address: adminEmail },
    // A failure is answered (the admin sends again), so the outbox relay must not send it too.
    retriedByCaller: true,
  });
  if (result.status === 'failed') throw new AppError('unavailable', M.replyFailed);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({
        repliedAt: sql`now()`,
        handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
      })
      .where(eq(contactMessages.id, messageId))
      .returning();
    await recordAudit(tx, auditActorOf(request), {
      action: 'message.reply',
      targetType: 'message',
      targetId: messageId,
      details: { subject: reply.subject, outbox_id: result.id },
    });
    return toInboxMessage(row!);
  });
}

/** "On 23 Nov 2026, Jordan wrote:" and the message, each line behind "> ". */
function quoteOriginal(original: ContactMessageRow): string {
  const date = original.createdAt.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return `On ${date}, ${stripControlCharacters(original.name)} wrote:\n${quoted}`;
}
