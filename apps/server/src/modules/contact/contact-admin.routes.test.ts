import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_INBOX_MESSAGES as M,
  ADMIN_INBOX_PATH,
  ADMIN_MESSAGES,
  AdminInboxActionResponseSchema,
  AdminInboxMessageResponseSchema,
  AdminInboxPageSchema,
  buildAdminInboxHandledPath,
  buildAdminInboxMessagePath,
  buildAdminInboxReplyPath,
  buildAdminInboxUnhandledPath,
} from '@app/contract';
import { auditLog, contactMessages } from '../../db/schema.js';
import { expectAnswer, useApiTest, withRefusingMailServer } from '../../test/api-test.js';
import { send } from '../../test/listing-helpers.js';
import { createAdminAccount, type TestAccount } from '../../test/factories.js';

const api = useApiTest({ env: { ADMIN_EMAIL: 'inbox@directory.test' }, smtpSink: true });
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAdminAccount(api.db, api.testApp.tokens, {
    email: 'inbox.admin@example.com',
  });
});

type NewMessage = typeof contactMessages.$inferInsert;

async function storeMessage(values: Partial<NewMessage> = {}) {
  const [row] = await api.db
    .insert(contactMessages)
    .values({
      name: 'Jordan Visitor',
      email: 'jordan@example.com',
      message: 'Hello, I would like to ask about advertising.',
      ...values,
    })
    .returning();
  return row!;
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return send(api.app, method, url, admin.authorization, payload);
}

async function auditRowsFor(messageId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'message'), eq(auditLog.targetId, String(messageId))));
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3));

describe('GET /api/admin/messages', () => {
  it('shows the unread first, newest first within each group, filtered by status and text', async () => {
    const tag = 'ordering-case';
    const oldUnread = await storeMessage({ name: `${tag} old unread`, createdAt: day(1) });
    const newHandled = await storeMessage({
      name: `${tag} new handled`,
      createdAt: day(9),
      handledAt: day(10),
    });
    const newUnread = await storeMessage({ name: `${tag} new unread`, createdAt: day(5) });
    const oldHandled = await storeMessage({
      name: `${tag} old handled`,
      createdAt: day(2),
      handledAt: day(3),
    });

    const ids = async (query: string) => {
      const response = await call('GET', `${ADMIN_INBOX_PATH}?q=${tag}${query}`);
      expect(response.statusCode).toBe(200);
      return AdminInboxPageSchema.parse(response.json()).data.map((message) => message.id);
    };

    expect(await ids('')).toEqual([newUnread.id, oldUnread.id, newHandled.id, oldHandled.id]);
    expect(await ids('&status=unread')).toEqual([newUnread.id, oldUnread.id]);
    expect(await ids('&status=handled')).toEqual([newHandled.id, oldHandled.id]);
  });

  it('searches the name, the e-mail and the text, case-insensitively', async () => {
    const byEmail = await storeMessage({ email: 'Rare.Sender@Example.org' });
    const byText = await storeMessage({ message: 'Do you list touring dates for Hobart?' });

    const find = async (q: string) =>
      AdminInboxPageSchema.parse((await call('GET', `${ADMIN_INBOX_PATH}?q=${q}`)).json()).data.map(
        (message) => message.id,
      );

    expect(await find('rare.sender')).toEqual([byEmail.id]);
    expect(await find('HOBART')).toEqual([byText.id]);
  });

  it('pages the list on the server', async () => {
    for (let i = 0; i < 3; i += 1) await storeMessage({ name: `paging-case ${i}` });

    const response = await call('GET', `${ADMIN_INBOX_PATH}?q=paging-case&per_page=2&page=2`);

    expect(AdminInboxPageSchema.parse(response.json())).toMatchObject({
      page: 2,
      per_page: 2,
      total: 3,
      last_page: 2,
    });
    expect(response.json().data).toHaveLength(1);
  });

  it.each([
    ['?status=deleted', 'status', M.statusInvalid],
    [`?q=${'x'.repeat(201)}`, 'q', ADMIN_MESSAGES.searchTooLong],
    ['?per_page=500', 'per_page', ADMIN_MESSAGES.perPageInvalid],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const response = await call('GET', `${ADMIN_INBOX_PATH}${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('GET /api/admin/messages/:id', () => {
  it('answers one message with its state', async () => {
    const message = await storeMessage({ phone: '0412 000 111', handledAt: day(6) });

    const response = await call('GET', buildAdminInboxMessagePath(message.id));

    expect(response.statusCode).toBe(200);
    expect(AdminInboxMessageResponseSchema.parse(response.json()).data).toEqual({
      id: message.id,
      name: 'Jordan Visitor',
      email: 'jordan@example.com',
      phone: '0412 000 111',
      message: 'Hello, I would like to ask about advertising.',
      created_at: message.createdAt.toISOString(),
      handled_at: day(6).toISOString(),
      replied_at: null,
    });
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const missing = await call('GET', buildAdminInboxMessagePath(2_000_000_000));
    expectAnswer(missing, 404, M.notFound);
    expect((await call('GET', `${ADMIN_INBOX_PATH}/0`)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/messages/:id/handled and /unhandled', () => {
  it('marks a message handled, then unread again, each with its audit entry', async () => {
    const message = await storeMessage();

    const handled = await call('POST', buildAdminInboxHandledPath(message.id));
    expect(handled.statusCode).toBe(200);
    const body = AdminInboxActionResponseSchema.parse(handled.json());
    expect(body.message).toBe(M.handled);
    expect(body.data.handled_at).not.toBeNull();
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(stored!.handledAt).not.toBeNull();

    const unhandled = await call('POST', buildAdminInboxUnhandledPath(message.id));
    expect(unhandled.statusCode).toBe(200);
    expect(unhandled.json()).toMatchObject({ message: M.unhandled, data: { handled_at: null } });
    const [after] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(after!.handledAt).toBeNull();

    const audit = await auditRowsFor(message.id);
    expect(audit.map((row) => [row.action, row.actorId, row.actorEmail])).toEqual([
      ['message.handle', admin.id, 'inbox.admin@example.com'],
      ['message.unhandle', admin.id, 'inbox.admin@example.com'],
    ]);
  });

  it('keeps the first handled time when a message is marked handled twice', async () => {
    const message = await storeMessage({ handledAt: day(4) });

    const response = await call('POST', buildAdminInboxHandledPath(message.id));

    expect(response.json().data.handled_at).toBe(day(4).toISOString());
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const missing = await call('POST', buildAdminInboxHandledPath(2_000_000_000));
    expectAnswer(missing, 404, M.notFound);

    const bad = await call('POST', `${ADMIN_INBOX_PATH}/abc/unhandled`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/messages/:id/reply', () => {
  it('mails the reply to the sender with the message quoted and Reply-To the site inbox, marks it replied and handled, and audits it', async () => {
    const message = await storeMessage({
      email: 'reply.to.me@example.com',
      message: 'Can I pay for a month?\nThanks.',
    });
    const before = api.sink.messages.length;

    const response = await call('POST', buildAdminInboxReplyPath(message.id), {
      subject: '  Re: your message  ',
      body: 'Yes, monthly plans are on the advertise page.',
    });

    expect(response.statusCode).toBe(200);
    const body = AdminInboxActionResponseSchema.parse(response.json());
    expect(body.message).toBe(M.replySent);
    expect(body.data.replied_at).not.toBeNull();
    expect(body.data.handled_at).not.toBeNull();
    const [mail] = (await api.sink.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toEqual(['reply.to.me@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Re: your message\r$/m);
    // An answer to the reply reaches the site's inbox (ADMIN_EMAIL), not the no-reply sender.
    expect(mail!.raw).toMatch(/^Reply-To: .*<inbox@directory\.test>\r$/m);
    expect(mail!.raw).toContain('Yes, monthly plans are on the advertise page.');
    expect(mail!.raw).toContain('> Can I pay for a month?');
    expect(mail!.raw).toContain('> Thanks.');
    const audit = await auditRowsFor(message.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'message.reply',
      actorId: admin.id,
      details: { subject: 'Re: your message' },
    });
  });

  it('refuses an empty subject and body with 422 field messages, sending nothing', async () => {
    const message = await storeMessage();
    const before = api.sink.messages.length;

    const response = await call('POST', buildAdminInboxReplyPath(message.id), {
      subject: ' ',
      body: '',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      subject: M.subjectRequired,
      body: M.bodyRequired,
    });
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(stored!.repliedAt).toBeNull();
    expect(api.sink.messages.length).toBe(before);
  });

  it('refuses a subject that is too long', async () => {
    const message = await storeMessage();

    const response = await call('POST', buildAdminInboxReplyPath(message.id), {
      subject: 's'.repeat(201),
      body: 'Hello',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.subject).toBe(M.subjectTooLong);
  });

  it('answers 404 for an unknown message, sending nothing', async () => {
    const before = api.sink.messages.length;

    const response = await call('POST', buildAdminInboxReplyPath(2_000_000_000), {
      subject: 'Re: hello',
      body: 'Hello',
    });

    expectAnswer(response, 404, M.notFound);
    expect(api.sink.messages.length).toBe(before);
  });

  it('leaves the message as it was and says so when the mail server refuses', async () => {
    const message = await storeMessage();
    await withRefusingMailServer(api.db, async (other) => {
      const response = await other.inject({
        method: 'POST',
        url: buildAdminInboxReplyPath(message.id),
        payload: { subject: 'Re: hello', body: 'Hello' },
        headers: { authorization: admin.authorization },
      });

      expectAnswer(response, 503, M.replyFailed);
    });
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(stored!.repliedAt).toBeNull();
    expect(stored!.handledAt).toBeNull();
    expect(await auditRowsFor(message.id)).toEqual([]);
  });
});
