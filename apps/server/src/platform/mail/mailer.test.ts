import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_SENDER_NAME, ACCOUNT_MAIL_SUBJECTS } from '@app/contract';
import { outbox } from '../../db/schema.js';
import { useSmtpSink, useTestDatabase } from '../../test/api-test.js';
import { notOneMailbox } from '../../test/security/mailbox-values.js';
import { startRefusingSmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createMailer, MAIL_REFUSED, type MailerOptions } from './mailer.js';
import { SECRET_REMOVED_AFTER_DELIVERY, SECRET_REMOVED_AFTER_EXPIRY } from './outbox-secrets.js';

const owned = useTestDatabase();
const mail = useSmtpSink();

const silent = pino({ level: 'silent' });

/** A mailer on the test database, silent unless the test gives a logger. */
function mailerWith(options: Omit<MailerOptions, 'db' | 'logger'> & Partial<MailerOptions>) {
  return createMailer({ db: owned.database.db, logger: silent, ...options });
}

/** The messages the sink receives from now on, once `count` of them have arrived. */
function sinkMessagesFromNow() {
  const before = mail.sink.messages.length;
  return async (count = 1) => (await mail.sink.waitForMessages(before + count)).slice(before);
}

/** A mailer to the sink from a plain sender, and the plain team mail most tests send. */
const sinkMailer = () => mailerWith({ from: 'x@example.com', smtpUrl: mail.sink.url });
const TEAM_HELLO = { kind: 'team', subject: 'Hi', text: 'Hello' } as const;

async function outboxRow(id: number) {
  const [row] = await owned.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe('createMailer', () => {
  it('delivers over SMTP and marks the outbox row sent', async () => {
    const mailer = mailerWith({ from: 'Directory <no-reply@example.com>', smtpUrl: mail.sink.url });
    const received = sinkMessagesFromNow();

    const result = await mailer.send({
      kind: 'team',
      to: 'reader@example.com',
      subject: 'Your code',
      text: 'Your code is 1234.',
      html: '<p>Your code is <strong>1234</strong>.</p>',
      replyTo: { name: 'Support', address: 'support@example.com' },
    });

    expect(result.status).toBe('sent');
    const [message] = await received();
    expect(message!.from).toBe('no-reply@example.com');
    expect(message!.to).toEqual(['reader@example.com']);
    expect(message!.raw).toMatch(/^Subject: Your code\r$/m);
    expect(message!.raw).toMatch(/^Reply-To: Support <support@example.com>\r$/m);
    expect(message!.raw).toContain('Your code is 1234.');
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({
      channel: 'email',
      recipient: 'reader@example.com',
      subject: 'Your code',
      bodyText: 'Your code is 1234.',
      bodyHtml: '<p>Your code is <strong>1234</strong>.</p>',
      error: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    mailer.close();
  });

  it('keeps a message in the outbox only when SMTP_URL is not set', async () => {
    const mailer = mailerWith({ from: 'x@example.com' });

    const result = await mailer.send({ ...TEAM_HELLO, to: 'a@example.com' });

    expect(result.status).toBe('logged');
    expect(await outboxRow(result.id)).toMatchObject({
      sentAt: null,
      error: null,
      bodyText: 'Hello',
    });
  });

  it("logs an undelivered message's text only when told to (never in production)", async () => {
    const lines: string[] = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const message = {
      kind: 'team' as const,
      to: 'reader@example.com',
      subject: 'Code',
      text: 'Your code is 4321.',
    };

    await mailerWith({ logger: capture, from: 'a@example.com' }).send(message);
    await mailerWith({ logger: capture, from: 'a@example.com', logsMessageText: true }).send(
      message,
    );

    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('4321');
    expect(lines[1]).toContain('Your code is 4321.');
  });

  it('stores the error and does not throw when the SMTP server refuses the message', async () => {
    const refusing = await startRefusingSmtpSink();
    const mailer = mailerWith({ from: 'x@example.com', smtpUrl: refusing.url });

    const result = await mailer.send({ ...TEAM_HELLO, to: 'a@example.com' });

    expect(result.status).toBe('failed');
    const row = await outboxRow(result.id);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/550|Mailbox unavailable/);
    await refusing.close();
  });

  it('stores the error when the SMTP server cannot be reached', async () => {
    const gone = await startSmtpSink();
    const url = gone.url;
    await gone.close();
    const mailer = mailerWith({ from: 'x@example.com', smtpUrl: url });

    const result = await mailer.send({ ...TEAM_HELLO, to: 'a@example.com' });

    expect(result.status).toBe('failed');
    expect((await outboxRow(result.id)).error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('cannot be made to add a header through a Reply-To name holding line breaks', async () => {
    const mailer = sinkMailer();
    const received = sinkMessagesFromNow();

    await mailer.send({
      kind: 'team',
      to: 'admin@example.com',
      subject: 'Contact',
      text: 'Body',
      replyTo: { name: 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1', address: 'eve@example.com' },
    });

    const [message] = await received();
    expect(message!.to).toEqual(['admin@example.com']);
    const headers = message!.raw.split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Evil:/im);
    expect(headers).toMatch(/^Reply-To: .*<eve@example.com>$/m);
    mailer.close();
  });

  it('refuses to send to anything but one plain mailbox, keeping the refusal in the outbox', async () => {
    const mailer = sinkMailer();
    const before = mail.sink.messages.length;

    await fc.assert(
      fc.asyncProperty(notOneMailbox, async (to) => {
        const result = await mailer.send({ ...TEAM_HELLO, to });
        expect(result).toMatchObject({ status: 'failed', error: MAIL_REFUSED.recipient });
        expect(await outboxRow(result.id)).toMatchObject({
          sentAt: null,
          nextAttemptAt: null,
          error: MAIL_REFUSED.recipient,
        });
      }),
      { numRuns: 40 },
    );
    // Nothing is in flight: every refusal returned before SMTP was asked.
    expect(mail.sink.messages.length).toBe(before);
    mailer.close();
  });

  it('gives SMTP an explicit envelope: header fields a caller passes add no recipient', async () => {
    const mailer = sinkMailer();
    const received = sinkMessagesFromNow();

    await mailer.send({
      ...TEAM_HELLO,
      to: 'reader@example.com',
      headers: { Bcc: 'hidden@example.com', Cc: 'copied@example.com' },
    });

    const [message] = await received();
    expect(message!.to).toEqual(['reader@example.com']);
    expect(message!.from).toBe('x@example.com');
    mailer.close();
  });

  it('sends account mail and replies under the neutral sender name, newsletter and team mail as MAIL_FROM reads', async () => {
    const from = 'Example Site <hello@example.com>';
    const mailers = [mailerWith({ from, smtpUrl: mail.sink.url })];
    mailers.push(mailerWith({ from, smtpUrl: mail.sink.url, accountFromName: 'Members' }));
    const received = sinkMessagesFromNow();
    const base = { to: 'reader@example.com', text: 'Hello' };

    await mailers[0]!.send({ ...base, subject: ACCOUNT_MAIL_SUBJECTS.notice });
    await mailers[0]!.send({ ...base, kind: 'reply', subject: 'Re: your message' });
    await mailers[0]!.send({ ...base, kind: 'newsletter', subject: 'News' });
    await mailers[0]!.send({ ...base, kind: 'team', subject: 'Contact' });
    await mailers[1]!.send({ ...base, subject: ACCOUNT_MAIL_SUBJECTS.notice });

    const fromHeaders = (await received(5)).map(
      (message) => /^From: (.*)\r$/m.exec(message.raw)?.[1],
    );
    expect(fromHeaders).toEqual([
      `${ACCOUNT_MAIL_SENDER_NAME} <hello@example.com>`,
      `${ACCOUNT_MAIL_SENDER_NAME} <hello@example.com>`,
      'Example Site <hello@example.com>',
      'Example Site <hello@example.com>',
      'Members <hello@example.com>',
    ]);
    for (const mailer of mailers) mailer.close();
  });

  describe('one-time secrets', () => {
    const inTenMinutes = () => new Date(Date.now() + 10 * 60_000);
    const secretMail = (to: string) => ({
      kind: 'team' as const,
      to,
      subject: 'Your verification code',
      text: 'Your code is 8642. Or open https://directory.example/Verify?id=1&token=tok-secret',
      html: '<p>8642 <a href="https://directory.example/Verify?id=1&amp;token=tok-secret">x</a></p>',
      secretExpiresAt: inTenMinutes(),
    });

    it('blanks the secret from the outbox once SMTP has delivered the mail', async () => {
      const mailer = mailerWith({ from: 'a@example.com', smtpUrl: mail.sink.url });
      const received = sinkMessagesFromNow();

      const result = await mailer.send(secretMail('delivered@example.com'));

      expect(result.status).toBe('sent');
      const [message] = await received();
      expect(message!.raw).toContain('8642');
      const row = await outboxRow(result.id);
      expect(row).toMatchObject({
        bodyText: SECRET_REMOVED_AFTER_DELIVERY,
        bodyHtml: null,
        secretExpiresAt: null,
        subject: 'Your verification code',
      });
      expect(JSON.stringify(row)).not.toMatch(/8642|tok-secret/);
      expect(row.sentAt).toBeInstanceOf(Date);
      mailer.close();
    });

    it('keeps an undelivered secret (no SMTP, or SMTP refused) only until it has died', async () => {
      const mailer = mailerWith({ from: 'a@example.com' });
      const refusing = await startRefusingSmtpSink();
      const failing = mailerWith({ from: 'a@example.com', smtpUrl: refusing.url });

      const kept = await mailer.send(secretMail('kept@example.com'));
      const failed = await failing.send(secretMail('failed@example.com'));
      // Where a developer without SMTP reads the code while it lives.
      expect((await outboxRow(kept.id)).bodyText).toContain('8642');
      expect((await outboxRow(failed.id)).bodyText).toContain('8642');
      await owned.database.db
        .update(outbox)
        .set({ secretExpiresAt: new Date(Date.now() - 1000) })
        .where(inArray(outbox.id, [kept.id, failed.id]));

      // The next send of anything sweeps the dead secrets.
      await mailer.send({ ...TEAM_HELLO, to: 'other@example.com' });

      for (const id of [kept.id, failed.id]) {
        const row = await outboxRow(id);
        expect(row).toMatchObject({ bodyText: SECRET_REMOVED_AFTER_EXPIRY, bodyHtml: null });
        expect(JSON.stringify(row)).not.toMatch(/8642|tok-secret/);
      }
      failing.close();
      await refusing.close();
    });

    it('never logs a secret, at any level, even where message texts are logged', async () => {
      const lines: string[] = [];
      const capture = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
      const refusing = await startRefusingSmtpSink();
      const senders = [undefined, mail.sink.url, refusing.url].map((smtpUrl) =>
        mailerWith({ logger: capture, from: 'a@example.com', smtpUrl, logsMessageText: true }),
      );

      for (const mailer of senders) await mailer.send(secretMail('logged@example.com'));

      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line).not.toMatch(/8642|tok-secret/);
      for (const mailer of senders) mailer.close();
      await refusing.close();
    });
  });
});
