import { eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@app/contract';
import { createDatabaseClient } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { startMailRelay } from '../../platform/mail/mail-relay.js';
import {
  createMailer,
  DELIVERY_LEASE_SECONDS,
  MAX_DELIVERY_ATTEMPTS,
  type Mailer,
} from '../../platform/mail/mailer.js';
import { SECRET_REMOVED_AFTER_EXPIRY } from '../../platform/mail/outbox-secrets.js';
import { waitUntil } from '../newsletter-helpers.js';
import { startSmtpSink, type SmtpSink } from '../smtp-sink.js';
import { startTcpRelay, type TcpRelay } from '../tcp-relay.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

/**
 * The durable outbox (docs/decisions/025-durable-mail-outbox.md): nothing acknowledged is
 * lost. Each test waits for no clock: "the retry is due" is a row's next_attempt_at moved to
 * now, as the time passing would.
 */
let database: TestDatabase;
let sink: SmtpSink;
/** The way to the sink, cut while "SMTP is down". */
let smtpLine: TcpRelay;
const mailers: Mailer[] = [];
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  smtpLine = await startTcpRelay(Number(new URL(sink.url).port));
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await smtpLine?.close();
  await sink?.close();
  await database?.close();
});

function newMailer(): Mailer {
  const mailer = createMailer({
    db: database.db,
    logger: silent,
    from: 'Directory <no-reply@example.com>',
    smtpUrl: `smtp://127.0.0.1:${smtpLine.port}`,
  });
  mailers.push(mailer);
  return mailer;
}

/** Whoever holds `id` lets go, and its retry falls due: what minutes passing would do. */
async function makeDue(ids: number[]): Promise<void> {
  await database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(outbox.id, ids));
}

function receivedBy(address: string): number {
  return sink.messages.filter((mail) => mail.to.includes(address)).length;
}

async function row(id: number) {
  const [found] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return found!;
}

describe('durable mail outbox', () => {
  it('with SMTP down a subscription is still answered and its mail kept; once SMTP is up the relay delivers it exactly once', async () => {
    const testApp: TestApp = await buildTestApp(database.db, {
      SMTP_URL: `smtp://127.0.0.1:${smtpLine.port}`,
      PUBLIC_URL: 'https://site.test',
    });
    const relayMailer = newMailer();
    const address = 'smtp-down@example.com';
    try {
      await smtpLine.cut();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: address },
        remoteAddress: '10.55.0.1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true, message: NEWSLETTER_MESSAGES.subscribed });

      // The delivery after the answer fails (connection refused) and schedules a retry.
      const [recorded] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, address));
      expect(recorded).toBeDefined();
      await waitUntil(async () => (await row(recorded!.id)).error !== null);
      const failed = await row(recorded!.id);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      const retryInSeconds = (failed.nextAttemptAt!.getTime() - Date.now()) / 1000;
      expect(retryInSeconds).toBeGreaterThan(30);
      expect(retryInSeconds).toBeLessThanOrEqual(61);
      // Not yet due: a pass now sends nothing, even with SMTP back.
      await smtpLine.restore();
      expect((await relayMailer.deliverDue()).claimed).toBe(0);

      await makeDue([recorded!.id]);
      const pass = await relayMailer.deliverDue();
      const again = await relayMailer.deliverDue();

      expect(pass).toEqual({ claimed: 1, sent: 1, failed: 0 });
      expect(again.claimed).toBe(0);
      await sink.waitForMessages(1);
      expect(receivedBy(address)).toBe(1);
      const sent = await row(recorded!.id);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent).toMatchObject({ attempts: 2, nextAttemptAt: null, error: null });
    } finally {
      await testApp.app.close();
    }
  });

  it('the subscription is acknowledged only once its mail is in the outbox (it waits while the outbox cannot be written)', async () => {
    const testApp = await buildTestApp(database.db, { PUBLIC_URL: 'https://site.test' });
    const address = 'recorded-first@example.com';
    // Another session holds the outbox so that nobody can insert into it for a moment.
    const blocker = await database.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE outbox IN SHARE MODE');
      let answeredAt: number | undefined;
      const answer = testApp.app
        .inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: address },
          remoteAddress: '10.55.0.2',
        })
        .then((response) => {
          answeredAt = Date.now();
          return response;
        });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answeredAt, 'answered before its mail was recorded').toBeUndefined();
      await blocker.query('COMMIT');

      const response = await answer;
      expect(response.statusCode).toBe(200);
      const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, address));
      expect(rows).toHaveLength(1);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
      await testApp.app.close();
    }
  });

  it('a mail recorded by a server that died before delivering it is delivered by the next pass once its lease has run out', async () => {
    const crashed = newMailer();
    const relay = newMailer();
    const address = 'crashed-before-send@example.com';
    // record() without deliver(): the process was killed between the two.
    const id = await crashed.record({
      kind: 'team',
      to: address,
      subject: 'Hello',
      text: 'Recorded, not sent',
    });
    const leaseLeft = ((await row(id)).nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(leaseLeft).toBeGreaterThan(DELIVERY_LEASE_SECONDS - 30);
    // While the lease runs, the recording server may still be sending it: hands off.
    expect((await relay.deliverDue()).claimed).toBe(0);

    await makeDue([id]);
    expect(await relay.deliverDue()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    await waitUntil(async () => receivedBy(address) === 1);
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    expect((await relay.deliverDue()).claimed).toBe(0);
    expect(receivedBy(address)).toBe(1);
  });

  it('two servers relaying from one database deliver each due mail exactly once', async () => {
    const recorder = newMailer();
    const [serverA, serverB] = [newMailer(), newMailer()];
    const addresses = Array.from({ length: 12 }, (_, i) => `two-relays-${i}@example.com`);
    const ids: number[] = [];
    for (const to of addresses)
      ids.push(await recorder.record({ kind: 'team', to, subject: 'Hi', text: 'x' }));
    await makeDue(ids);

    // Small batches, so both servers are in the middle of the queue at once.
    const passes = await Promise.all(
      [serverA, serverB, serverA, serverB, serverA, serverB].map((m) => m.deliverDue(3)),
    );
    passes.push(await serverA.deliverDue(), await serverB.deliverDue());

    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(addresses.length);
    await waitUntil(async () => addresses.every((to) => receivedBy(to) >= 1));
    for (const to of addresses) expect(receivedBy(to), to).toBe(1);
  });

  it('a mail whose one-time secret died undelivered is never sent, even when due', async () => {
    const recorder = newMailer();
    const relay = newMailer();
    const address = 'dead-secret@example.com';
    const id = await recorder.record({
      kind: 'team',
      to: address,
      subject: 'Your code',
      text: 'Your code is 5151.',
      secretExpiresAt: new Date(Date.now() + 60_000),
    });
    await database.db
      .update(outbox)
      .set({ secretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    await makeDue([id]);

    expect((await relay.deliverDue()).claimed).toBe(0);
    // The recording server coming back to it finds nothing to send either.
    expect((await recorder.deliver(id)).status).toBe('failed');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receivedBy(address)).toBe(0);
    expect(await row(id)).toMatchObject({
      bodyText: SECRET_REMOVED_AFTER_EXPIRY,
      nextAttemptAt: null,
      sentAt: null,
    });
  });

  it('a failing mail is retried with a growing delay and given up after the last attempt', async () => {
    const relay = newMailer();
    const address = 'always-refused@example.com';
    await smtpLine.cut();
    try {
      const first = await relay.send({ kind: 'team', to: address, subject: 'Hi', text: 'x' });
      expect(first.status).toBe('failed');
      const delays: number[] = [];
      let current = await row(first.id);
      while (current.nextAttemptAt) {
        delays.push(Math.round((current.nextAttemptAt.getTime() - Date.now()) / 60_000));
        await makeDue([first.id]);
        await relay.deliverDue();
        current = await row(first.id);
      }
      expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
      expect(current.attempts).toBe(MAX_DELIVERY_ATTEMPTS);
      expect(current.error).toBeTruthy();
      expect(current.sentAt).toBeNull();
    } finally {
      await smtpLine.restore();
    }
  });

  it('a campaign mail, retried by campaign_deliveries, is never sent again by the relay', async () => {
    const relay = newMailer();
    const address = 'campaign-reader@example.com';
    await smtpLine.cut();
    const result = await relay.send({
      kind: 'team',
      to: address,
      subject: 'Campaign',
      text: 'x',
      retriedByCaller: true,
    });
    await smtpLine.restore();
    expect(result.status).toBe('failed');
    expect((await row(result.id)).nextAttemptAt).toBeNull();
    expect((await relay.deliverDue()).claimed).toBe(0);
    expect(receivedBy(address)).toBe(0);
  });

  it('a relay pass with the database down logs once per interval and never throws', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    // A port nothing listens on: every pass fails to connect.
    const unreachable = createDatabaseClient('postgres://postgres@127.0.0.1:1/none');
    const mailer = createMailer({
      db: unreachable.db,
      logger: silent,
      from: 'a@example.com',
      smtpUrl: sink.url,
    });
    mailers.push(mailer);
    const relay = startMailRelay({
      mailer,
      logger,
      intervalMs: 60_000,
      errorLogIntervalMs: 60_000,
    });
    try {
      await relay.runOnce();
      await relay.runOnce();
      await relay.runOnce();
      expect(lines.filter((line) => line.includes('mail relay pass failed'))).toHaveLength(1);
    } finally {
      await relay.stop();
      await unreachable.pool.end();
    }
  });
});
