import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createMailer } from './mailer.js';
import { SECRET_REMOVED_AFTER_DELIVERY, SECRET_REMOVED_AFTER_EXPIRY } from './outbox-secrets.js';

let database: TestDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.close();
});

const silent = pino({ level: 'silent' });

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe('createMailer', () => {
  it('delivers over SMTP and marks the outbox row sent', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: silent,
      from: 'Directory <no-reply@example.com>',
      smtpUrl: sink.url,
    });
    const before = sink.messages.length;

    const result = await mailer.send({
      to: 'reader@example.com',
      subject: 'Your code',
      text: 'Your code is 1234.',
      html: '<p>Your code is <strong>1234</strong>.</p>',
      replyTo: { name: 'Support', address: 'support@example.com' },
    });

    expect(result.status).toBe('sent');
    const [received] = (await sink.waitForMessages(before + 1)).slice(before);
    expect(received!.from).toBe('no-reply@example.com');
    expect(received!.to).toEqual(['reader@example.com']);
    expect(received!.raw).toMatch(/^Subject: Your code\r$/m);
    expect(received!.raw).toMatch(/^Reply-To: Support <support@example.com>\r$/m);
    expect(received!.raw).toContain('Your code is 1234.');
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
    const mailer = createMailer({ db: database.db, logger: silent, from: 'x@example.com' });

    const result = await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });

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
    const message = { to: 'reader@example.com', subject: 'Code', text: 'Your code is 4321.' };

    await createMailer({ db: database.db, logger: capture, from: 'a@example.com' }).send(message);
    await createMailer({
      db: database.db,
      logger: capture,
      from: 'a@example.com',
      logsMessageText: true,
    }).send(message);

    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('4321');
    expect(lines[1]).toContain('Your code is 4321.');
  });

  it('stores the error and does not throw when the SMTP server refuses the message', async () => {
    const refusing = await startSmtpSink();
    refusing.rejectAll();
    const mailer = createMailer({
      db: database.db,
      logger: silent,
      from: 'x@example.com',
      smtpUrl: refusing.url,
    });

    const result = await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });

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
    const mailer = createMailer({
      db: database.db,
      logger: silent,
      from: 'x@example.com',
      smtpUrl: url,
    });

    const result = await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });

    expect(result.status).toBe('failed');
    expect((await outboxRow(result.id)).error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('cannot be made to add a header through a Reply-To name holding line breaks', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: silent,
      from: 'x@example.com',
      smtpUrl: sink.url,
    });
    const before = sink.messages.length;

    await mailer.send({
      to: 'admin@example.com',
      subject: 'Contact',
      text: 'Body',
      replyTo: { name: 'Eve\r\nBcc: victim@example.com\r\nX-Evil: 1', address: 'eve@example.com' },
    });

    const [received] = (await sink.waitForMessages(before + 1)).slice(before);
    expect(received!.to).toEqual(['admin@example.com']);
    const headers = received!.raw.split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Evil:/im);
    expect(headers).toMatch(/^Reply-To: .*<eve@example.com>$/m);
    mailer.close();
  });

  describe('one-time secrets', () => {
    const inTenMinutes = () => new Date(Date.now() + 10 * 60_000);
    const secretMail = (to: string) => ({
      to,
      subject: 'Your verification code',
      text: 'Your code is 8642. Or open https://directory.example/Verify?id=1&token=tok-secret',
      html: '<p>8642 <a href="https://directory.example/Verify?id=1&amp;token=tok-secret">x</a></p>',
      secretExpiresAt: inTenMinutes(),
    });

    it('blanks the secret from the outbox once SMTP has delivered the mail', async () => {
      const mailer = createMailer({
        db: database.db,
        logger: silent,
        from: 'a@example.com',
        smtpUrl: sink.url,
      });
      const before = sink.messages.length;

      const result = await mailer.send(secretMail('delivered@example.com'));

      expect(result.status).toBe('sent');
      const [received] = (await sink.waitForMessages(before + 1)).slice(before);
      expect(received!.raw).toContain('8642');
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
      const mailer = createMailer({ db: database.db, logger: silent, from: 'a@example.com' });
      const refusing = await startSmtpSink();
      refusing.rejectAll();
      const failing = createMailer({
        db: database.db,
        logger: silent,
        from: 'a@example.com',
        smtpUrl: refusing.url,
      });

      const kept = await mailer.send(secretMail('kept@example.com'));
      const failed = await failing.send(secretMail('failed@example.com'));
      // Where a developer without SMTP reads the code while it lives.
      expect((await outboxRow(kept.id)).bodyText).toContain('8642');
      expect((await outboxRow(failed.id)).bodyText).toContain('8642');
      await database.db
        .update(outbox)
        .set({ secretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, kept.id));
      await database.db
        .update(outbox)
        .set({ secretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, failed.id));

      // The next send of anything sweeps the dead secrets.
      await mailer.send({ to: 'other@example.com', subject: 'Hi', text: 'Hello' });

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
      const refusing = await startSmtpSink();
      refusing.rejectAll();
      const senders = [
        createMailer({
          db: database.db,
          logger: capture,
          from: 'a@example.com',
          logsMessageText: true,
        }),
        createMailer({
          db: database.db,
          logger: capture,
          from: 'a@example.com',
          smtpUrl: sink.url,
          logsMessageText: true,
        }),
        createMailer({
          db: database.db,
          logger: capture,
          from: 'a@example.com',
          smtpUrl: refusing.url,
          logsMessageText: true,
        }),
      ];

      for (const mailer of senders) await mailer.send(secretMail('logged@example.com'));

      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line).not.toMatch(/8642|tok-secret/);
      for (const mailer of senders) mailer.close();
      await refusing.close();
    });
  });
});
