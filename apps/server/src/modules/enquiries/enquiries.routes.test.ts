import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  ENQUIRIES_PER_HOUR,
  ENQUIRIES_PER_LISTING_PER_DAY,
  ENQUIRY_MESSAGES,
  MESSAGES,
  buildModelEnquiriesApiPath,
  type EnquiryInput,
} from '@app/contract';
import { listingStatsDaily, users } from '../../db/schema.js';
import { createCustomer, createListing } from '../../test/factories.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';

const api = useApiTest({ smtpSink: true });

const ENQUIRY: EnquiryInput = {
  message: 'Hello, are you free on Friday evening?',
  reply_channel: 'phone',
  reply_contact: '0412 345 678',
};

const send = (listingId: number, authorization?: string, payload: object = ENQUIRY) =>
  api.app.inject({
    method: 'POST',
    url: buildModelEnquiriesApiPath(listingId),
    payload,
    remoteAddress: freshIp(),
    headers: authorization ? { authorization } : {},
  });

async function enquiryListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const listing = await createListing(api.db, {
    name: 'Jade',
    contactChannels: ['calls', 'enquiry'],
    ...overrides,
  });
  const [owner] = await api.db.select().from(users).where(eq(users.id, listing.userId));
  return { listing, ownerEmail: owner!.email };
}

const customer = () => createCustomer(api.db, api.testApp.tokens, { name: 'Sam Client' });

describe('POST /api/models/:id/enquiries', () => {
  it("mails the enquiry to the advertiser's account, counts it, and names her address in no answer", async () => {
    const { listing, ownerEmail } = await enquiryListing();
    const { authorization } = await customer();
    const before = api.sink.messages.length;

    const response = await send(listing.id, authorization);
    const profile = await api.app.inject({ method: 'GET', url: `/api/models/${listing.id}` });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: true, message: ENQUIRY_MESSAGES.sent });
    const [mail] = (await api.sink.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toEqual([ownerEmail]);
    expect(mail!.raw).toMatch(/^Subject: A new enquiry\r$/m);
    expect(mail!.raw).toContain('Sam Client sent an enquiry about your listing "Jade"');
    expect(mail!.raw).toContain('Hello, are you free on Friday evening?');
    expect(mail!.raw).toContain('Call or SMS: 0412345678');
    for (const answer of [response, profile]) expect(answer.body).not.toContain(ownerEmail);
    const [stats] = await api.db
      .select({ enquiries: listingStatsDaily.enquiries })
      .from(listingStatsDaily)
      .where(eq(listingStatsDaily.modelId, listing.id));
    expect(stats).toEqual({ enquiries: 1 });
  });

  it("with an e-mail reply sets Reply-To to the customer's address, and the message stays plain text", async () => {
    const { listing } = await enquiryListing();
    const { authorization } = await customer();
    const before = api.sink.messages.length;

    const response = await send(listing.id, authorization, {
      message: '<b>Hi</b>\r\nBcc: victim@example.com\r\n<script>x</script>',
      reply_channel: 'email',
      reply_contact: 'sam.client@example.com',
    });

    expect(response.statusCode).toBe(202);
    const [mail] = (await api.sink.waitForMessages(before + 1)).slice(before);
    expect(mail!.to).toHaveLength(1);
    expect(mail!.raw).toMatch(/^Reply-To: sam.client@example.com\r$/m);
    const headers = mail!.raw.split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail!.raw).not.toMatch(/^Content-Type: text\/html/im);
  });

  it('answers 404 for a listing that does not take enquiries, is not live, or does not exist', async () => {
    const { authorization } = await customer();
    const noForm = await enquiryListing({ contactChannels: ['calls'] });
    const paused = await enquiryListing({ status: 'paused' });

    for (const id of [noForm.listing.id, paused.listing.id, 999_999]) {
      expectAnswer(await send(id, authorization), 404, MESSAGES.notFound);
    }
  });

  it('answers 401 without a token and 403 for an advertiser, mailing nothing', async () => {
    const { listing } = await enquiryListing();
    const advertiser = await createCustomer(api.db, api.testApp.tokens, { role: 'model' });
    const before = api.sink.messages.length;

    expectAnswer(await send(listing.id), 401, AUTH_MESSAGES.unauthorized);
    expectAnswer(await send(listing.id, advertiser.authorization), 403, AUTH_MESSAGES.forbidden);
    expect(api.sink.messages).toHaveLength(before);
  });

  it('refuses a reply contact that does not fit the channel with its message (422)', async () => {
    const { listing } = await enquiryListing();
    const { authorization } = await customer();

    const response = await send(listing.id, authorization, {
      ...ENQUIRY,
      reply_channel: 'whatsapp',
      reply_contact: 'not a number',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reply_contact).toBe(ENQUIRY_MESSAGES.replyPhoneInvalid);
  });

  it(`refuses enquiry ${ENQUIRIES_PER_HOUR + 1} in an hour from one customer with the contract's message`, async () => {
    const { listing } = await enquiryListing();
    const { authorization } = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < ENQUIRIES_PER_HOUR; i += 1) {
      statuses.push((await send(listing.id, authorization)).statusCode);
    }

    const refused = await send(listing.id, authorization);

    expect(statuses.every((status) => status === 202)).toBe(true);
    expectAnswer(refused, 429, ENQUIRY_MESSAGES.tooManyPerHour);
  });

  it(`refuses enquiry ${ENQUIRIES_PER_LISTING_PER_DAY + 1} in a day to one listing, from any customers`, async () => {
    const { listing } = await enquiryListing();
    const customers = await Promise.all(
      Array.from({ length: ENQUIRIES_PER_LISTING_PER_DAY + 1 }, () => customer()),
    );
    const statuses: number[] = [];
    for (const { authorization } of customers.slice(0, -1)) {
      statuses.push((await send(listing.id, authorization)).statusCode);
    }

    const refused = await send(listing.id, customers.at(-1)!.authorization);

    expect(statuses.every((status) => status === 202)).toBe(true);
    expectAnswer(refused, 429, ENQUIRY_MESSAGES.tooManyForListing);
  });
});
