import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEALS_PER_HOUR,
  SITE_NAME,
  TAP_CHANNELS,
  buildModelContactApiPath,
  type TapChannel,
} from '@app/contract';
import { listingStatsDaily } from '../../db/schema.js';
import { createListing } from '../../test/factories.js';
import { FROM_OWN_PAGE, expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';

const api = useApiTest();

/** A tap on a channel's button as the profile page sends it. */
const tap = (id: number, channel: string, ip = freshIp(), headers: object = FROM_OWN_PAGE) =>
  api.app.inject({
    method: 'POST',
    url: buildModelContactApiPath(id),
    payload: { channel },
    remoteAddress: ip,
    headers: { ...headers },
  });

async function tapCounts(listingId: number) {
  const [row] = await api.db
    .select()
    .from(listingStatsDaily)
    .where(eq(listingStatsDaily.modelId, listingId));
  return row;
}

const EVERY_CHANNEL = ['calls', 'sms', 'whatsapp', 'telegram', 'signal', 'enquiry'] as const;

describe('POST /api/models/:id/contact', () => {
  it('answers each channel its well-formed link, uncached', async () => {
    const listing = await createListing(api.db, {
      name: 'Jade',
      phone: '0491570031',
      contactChannels: [...EVERY_CHANNEL],
    });
    const expected: Record<TapChannel, string> = {
      calls: 'tel:+61491570031',
      sms: `sms:+61491570031?&body=${encodeURIComponent(`Hi Jade, I found your listing on ${SITE_NAME}.`)}`,
      whatsapp: `https://wa.me/61491570031?text=${encodeURIComponent(`Hi Jade, I found your listing on ${SITE_NAME}.`)}`,
      telegram: 'https://t.me/+61491570031',
      signal: 'https://signal.me/#p/+61491570031',
    };

    for (const channel of TAP_CHANNELS) {
      const response = await tap(listing.id, channel);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ channel, href: expected[channel] });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('opens Telegram by the username when she gave one', async () => {
    const listing = await createListing(api.db, {
      phone: null,
      contactChannels: ['telegram'],
      telegramHandle: 'jade_syd',
    });

    expect((await tap(listing.id, 'telegram')).json().href).toBe('https://t.me/jade_syd');
  });

  it('counts each tap in its own column, once per visitor, channel and listing, only from own pages', async () => {
    const listing = await createListing(api.db, {
      phone: '0491570032',
      contactChannels: [...EVERY_CHANNEL],
    });
    const ip = freshIp();
    for (const channel of TAP_CHANNELS) await tap(listing.id, channel, ip);
    await tap(listing.id, 'whatsapp', ip);
    await tap(listing.id, 'whatsapp', freshIp());
    await tap(listing.id, 'signal', freshIp(), { 'sec-fetch-site': 'cross-site' });

    expect(await tapCounts(listing.id)).toMatchObject({
      callTaps: 1,
      smsTaps: 1,
      whatsappTaps: 2,
      telegramTaps: 1,
      signalTaps: 1,
      phoneReveals: 0,
    });
  });

  it('answers 404 for a channel the listing does not take or cannot work, and counts nothing', async () => {
    const noNumber = await createListing(api.db, { phone: null, contactChannels: ['calls'] });
    const smsOnly = await createListing(api.db, {
      phone: '0491570033',
      contactChannels: ['sms'],
    });
    const paused = await createListing(api.db, { phone: '0491570034', status: 'paused' });

    expectAnswer(await tap(noNumber.id, 'calls'), 404, MESSAGES.notFound);
    expectAnswer(await tap(smsOnly.id, 'whatsapp'), 404, MESSAGES.notFound);
    expectAnswer(await tap(paused.id, 'calls'), 404, MESSAGES.notFound);
    expect(await tapCounts(smsOnly.id)).toBeUndefined();
  });

  it('refuses a channel outside the list with a 4xx, never a 500', async () => {
    const listing = await createListing(api.db, { phone: '0491570035' });

    const response = await tap(listing.id, 'enquiry');

    expect([400, 422]).toContain(response.statusCode);
  });

  it('shares the "Show number" budget: past it, a tap is refused with its 429', async () => {
    const listing = await createListing(api.db, { phone: '0491570036' });
    const ip = freshIp();
    for (let i = 0; i < PHONE_REVEALS_PER_HOUR; i += 1) {
      const url = i % 2 ? `/api/models/${listing.id}/phone` : buildModelContactApiPath(listing.id);
      await api.app.inject({ method: 'POST', url, payload: { channel: 'sms' }, remoteAddress: ip });
    }

    expectAnswer(await tap(listing.id, 'calls', ip), 429, PHONE_REVEAL_MESSAGES.tooMany);
  });
});
