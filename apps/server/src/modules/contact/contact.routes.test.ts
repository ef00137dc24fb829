import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_PATH, MESSAGES } from '@app/contract';
import { contactMessages, outbox } from '../../db/schema.js';
import { freshIp, useApiTest, withRefusingMailServer } from '../../test/api-test.js';

const api = useApiTest({ env: { ADMIN_EMAIL: 'team@example.com.au' }, smtpSink: true });

function sendContact(payload: unknown, ip: string) {
  return api.app.inject({
    method: 'POST',
    url: CONTACT_PATH,
    payload: payload as object,
    remoteAddress: ip,
  });
}

const valid = {
  name: 'Jordan Visitor',
  email: 'Jordan@Example.com',
  phone: '0412 345 678',
  message: 'Hello, I would like to ask about advertising.',
};

describe('POST /api/contact', () => {
  it("stores the message, mails it to ADMIN_EMAIL with Reply-To the sender, and answers the contract's success message", async () => {
    const before = api.sink.messages.length;

    const response = await sendContact(valid, freshIp());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: CONTACT_MESSAGES.sent });
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'Jordan@Example.com'));
    expect(stored).toMatchObject({
      name: 'Jordan Visitor',
      phone: '0412 345 678',
      message: valid.message,
    });
    const [mail] = (await api.sink.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toEqual(['team@example.com.au']);
    expect(mail!.raw).toMatch(/^Reply-To: Jordan Visitor <Jordan@example.com>\r$/m);
    expect(mail!.raw).toMatch(/^Subject: Contact message from Jordan Visitor\r$/m);
    expect(mail!.raw).toContain('Hello, I would like to ask about advertising.');
    expect(mail!.raw).toContain('Phone: 0412 345 678');
  });

  it('stores an empty phone as none', async () => {
    const response = await sendContact(
      { ...valid, email: 'nophone@example.com', phone: '' },
      freshIp(),
    );

    expect(response.statusCode).toBe(200);
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'nophone@example.com'));
    expect(stored!.phone).toBeNull();
  });

  it('accepts a name holding half a UTF-16 pair, which the mail envelope (jsonb) would refuse raw', async () => {
    // JSON may spell a lone surrogate (\udff6); the mail's envelope is jsonb, which refuses it.
    const response = await api.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, email: 'half-pair@example.com' }).replace(
        'Jordan Visitor',
        'Jordan \\udff6',
      ),
      remoteAddress: freshIp(),
    });

    expect(response.statusCode).toBe(200);
    const [stored] = await api.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'half-pair@example.com'));
    expect(stored!.name).toBe('Jordan \uFFFD');
  });

  it('lets no header be injected through the name', async () => {
    const before = api.sink.messages.length;

    const response = await sendContact(
      { ...valid, name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com' },
      freshIp(),
    );

    expect(response.statusCode).toBe(200);
    const [mail] = (await api.sink.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toEqual(['team@example.com.au']);
    const headers = mail!.raw.split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: Contact message from Eve Bcc: victim@example.com\r$/m);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
    [{ ...valid, email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ ...valid, email: '' }, 'email', CONTACT_MESSAGES.emailRequired],
    [{ ...valid, phone: 'call me' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ ...valid, message: 'short' }, 'message', CONTACT_MESSAGES.messageTooShort],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
  ])('refuses a bad %s field with a 422 and its message', async (payload, field, message) => {
    const response = await sendContact(payload, freshIp());

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it('names every bad field at once', async () => {
    const response = await sendContact({}, freshIp());

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageTooShort,
    });
  });

  it('still succeeds when the mail server refuses, keeping the error in the outbox', async () => {
    await withRefusingMailServer(api.db, async (other) => {
      const response = await other.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: { ...valid, email: 'refused@example.com' },
        remoteAddress: freshIp(),
      });

      expect(response.statusCode).toBe(200);
      const [row] = await api.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'admin@localhost'))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(row!.sentAt).toBeNull();
      expect(row!.error).toMatch(/550|Mailbox unavailable/);
      expect(row!.bodyText).toContain('refused@example.com');
    });
  });

  it('limits one address to 5 messages in 10 minutes with a 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await sendContact({ ...valid, email: `limit${i}@example.com` }, ip)).statusCode,
      );

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await sendContact(valid, ip);
    expect(limited.json()).toMatchObject({ statusCode: 429, message: MESSAGES.tooManyRequests });
  });
});
