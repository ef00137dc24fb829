import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CAMPAIGNS_PATH,
  ADMIN_NEWSLETTER_MESSAGES as M,
  ADMIN_SUBSCRIBERS_CSV_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  CONFIRM_MESSAGES,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  UNSUBSCRIBE_MESSAGES,
  buildAdminCampaignPath,
  buildAdminCampaignSendPath,
  buildAdminCampaignTestSendPath,
  buildNewsletterUnsubscribePath,
  type AdminCampaign,
} from '@app/contract';
import {
  auditLog,
  campaignDeliveries,
  newsletterCampaigns,
  newsletterSubscribers,
  outbox,
} from '../../db/schema.js';
import { SECRET_REMOVED_AFTER_DELIVERY } from '../../platform/mail/outbox-secrets.js';
import {
  expectAnswer,
  expectFieldError,
  expectFieldErrors,
  freshIp,
  useApiTest,
} from '../../test/api-test.js';
import { send } from '../../test/listing-helpers.js';
import { createAdminAccount, type TestAccount } from '../../test/factories.js';
import { mailHeader, type ReceivedMail } from '../../test/smtp-sink.js';
import { queueCampaignJob, readUnfinishedCampaigns } from './campaign-worker.js';
import { fixRecipients } from './campaigns.service.js';
import { UNSUBSCRIBE_RATE_LIMIT } from './newsletter.routes.js';
import { createSubscribers, waitUntil } from '../../test/newsletter-helpers.js';

const api = useApiTest({
  env: { PUBLIC_URL: 'https://site.test', MAIL_FROM: 'Site News <news@site.test>' },
  smtpSink: true,
  campaignWorker: true,
});

let admin: TestAccount;
beforeAll(async () => {
  admin = await createAdminAccount(api.db, api.testApp.tokens, {
    email: 'editor@example.com',
  });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return send(api.app, method, url, admin.authorization, payload);
}

async function createDraft(subject: string, bodyHtml = '<p>Hello readers</p>') {
  const response = await call('POST', ADMIN_CAMPAIGNS_PATH, { subject, body_html: bodyHtml });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AdminCampaign }).data;
}

async function auditActions(targetId: string) {
  const rows = await api.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
  return rows.map((row) => row.action);
}

/** Only everyone a test makes receives its campaign. */
async function unsubscribeEveryone() {
  await api.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(isNull(newsletterSubscribers.unsubscribedAt));
}

function mailsTo(address: string, since: number): ReceivedMail[] {
  return api.sink.messages.slice(since).filter((mail) => mail.to.includes(address));
}

/** A header's value in a raw message, unfolded. */
/** The body's quoted-printable soft breaks and escapes undone, enough to find a link. */
function decodedBody(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('GET /api/admin/newsletter/subscribers', () => {
  beforeAll(async () => {
    await createSubscribers(api.db, ['list-a@example.com', 'list-b@example.com'], {
      subscribedAt: new Date('2026-01-02T00:00:00Z'),
    });
    await createSubscribers(api.db, ['list-gone@example.com'], { unsubscribed: true });
    await createSubscribers(api.db, ['=HYPERLINK(1)@list.example.com']);
    await createSubscribers(api.db, ['list-waiting@example.com'], { pending: true });
  });

  it('filters by status and e-mail text on the server and pages the result', async () => {
    const active = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?q=list-&status=active`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ total: 2, page: 1, last_page: 1 });
    expect(
      active
        .json()
        .data.map((s: { email: string }) => s.email)
        .sort(),
    ).toEqual(['list-a@example.com', 'list-b@example.com']);
    expect(active.json().data[0]).toMatchObject({
      status: 'active',
      subscribed_at: '2026-01-02T00:00:00.000Z',
      confirmed_at: '2026-01-02T00:00:00.000Z',
      unsubscribed_at: null,
    });

    const pending = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?q=list-&status=pending`);
    expect(pending.json().data).toEqual([
      expect.objectContaining({
        email: 'list-waiting@example.com',
        status: 'pending',
        confirmed_at: null,
      }),
    ]);

    const gone = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?q=list-&status=unsubscribed`);
    expect(gone.json().data).toEqual([
      expect.objectContaining({ email: 'list-gone@example.com', status: 'unsubscribed' }),
    ]);
    expect(gone.json().data[0].unsubscribed_at).toEqual(expect.any(String));

    const paged = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?q=list&per_page=2&page=2`);
    expect(paged.json()).toMatchObject({ total: 5, page: 2, per_page: 2, last_page: 3 });
    expect(paged.json().data).toHaveLength(2);
  });

  it('answers a bad status or page with a 400 and the contract message', async () => {
    const badStatus = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?status=bounced`);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain(M.statusInvalid);
    const badPage = await call('GET', `${ADMIN_SUBSCRIBERS_PATH}?page=0`);
    expect(badPage.statusCode).toBe(400);
  });

  it('exports the same filter as a CSV download, formula cells made text, and audits it', async () => {
    const response = await call('GET', `${ADMIN_SUBSCRIBERS_CSV_PATH}?q=list`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(6);
    expect(lines).toContain(
      '"list-a@example.com","active","2026-01-02T00:00:00.000Z","2026-01-02T00:00:00.000Z",""',
    );
    expect(lines.some((line) => line.startsWith('"list-waiting@example.com","pending",'))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(1)@list.example.com"`))).toBe(true);
    expect(await auditActions('csv')).toContain('subscribers.export');
  });
});

describe('campaign drafts', () => {
  it('creates a draft with the body sanitised to the allow-list, edits it, and audits both', async () => {
    const draft = await createDraft(
      '  Spring news  ',
      '<p onclick="x()">Hi <strong>all</strong></p><script>alert(1)</script><img src=x>',
    );
    expect(draft).toMatchObject({
      subject: 'Spring news',
      status: 'draft',
      body_html: '<p>Hi <strong>all</strong></p>',
      progress: { recipients: 0, sent: 0, failed: 0, left: 0 },
    });

    const edited = await call('PUT', buildAdminCampaignPath(draft.id), {
      subject: 'Spring news, edited',
      body_html: '<p>New text</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: M.saved,
      data: { subject: 'Spring news, edited', body_html: '<p>New text</p>' },
    });
    const listed = await call('GET', `${ADMIN_CAMPAIGNS_PATH}?per_page=100`);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id: draft.id, subject: 'Spring news, edited', status: 'draft' }),
    );
    expect(await auditActions(String(draft.id))).toEqual(['campaign.create', 'campaign.update']);
  });

  it('refuses an empty subject or a body without text with 422 field errors', async () => {
    const noSubject = await call('POST', ADMIN_CAMPAIGNS_PATH, {
      subject: '  ',
      body_html: '<p>x</p>',
    });
    expectFieldError(noSubject, 'subject', M.subjectRequired);
    const emptyBody = await call('POST', ADMIN_CAMPAIGNS_PATH, {
      subject: 'Fine',
      body_html: '<p><script>only</script></p>',
    });
    expectFieldErrors(emptyBody, { body_html: M.bodyRequired });
  });

  it('deletes a draft; an unknown campaign is a 404 and a bad id a 400', async () => {
    const draft = await createDraft('To delete');
    const deleted = await call('DELETE', buildAdminCampaignPath(draft.id));
    expect(deleted.json()).toEqual({ message: M.deleted });
    const rows = await api.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, draft.id));
    expect(rows).toHaveLength(0);
    expect(await auditActions(String(draft.id))).toContain('campaign.delete');

    const missing = await call('GET', buildAdminCampaignPath(draft.id));
    expectAnswer(missing, 404, M.campaignNotFound);
    expect((await call('GET', `${ADMIN_CAMPAIGNS_PATH}/abc`)).statusCode).toBe(400);
  });

  it('sends a test to the signed-in admin only, at once, without unsubscribe headers', async () => {
    const draft = await createDraft('Test me', '<p>Body of the test</p>');
    const before = api.sink.messages.length;

    const response = await call('POST', buildAdminCampaignTestSendPath(draft.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.testSent });
    const mails = mailsTo('editor@example.com', before);
    expect(mails).toHaveLength(1);
    expect(mailHeader(mails[0]!.raw, 'Subject')).toBe('[Test] Test me');
    expect(mailHeader(mails[0]!.raw, 'List-Unsubscribe')).toBeUndefined();
    expect(api.sink.messages.length).toBe(before + 1);
    expect(await auditActions(String(draft.id))).toContain('campaign.test_send');
  });
});

describe('sending a campaign', () => {
  it('mails each active subscriber exactly once through the queue, with one-click unsubscribe, and reports progress', async () => {
    await unsubscribeEveryone();
    const emails = ['reader1@example.com', 'reader2@example.com', 'reader3@example.com'];
    await createSubscribers(api.db, emails);
    await createSubscribers(api.db, ['left-already@example.com'], { unsubscribed: true });
    await createSubscribers(api.db, ['not-confirmed@example.com'], { pending: true });
    const draft = await createDraft('Winter issue', '<p>Warm <em>news</em></p>');
    const before = api.sink.messages.length;

    const response = await call('POST', buildAdminCampaignSendPath(draft.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.queued,
      data: { status: 'sending', progress: { recipients: 3 } },
    });
    await waitUntil(
      async () =>
        (await call('GET', buildAdminCampaignPath(draft.id))).json().data.status === 'sent',
      15_000,
      'the campaign to be sent',
    );
    const done = (await call('GET', buildAdminCampaignPath(draft.id))).json().data;
    expect(done.progress).toEqual({ recipients: 3, sent: 3, failed: 0, skipped: 0, left: 0 });
    expect(done.finished_at).toEqual(expect.any(String));
    expect(mailsTo('left-already@example.com', before)).toHaveLength(0);
    expect(mailsTo('not-confirmed@example.com', before)).toHaveLength(0);
    for (const email of emails) {
      const mails = mailsTo(email, before);
      expect(mails).toHaveLength(1);
      const raw = mails[0]!.raw;
      expect(mailHeader(raw, 'Subject')).toBe('Winter issue');
      // Newsletter mail keeps MAIL_FROM's own name (account mail has the neutral one).
      expect(mailHeader(raw, 'From')).toBe('Site News <news@site.test>');
      expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const [subscriber] = await api.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      const token = subscriber!.unsubscribeToken;
      expect(mailHeader(raw, 'List-Unsubscribe')).toBe(
        `<https://site.test${buildNewsletterUnsubscribePath(token)}>`,
      );
      expect(mailHeader(raw, 'Message-ID')).toBe(
        `<campaign-${draft.id}.subscriber-${subscriber!.id}@site.test>`,
      );
      expect(raw).toMatch(/Content-Type: text\/html/);
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(decodedBody(raw)).toContain(
        `https://site.test/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      );
    }
    expect(await auditActions(String(draft.id))).toContain('campaign.send');

    const again = await call('POST', buildAdminCampaignSendPath(draft.id));
    expectAnswer(again, 409, M.notADraft);
    const edit = await call('PUT', buildAdminCampaignPath(draft.id), {
      subject: 'x',
      body_html: '<p>x</p>',
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses to send when nobody is subscribed (422) and leaves the draft a draft', async () => {
    await unsubscribeEveryone();
    const draft = await createDraft('Nobody to read this');
    const response = await call('POST', buildAdminCampaignSendPath(draft.id));
    expectAnswer(response, 422, M.noActiveSubscribers);
    expect((await call('GET', buildAdminCampaignPath(draft.id))).json().data.status).toBe('draft');
  });

  it('skips an address that unsubscribed after the send was queued', async () => {
    await unsubscribeEveryone();
    const [stays, leaves] = await createSubscribers(api.db, [
      'stays@example.com',
      'leaves@example.com',
    ]);
    const draft = await createDraft('Late leaver');
    await fixRecipients(api.db, draft.id, async () => {});
    await api.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, leaves!.id));
    const before = api.sink.messages.length;

    await queueCampaignJob(api.jobQueue, { campaignId: draft.id });
    await waitUntil(
      async () =>
        (await call('GET', buildAdminCampaignPath(draft.id))).json().data.status === 'sent',
      15_000,
    );

    expect(mailsTo(stays!.email, before)).toHaveLength(1);
    expect(mailsTo(leaves!.email, before)).toHaveLength(0);
    const progress = (await call('GET', buildAdminCampaignPath(draft.id))).json().data.progress;
    expect(progress).toEqual({ recipients: 2, sent: 1, failed: 0, skipped: 1, left: 0 });
    const [skipped] = await api.db
      .select()
      .from(campaignDeliveries)
      .where(
        and(
          eq(campaignDeliveries.campaignId, draft.id),
          eq(campaignDeliveries.subscriberId, leaves!.id),
        ),
      );
    expect(skipped!.status).toBe('failed');
  });

  it('gives a sign-up no campaign until it confirms by the mailed link; then mails it with a working unsubscribe', async () => {
    await unsubscribeEveryone();
    const reader = 'opt-in-reader@example.com';
    const before = api.sink.messages.length;
    const signUp = await api.app.inject({
      method: 'POST',
      url: NEWSLETTER_PATH,
      payload: { email: reader },
      remoteAddress: freshIp(),
    });
    expect(signUp.statusCode).toBe(200);
    await waitUntil(async () => mailsTo(reader, before).length === 1, 5_000, 'the confirmation');

    // Pending: a campaign now has nobody to go to.
    const early = await createDraft('Before confirming');
    const refused = await call('POST', buildAdminCampaignSendPath(early.id));
    expectAnswer(refused, 422, M.noActiveSubscribers);

    const confirmation = mailsTo(reader, before)[0]!.raw;
    expect(mailHeader(confirmation, 'Subject')).toBe(CONFIRM_MESSAGES.mailSubject);
    // The link is a secret: once delivered, the outbox keeps no copy of it.
    await waitUntil(async () => {
      const [row] = await api.db.select().from(outbox).where(eq(outbox.recipient, reader));
      return row?.bodyText === SECRET_REMOVED_AFTER_DELIVERY && row.bodyHtml === null;
    }, 5_000);
    const token = /https:\/\/site\.test\/newsletter\/confirm\?token=([\w-]+)/.exec(
      decodedBody(confirmation),
    )?.[1];
    const confirmed = await api.app.inject({
      method: 'POST',
      url: NEWSLETTER_CONFIRM_PATH,
      payload: { token },
      remoteAddress: freshIp(),
    });
    expect(confirmed.statusCode).toBe(200);

    const sent = await call('POST', buildAdminCampaignSendPath(early.id));
    expect(sent.statusCode).toBe(200);
    await waitUntil(
      async () =>
        (await call('GET', buildAdminCampaignPath(early.id))).json().data.status === 'sent',
      15_000,
    );
    const campaignMails = mailsTo(reader, before).filter(
      (mail) => mailHeader(mail.raw, 'Subject') === 'Before confirming',
    );
    expect(campaignMails).toHaveLength(1);
    const oneClick = /^<https:\/\/site\.test([^>]+)>$/.exec(
      mailHeader(campaignMails[0]!.raw, 'List-Unsubscribe') ?? '',
    )?.[1];
    const left = await api.app.inject({
      method: 'POST',
      url: oneClick!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
    expect(left.statusCode).toBe(200);
    const [row] = await api.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, reader));
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
  });
});

describe('the look-out for a campaign whose sender died on another server', () => {
  it('finds a sending campaign whose deliveries have not moved for the idle time, and only then', async () => {
    const [subscriber] = await createSubscribers(api.db, ['stalled@example.com']);
    const [campaign] = await api.db
      .insert(newsletterCampaigns)
      .values({ subject: 'Stalled', bodyHtml: '<p>x</p>', status: 'sending' })
      .returning();
    await api.db.insert(campaignDeliveries).values({
      campaignId: campaign!.id,
      subscriberId: subscriber!.id,
      email: subscriber!.email,
      status: 'sending',
      updatedAt: new Date(Date.now() - 5 * 60_000),
    });

    expect(await readUnfinishedCampaigns(api.db, 2 * 60_000)).toContain(campaign!.id);
    expect(await readUnfinishedCampaigns(api.db, 10 * 60_000)).not.toContain(campaign!.id);
    expect(await readUnfinishedCampaigns(api.db)).toContain(campaign!.id);
    // Left as it is, the worker in this test process would resume it: mark it done.
    await api.db
      .update(newsletterCampaigns)
      .set({ status: 'sent' })
      .where(eq(newsletterCampaigns.id, campaign!.id));
  });
});

describe('POST /api/newsletter/unsubscribe/:token', () => {
  it('unsubscribes with the one-click form body of RFC 8058, without a token of any account', async () => {
    const [subscriber] = await createSubscribers(api.db, ['oneclick@example.com']);

    const response = await api.app.inject({
      method: 'POST',
      url: buildNewsletterUnsubscribePath(subscriber!.unsubscribeToken),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.unsubscribed });
    const [row] = await api.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber!.id));
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);

    const twice = await api.app.inject({
      method: 'POST',
      url: buildNewsletterUnsubscribePath(subscriber!.unsubscribeToken),
      remoteAddress: freshIp(),
    });
    expect(twice.statusCode).toBe(200);
  });

  it('answers a wrong token with a 404 and a clear message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: buildNewsletterUnsubscribePath('not-a-real-token'),
      remoteAddress: freshIp(),
    });
    expectAnswer(response, 404, UNSUBSCRIBE_MESSAGES.invalidToken);
  });

  it(`limits one address to ${UNSUBSCRIBE_RATE_LIMIT.max} attempts a minute`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= UNSUBSCRIBE_RATE_LIMIT.max; i += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: buildNewsletterUnsubscribePath(`guess-${i}`),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-2)).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
