import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { mailDeliveryFailures } from './metrics.js';
import { blankDeliveredSecret, blankExpiredSecrets } from './outbox-secrets.js';

export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a contact form's sender). A name is sent encoded, never as raw header text. */
  replyTo?: MailAddress;
  /** The sender's display name (the address stays MAIL_FROM's), e.g. the site's name. */
  fromName?: string;
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
}

/**
 * What became of a message. `sent`: the SMTP server took it; `logged`: no SMTP_URL, so it is
 * only in the outbox and the log; `failed`: SMTP refused it or was unreachable (error stored).
 */
export type MailStatus = 'sent' | 'logged' | 'failed';

export interface MailResult {
  /** The message's row in the outbox table. */
  id: number;
  status: MailStatus;
  /** Why delivery failed (status `failed`). */
  error?: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox, then delivers it when SMTP is configured. Never throws
   * for a delivery failure (callers decide whether `failed` matters); throws only when the
   * outbox cannot be written, because then the message would be lost without a trace.
   */
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  from: string;
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

export function createMailer({
  db,
  logger,
  from,
  smtpUrl,
  logsMessageText = false,
}: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  return {
    async send(message) {
      await blankExpiredSecrets(db).catch((error: unknown) =>
        logger.error({ err: error }, 'could not blank expired secrets in the outbox'),
      );
      const holdsSecret = message.secretExpiresAt !== undefined;
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          bodyHtml: message.html ?? null,
          secretExpiresAt: message.secretExpiresAt ?? null,
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      const log = logger.child({ outboxId: id, to: message.to, subject: message.subject });

      if (!transport) {
        if (holdsSecret) {
          log.info(
            'mail not sent (no SMTP_URL): its one-time secret is in the outbox until it dies',
          );
        } else {
          log.info(
            logsMessageText ? { text: message.text } : {},
            'mail not sent (no SMTP_URL): kept in the outbox',
          );
        }
        return { id, status: 'logged' };
      }
      try {
        await transport.sendMail({
          from: message.fromName ? withDisplayName(from, message.fromName) : from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: toNodemailerAddress(message.replyTo) } : {}),
          ...(message.headers ? { headers: stripHeaderBreaks(message.headers) } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
        if (holdsSecret) await blankDeliveredSecret(db, id);
        log.info('mail sent');
        return { id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error }, 'mail delivery failed');
        mailDeliveryFailures.inc();
        await db
          .update(outbox)
          .set({ error: reason.slice(0, 2000) })
          .where(eq(outbox.id, id))
          .catch((updateError: unknown) =>
            log.error({ err: updateError }, 'could not record the delivery failure'),
          );
        return { id, status: 'failed', error: reason };
      }
    },
    close() {
      transport?.close();
    },
  };
}

/**
 * Nodemailer encodes an address object's name (RFC 2047) and checks the address, so a
 * display name holding CR/LF cannot start a new header. Control characters are removed
 * anyway, so the name reads cleanly in a mail client.
 */
function toNodemailerAddress(address: MailAddress): { name: string; address: string } {
  return { name: stripControlCharacters(address.name ?? ''), address: address.address };
}

/** MAIL_FROM's address (`Name <a@b>` or a bare `a@b`) under another display name. */
function withDisplayName(from: string, name: string): { name: string; address: string } {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return { name: stripControlCharacters(name), address };
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
