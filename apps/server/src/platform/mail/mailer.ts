import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { ACCOUNT_MAIL_SENDER_NAME, type AccountMailSubject } from '@app/contract';
import type { Database } from '../../db/client.js';
import { outbox, type OutboxEnvelope } from '../../db/schema.js';
import { mailDeliveryFailures } from '../logging/metrics.js';
import {
  blankDeliveredSecret,
  blankExpiredSecrets,
  SECRET_REMOVED_AFTER_EXPIRY,
} from './outbox-secrets.js';
import { wellFormedJson } from '../text/well-formed-json.js';
import { isSendableAddress, parseSender, type MailAddress } from './mail-address.js';

export type { MailAddress } from './mail-address.js';

interface MailContent {
  /** One plain mailbox (mail-address.ts); anything else is refused, never sent. */
  to: string;
  text: string;
  html?: string;
  /**
   * Where a reply goes (a contact form's sender): one plain mailbox too. A name is sent
   * encoded, never as raw header text.
   */
  replyTo?: MailAddress;
  /**
   * Extra header fields, e.g. List-Unsubscribe. Names and values are the caller's constants
   * and URLs, never visitor text (a value holding a line break would start a new header).
   */
  headers?: Record<string, string>;
  /** A fixed Message-ID (`<…@…>`): a resent copy then has the same one and can be dropped. */
  messageId?: string;
  /**
   * Set when the body holds a one-time secret (a code, a sign-in or reset link): when it dies.
   * The outbox keeps the body only until delivery or this time, and the log never shows it.
   */
  secretExpiresAt?: Date;
  /**
   * The caller tracks this message's delivery and retries it itself (campaign_deliveries):
   * the relay never sends it, so it never goes out twice.
   */
  retriedByCaller?: boolean;
}

/**
 * Mail about someone's account (the default kind): sent under the neutral account sender name
 * (MAIL_ACCOUNT_SENDER) with one of the contract's account subjects, so a lock screen does
 * not say what the site is (docs/product/accounts.md#account-mail).
 */
export interface AccountMail extends MailContent {
  kind?: 'account';
  subject: AccountMailSubject;
}

/**
 * `reply`: an admin's answer to a contact message, under the account sender name with the
 * subject the admin wrote. `newsletter`: mail people asked for by the site's name, and `team`:
 * mail to the site's own team (ADMIN_EMAIL); both are sent as MAIL_FROM reads, name included.
 */
export interface OtherMail extends MailContent {
  kind: 'reply' | 'newsletter' | 'team';
  subject: string;
}

export type MailMessage = AccountMail | OtherMail;

/**
 * What became of a message. `sent`: the SMTP server took it; `logged`: no SMTP_URL, so it is
 * only in the outbox and the log; `failed`: SMTP refused it or was unreachable (error stored;
 * the relay tries again later unless the caller retries it itself).
 */
export type MailStatus = 'sent' | 'logged' | 'failed';

export interface MailResult {
  /** The message's row in the outbox table. */
  id: number;
  status: MailStatus;
  /** Why delivery failed (status `failed`). */
  error?: string;
}

/** What one relay pass did (mailer.deliverDue). */
export interface RelayPass {
  /** Due rows this pass took (others may be in hand with another server). */
  claimed: number;
  sent: number;
  failed: number;
}

/** Something that can insert: the database, or a transaction of the caller's. */
export type OutboxWriter = Pick<Database, 'insert'>;

export interface Mailer {
  /**
   * Records the message in the outbox, then delivers it when SMTP is configured. Never throws
   * for a delivery failure (callers decide whether `failed` matters; the relay tries again);
   * throws only when the outbox cannot be written, because then the message would be lost
   * without a trace.
   */
  send(message: MailMessage): Promise<MailResult>;
  /**
   * Only records the message (in the caller's transaction when `writer` is one), due for the
   * relay should nobody deliver it: a caller that must not answer before its mail is safe
   * records, answers, then calls `deliver`. Returns the outbox id.
   */
  record(message: MailMessage, writer?: OutboxWriter): Promise<number>;
  /** Delivers a recorded message now (once: a message already taken or sent is left alone). */
  deliver(id: number): Promise<MailResult>;
  /**
   * The relay: delivers up to `limit` messages that are due (recorded and never delivered,
   * or failed and due for a retry), one after another. Each row is claimed in one statement
   * (FOR UPDATE SKIP LOCKED) with a lease, so several servers on one database never send a
   * row twice at once.
   */
  deliverDue(limit?: number): Promise<RelayPass>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** MAIL_FROM: `Name <address>` or an address (config checks it; a bad one throws here). */
  from: string;
  /** The sender name of account mail and replies (MAIL_ACCOUNT_SENDER). */
  accountFromName?: string;
  /** smtp:// or smtps:// URL; unset: messages stay in the outbox and the log. */
  smtpUrl?: string;
  /**
   * Whether an undelivered message's text goes into the log (development without SMTP). Never
   * for a message holding a secret, in any environment: codes and links are read from the
   * outbox while they live (outbox-secrets.ts).
   */
  logsMessageText?: boolean;
}

/** A slow mail server must not hold a visitor's request for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * How long a deliverer holds a row before the relay may take it again: longer than one SMTP
 * attempt can take (the timeouts above), so a live deliverer is never doubled, and short enough
 * that a message whose server died is sent a couple of minutes late, not never.
 */
export const DELIVERY_LEASE_SECONDS = 120;
/** Attempts before a message is given up (1 + 2 + 4 … minutes: about 2 hours in all). */
export const MAX_DELIVERY_ATTEMPTS = 8;
const MAX_BACKOFF_SECONDS = 3600;

/** Seconds until the next try after `attempts` failed ones: 1 min, 2, 4 … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_SECONDS);
}

type OutboxRow = typeof outbox.$inferSelect;

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
/**
 * A row a deliverer may take: not sent, not holding a secret that has died, and not a body
 * blanked because its secret died (blankExpiredSecrets): that mail is given up, never sent.
 */
const deliverable = and(
  isNull(outbox.sentAt),
  or(isNull(outbox.secretExpiresAt), gt(outbox.secretExpiresAt, sql`now()`)),
  ne(outbox.bodyText, SECRET_REMOVED_AFTER_EXPIRY),
);
/**
 * Taking a row: one more attempt, and the lease that keeps other deliverers off it. A row its
 * caller retries (NULL) stays out of the relay's reach.
 */
const claim = {
  attempts: sql`${outbox.attempts} + 1`,
  nextAttemptAt: sql`CASE WHEN ${outbox.nextAttemptAt} IS NULL THEN NULL
                          ELSE now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS}) END`,
};

export function createMailer({
  db,
  logger,
  from,
  accountFromName = ACCOUNT_MAIL_SENDER_NAME,
  smtpUrl,
  logsMessageText = false,
}: MailerOptions): Mailer {
  const sender = parseSender(from);
  if (!sender) throw new Error('MAIL_FROM is not one plain e-mail address (with a name or not)');
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  const sweepExpiredSecrets = async () => {
    const given = await blankExpiredSecrets(db).catch((error: unknown) => {
      logger.error({ err: error }, 'could not blank expired secrets in the outbox');
      return 0;
    });
    if (given > 0 && transport)
      logger.warn({ count: given }, 'mail given up: its one-time secret died first');
  };

  const record = async (message: MailMessage, writer: OutboxWriter = db): Promise<number> => {
    // Nothing dead outlives the next message. Not inside a caller's transaction (it would
    // hold a second connection): the next send or relay pass sweeps then.
    if (writer === db) await sweepExpiredSecrets();
    const refusal = refusalOf(message);
    const [row] = await writer
      .insert(outbox)
      .values({
        channel: 'email',
        // A refused address is kept as a JSON string: text columns take no NUL.
        recipient: refusal ? JSON.stringify(message.to) : message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
        secretExpiresAt: message.secretExpiresAt ?? null,
        envelope: toEnvelope(message, sender.address, accountFromName),
        // A refused message is kept with its reason and given up at once.
        error: refusal ?? null,
        // Due for the relay once the lease runs out, should this process never deliver it.
        nextAttemptAt:
          transport && !message.retriedByCaller && !refusal
            ? inSeconds(DELIVERY_LEASE_SECONDS)
            : null,
      })
      .returning({ id: outbox.id });
    const id = row!.id;
    // The outbox id leads to the row; the address itself stays out of the log.
    const log = logger.child({ outboxId: id, subject: message.subject });
    if (refusal) {
      log.warn({ reason: refusal }, 'mail refused');
    } else if (!transport) {
      if (message.secretExpiresAt !== undefined) {
        log.info('mail not sent (no SMTP_URL): its one-time secret is in the outbox until it dies');
      } else {
        log.info(
          logsMessageText ? { text: message.text } : {},
          'mail not sent (no SMTP_URL): kept in the outbox',
        );
      }
    }
    return id;
  };

  /** Sends a claimed row and records the outcome: sent, due again later, or given up. */
  const deliverRow = async (smtp: Transporter, row: OutboxRow): Promise<MailResult> => {
    const log = logger.child({ outboxId: row.id, subject: row.subject });
    const envelope = row.envelope ?? {};
    const refusal = refusalOf({ to: row.recipient, replyTo: envelope.replyTo });
    if (refusal) return giveUp(row.id, refusal, log);
    try {
      await smtp.sendMail({
        from: withDisplayName(sender, envelope.fromName),
        to: row.recipient,
        // The SMTP envelope, stated: the recipients are this one address whatever the headers
        // hold, so no header a caller passes can add one (docs/SECURITY.md).
        envelope: { from: sender.address, to: [row.recipient] },
        subject: row.subject ?? '',
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        ...(envelope.replyTo ? { replyTo: toNodemailerAddress(envelope.replyTo) } : {}),
        ...(envelope.headers ? { headers: stripHeaderBreaks(envelope.headers) } : {}),
        ...(envelope.messageId ? { messageId: envelope.messageId } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      mailDeliveryFailures.inc();
      // A row its caller retries (campaigns) has no next attempt here; others back off.
      const givesUp = row.nextAttemptAt === null || row.attempts >= MAX_DELIVERY_ATTEMPTS;
      if (givesUp && row.nextAttemptAt !== null) {
        log.error({ err: error, attempts: row.attempts }, 'mail given up after repeated failures');
      } else {
        log.error({ err: error, attempts: row.attempts }, 'mail delivery failed');
      }
      await db
        .update(outbox)
        .set({
          error: reason.slice(0, 2000),
          nextAttemptAt: givesUp ? null : inSeconds(retryDelaySeconds(row.attempts)),
        })
        .where(eq(outbox.id, row.id))
        .catch((updateError: unknown) =>
          log.error({ err: updateError }, 'could not record the delivery failure'),
        );
      return { id: row.id, status: 'failed', error: reason };
    }
    // Delivered: if this update is lost (the database or the process went away), the lease
    // runs out and the relay sends it again, with the same Message-ID so it can be dropped.
    await db
      .update(outbox)
      .set({ sentAt: new Date(), nextAttemptAt: null, error: null })
      .where(eq(outbox.id, row.id));
    if (row.secretExpiresAt) await blankDeliveredSecret(db, row.id);
    log.info('mail sent');
    return { id: row.id, status: 'sent' };
  };

  /** A row that must never go out: its reason kept, no further attempt. */
  const giveUp = async (id: number, reason: string, log: Logger): Promise<MailResult> => {
    log.warn({ reason }, 'mail refused');
    await db.update(outbox).set({ error: reason, nextAttemptAt: null }).where(eq(outbox.id, id));
    return { id, status: 'failed', error: reason };
  };

  const deliver = async (id: number): Promise<MailResult> => {
    if (!transport) return { id, status: 'logged' };
    // First attempts only: a row that failed once is the relay's, on its schedule.
    const [row] = await db
      .update(outbox)
      .set(claim)
      .where(and(eq(outbox.id, id), eq(outbox.attempts, 0), deliverable))
      .returning();
    if (!row) return { id, status: 'failed', error: NOT_DELIVERABLE };
    return deliverRow(transport, row);
  };

  return {
    async send(message) {
      const id = await record(message);
      const refusal = refusalOf(message);
      if (refusal) return { id, status: 'failed', error: refusal };
      return deliver(id);
    },
    record,
    deliver,
    async deliverDue(limit = 20) {
      if (!transport) return { claimed: 0, sent: 0, failed: 0 };
      await sweepExpiredSecrets();
      // One row at a time, so each lease starts just before its own SMTP attempt: a batch
      // waiting behind a slow server never outlives the leases of its last rows.
      const pass: RelayPass = { claimed: 0, sent: 0, failed: 0 };
      while (pass.claimed < limit) {
        const nextDue = db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(deliverable, lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(outbox.nextAttemptAt)
          .limit(1)
          .for('update', { skipLocked: true });
        const [row] = await db
          .update(outbox)
          .set(claim)
          .where(inArray(outbox.id, nextDue))
          .returning();
        if (!row) break;
        pass.claimed += 1;
        const result = await deliverRow(transport, row);
        if (result.status === 'sent') pass.sent += 1;
        else pass.failed += 1;
      }
      return pass;
    },
    close() {
      transport?.close();
    },
  };
}

const NOT_DELIVERABLE = 'not delivered: already sent, in hand elsewhere, or its secret died';

/** Why a message must not be sent (an address that is not one plain mailbox), or undefined. */
function refusalOf(message: Pick<MailContent, 'to' | 'replyTo'>): string | undefined {
  if (!isSendableAddress(message.to)) return MAIL_REFUSED.recipient;
  if (message.replyTo && !isSendableAddress(message.replyTo.address)) return MAIL_REFUSED.replyTo;
  return undefined;
}

export const MAIL_REFUSED = {
  recipient: 'refused: the recipient is not one plain e-mail address',
  replyTo: 'refused: the Reply-To is not one plain e-mail address',
} as const;

/** Account mail and replies go under the neutral name; other mail as MAIL_FROM reads. */
function senderNameOf(message: MailMessage, accountFromName: string): string | undefined {
  const kind = message.kind ?? 'account';
  return kind === 'account' || kind === 'reply' ? accountFromName : undefined;
}

/** What a later attempt needs besides the text; a fixed Message-ID makes a resend droppable. */
function toEnvelope(
  message: MailMessage,
  senderAddress: string,
  accountFromName: string,
): OutboxEnvelope {
  const domain = (senderAddress.split('@')[1] ?? 'localhost').toLowerCase();
  const fromName = senderNameOf(message, accountFromName);
  // jsonb refuses a lone surrogate, which a visitor's name (contact form) may hold.
  return wellFormedJson({
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(fromName ? { fromName } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    messageId: message.messageId ?? `<${randomUUID()}@${domain}>`,
  });
}

/**
 * Nodemailer encodes an address object's name (RFC 2047) and checks the address, so a
 * display name holding CR/LF cannot start a new header. Control characters are removed
 * anyway, so the name reads cleanly in a mail client.
 */
function toNodemailerAddress(address: MailAddress): { name: string; address: string } {
  return { name: stripControlCharacters(address.name ?? ''), address: address.address };
}

/** MAIL_FROM's address under the stored display name, else as MAIL_FROM reads. */
function withDisplayName(sender: MailAddress, name: string | undefined): MailAddress {
  const shown = name ?? sender.name;
  return shown ? { name: stripControlCharacters(shown), address: sender.address } : sender;
}

/** A header value never holds a line break, whoever built it. */
function stripHeaderBreaks(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, stripControlCharacters(value)]),
  );
}

/** Line breaks, tabs and other control characters become single spaces. */
export function stripControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
