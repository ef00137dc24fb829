import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GetModelProfileResponseSchema,
  MESSAGES,
  PHONE_REVEAL_MESSAGES,
  PHONE_REVEALS_PER_HOUR,
  PHONE_REVEALS_PER_HOUR_SIGNED_IN,
  PROFILE_READS_PER_WINDOW,
} from '@app/contract';
import { listingStatsDaily, modelPhotos } from '../../db/schema.js';
import { createCustomer, createListing, createTour, viewCountOf } from '../../test/factories.js';
import {
  FROM_OWN_PAGE,
  checkedAnswer,
  expectAnswer,
  freshIp,
  useApiTest,
} from '../../test/api-test.js';
import { MINUTE, DAY, isoDay } from '../../test/days.js';

const api = useApiTest();

const getProfile = (id: number | string, ip = freshIp()) =>
  checkedAnswer(
    api.app.inject({ method: 'GET', url: `/api/models/${id}`, remoteAddress: ip }),
    GetModelProfileResponseSchema,
  );

/** A view as the profile page sends it, or with other headers (another site's page, a script). */
const countView = (
  id: number | string,
  ip: string,
  headers: Record<string, string> = FROM_OWN_PAGE,
) => api.app.inject({ method: 'POST', url: `/api/models/${id}/views`, remoteAddress: ip, headers });

const viewCount = (listingId: number) => viewCountOf(api.db, listingId);

/** "Show number" as the profile page sends it; a customer's token when given. */
const showNumber = (
  id: number | string,
  ip: string,
  headers: Record<string, string> = FROM_OWN_PAGE,
) => api.app.inject({ method: 'POST', url: `/api/models/${id}/phone`, remoteAddress: ip, headers });

/** Today's "Show number" count in the advertiser's statistics. */
async function revealCount(listingId: number): Promise<number> {
  const rows = await api.db
    .select({ phoneReveals: listingStatsDaily.phoneReveals })
    .from(listingStatsDaily)
    .where(eq(listingStatsDaily.modelId, listingId));
  return rows.reduce((total, row) => total + row.phoneReveals, 0);
}

let nextNetwork = 1;
/** A fresh IPv6 /64 (2001:db8::/32 is for documentation): addresses in it by their last word. */
function freshIpv6Network(): (host: number) => string {
  const network = nextNetwork++;
  return (host) => `2001:db8:${network.toString(16)}::${host.toString(16)}`;
}

describe('GET /api/models/:id', () => {
  it('answers a live listing with its details (ethnicity too), gallery (primary first, no repeats), tours and contact kinds', async () => {
    const listing = await createListing(api.db, {
      name: 'Mia Example',
      age: 27,
      imageName: 'primary-1.jpg',
      phone: '0491570006',
      contactChannels: ['sms', 'enquiry'],
      rates: [{ label: '1 hour', amount: 400 }],
      availability: 'Weekdays from 10 am',
      languages: ['English', 'Italian'],
      ethnicity: 'Mediterranean',
      isVerified: true,
    });
    await api.db.insert(modelPhotos).values([
      { modelId: listing.id, imageName: 'gallery-b.jpg', position: 2 },
      { modelId: listing.id, imageName: 'primary-1.jpg', position: 1 },
      { modelId: listing.id, imageName: 'gallery-a.jpg', position: 0 },
    ]);
    const base = { modelId: listing.id, state: 'Victoria' };
    await createTour(api.db, {
      ...base,
      city: 'Past',
      startsOn: isoDay(-9),
      endsOn: isoDay(-2),
    });
    await createTour(api.db, {
      ...base,
      city: 'Later',
      startsOn: isoDay(20),
      endsOn: isoDay(22),
    });
    await createTour(api.db, {
      ...base,
      city: 'Now',
      startsOn: isoDay(-1),
      endsOn: isoDay(1),
    });
    await createTour(api.db, {
      ...base,
      city: 'Soon',
      startsOn: isoDay(5),
      endsOn: isoDay(6),
    });

    const response = await getProfile(listing.id);

    expect(response.statusCode).toBe(200);
    const { data } = GetModelProfileResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: listing.id,
      name: 'Mia Example',
      age: 27,
      verified: true,
      state: 'New South Wales',
      city: 'Sydney',
      suburb: 'Surry Hills',
      country: 'Australia',
      image_name: 'primary-1.jpg',
      rates: [{ label: '1 hour', amount: 400 }],
      availability: 'Weekdays from 10 am',
      languages: ['English', 'Italian'],
      ethnicity: 'Mediterranean',
      contact: { channels: ['sms', 'enquiry'] },
    });
    expect(data.photos).toEqual(['primary-1.jpg', 'gallery-a.jpg', 'gallery-b.jpg']);
    expect(data.tours.map((tour) => tour.city)).toEqual(['Now', 'Soon', 'Later']);
    expect(data.tours[0]).toEqual({
      city: 'Now',
      state: 'Victoria',
      starts_on: isoDay(-1),
      ends_on: isoDay(1),
    });
  });

  it('carries no phone number in any field, only which kinds of contact the advertiser takes', async () => {
    const listing = await createListing(api.db, {
      phone: '0491570007',
      contactChannels: ['calls', 'sms', 'telegram'],
      telegramHandle: 'jade_secret',
    });

    const response = await getProfile(listing.id);

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/0?491\s*570\s*007/);
    expect(response.body).not.toContain('jade_secret');
    expect(response.json().data).not.toHaveProperty('phone');
    expect(response.json().data.contact).toEqual({ channels: ['calls', 'sms', 'telegram'] });
  });

  it('offers no number-based channel for a listing without a number, whatever it ticked', async () => {
    const listing = await createListing(api.db, {
      phone: null,
      contactChannels: ['calls', 'sms', 'whatsapp', 'signal', 'enquiry'],
    });

    const { data } = (await getProfile(listing.id)).json();

    expect(data.contact).toEqual({ channels: ['enquiry'] });
  });

  it(`limits one IPv6 /64 to ${PROFILE_READS_PER_WINDOW} profile reads in 10 minutes, ids no listing has included`, async () => {
    const listing = await createListing(api.db);
    const inNetwork = freshIpv6Network();
    // A scraper walking ids, each read from a new address of the same /64: one client however
    // it picks addresses. Missing ids cost the same budget (and the test one query each).
    const statuses = new Set<number>();
    for (let i = 0; i < PROFILE_READS_PER_WINDOW; i += 1) {
      statuses.add((await getProfile(2_000_000_000 - i, inNetwork(i + 1))).statusCode);
    }

    const refused = await getProfile(listing.id, inNetwork(9_999));

    expect([...statuses]).toEqual([404]);
    expectAnswer(refused, 429, MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getProfile(listing.id, freshIpv6Network()(1))).statusCode).toBe(200);
  });

  it('sanitises the description again on the way out and gives its text without markup', async () => {
    const listing = await createListing(api.db, {
      descriptionHtml:
        '<p onclick="x()">Warm &amp; <strong>friendly</strong></p><script>alert(1)</script>' +
        '<ul><li>Dinner dates</li></ul><img src=x onerror=alert(1)><a href="http://x">link</a>',
    });

    const { data } = (await getProfile(listing.id)).json();

    expect(data.description_html).toBe(
      '<p>Warm &amp; <strong>friendly</strong></p><ul><li>Dinner dates</li></ul>link',
    );
    expect(data.description).toBe('Warm & friendly Dinner dates link');
  });

  it('computes Active Now, Recently online and NEW as the search cards do', async () => {
    const city = `Badge ${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
    const fresh = await createListing(api.db, {
      city,
      lastSeenAt: new Date(Date.now() - 5 * MINUTE),
      wentLiveAt: new Date(Date.now() - 3 * DAY),
    });
    const earlier = await createListing(api.db, {
      city,
      lastSeenAt: new Date(Date.now() - 120 * MINUTE),
      wentLiveAt: new Date(Date.now() - 20 * DAY),
    });
    const away = await createListing(api.db, {
      city,
      lastSeenAt: new Date(Date.now() - 30 * 60 * MINUTE),
      wentLiveAt: null,
    });

    const badges = async (id: number) => {
      const { data } = (await getProfile(id)).json();
      return [data.active_now, data.recently_online, data.is_new];
    };
    expect(await badges(fresh.id)).toEqual([true, true, true]);
    expect(await badges(earlier.id)).toEqual([false, true, false]);
    expect(await badges(away.id)).toEqual([false, false, false]);

    const search = await api.app.inject({
      method: 'GET',
      url: `/api/search-models?state=nsw&city=${encodeURIComponent(city)}`,
    });
    for (const item of search.json().data as Array<{
      model: { id: number };
      active_now: boolean;
      recently_online: boolean;
    }>) {
      const { data } = (await getProfile(item.model.id)).json();
      expect([data.active_now, data.recently_online]).toEqual([
        item.active_now,
        item.recently_online,
      ]);
    }
  });

  it.each(['pending', 'draft', 'rejected', 'suspended'] as const)(
    'answers a JSON 404 for a %s listing',
    async (status) => {
      const listing = await createListing(api.db, { status });

      const response = await getProfile(listing.id);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound });
    },
  );

  it('answers a JSON 404 for an id no listing has', async () => {
    expect((await getProfile(2_000_000_000)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])(
    'answers a 400 for the id %s',
    async (id) => {
      const response = await getProfile(id);

      expectAnswer(response, 400, 'id: must be a positive whole number.');
    },
  );
});

describe('POST /api/models/:id/views', () => {
  it('counts one view per visitor and listing in 30 minutes', async () => {
    const listing = await createListing(api.db);
    const ip = freshIp();

    const first = await countView(listing.id, ip);
    const repeat = await countView(listing.id, ip);
    const otherVisitor = await countView(listing.id, freshIp());

    expect([first.statusCode, repeat.statusCode, otherVisitor.statusCode]).toEqual([204, 204, 204]);
    expect(first.body).toBe('');
    expect(await viewCount(listing.id)).toBe(2);
  });

  it('counts 25 views from 25 addresses of one IPv6 /64 as one, and another /64 apart', async () => {
    const listing = await createListing(api.db);
    const inNetwork = freshIpv6Network();

    for (let host = 1; host <= 25; host += 1) await countView(listing.id, inNetwork(host));
    expect(await viewCount(listing.id)).toBe(1);

    await countView(listing.id, freshIpv6Network()(1));
    expect(await viewCount(listing.id)).toBe(2);
  });

  it("counts no view from another site's page, nor from a request that names no page", async () => {
    const listing = await createListing(api.db);
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // A forged Origin loses to the browser's own Fetch metadata.
      { 'sec-fetch-site': 'cross-site', origin: api.testApp.config.publicUrl },
      { origin: 'https://other.example' },
      { referer: 'https://other.example/page' },
      {},
    ];

    for (const headers of elsewhere) {
      expect((await countView(listing.id, freshIp(), headers)).statusCode).toBe(204);
    }

    expect(await viewCount(listing.id)).toBe(0);
  });

  it("counts a view from a browser without Fetch metadata when its Origin or Referer is the site's own", async () => {
    const listing = await createListing(api.db);
    const own = api.testApp.config.publicUrl;

    await countView(listing.id, freshIp(), { origin: own });
    await countView(listing.id, freshIp(), { referer: `${own}/profile/mia/${listing.id}` });

    expect(await viewCount(listing.id)).toBe(2);
  });

  it('answers 404 for a listing that is not live and counts nothing', async () => {
    const listing = await createListing(api.db, { status: 'pending' });

    const response = await countView(listing.id, freshIp());

    expect(response.statusCode).toBe(404);
    expect(await viewCount(listing.id)).toBe(0);
  });

  it('accepts an empty JSON object as the body', async () => {
    const listing = await createListing(api.db);

    const response = await api.app.inject({
      method: 'POST',
      url: `/api/models/${listing.id}/views`,
      payload: {},
      remoteAddress: freshIp(),
      headers: FROM_OWN_PAGE,
    });

    expect(response.statusCode).toBe(204);
    expect(await viewCount(listing.id)).toBe(1);
  });

  it('answers 400 for a bad id', async () => {
    expect((await countView('x1', freshIp())).statusCode).toBe(400);
  });

  it('limits one address to 60 calls a minute with a 429', async () => {
    const listing = await createListing(api.db);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await countView(listing.id, ip)).statusCode);

    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await viewCount(listing.id)).toBe(1);
  });
});

describe('POST /api/models/:id/phone ("Show number")', () => {
  it('answers the number, uncached, and counts it once per visitor and listing', async () => {
    const listing = await createListing(api.db, {
      phone: '0491570008',
      contactChannels: ['sms'],
    });
    const ip = freshIp();

    const first = await showNumber(listing.id, ip);
    await showNumber(listing.id, ip);
    await showNumber(listing.id, freshIp());

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phone: '0491570008' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await revealCount(listing.id)).toBe(2);
  });

  it("answers another site's page or a script too, but counts only the site's own pages", async () => {
    const listing = await createListing(api.db, { phone: '0491570009' });

    const script = await showNumber(listing.id, freshIp(), {});
    const crossSite = await showNumber(listing.id, freshIp(), { 'sec-fetch-site': 'cross-site' });

    expect([script.statusCode, crossSite.statusCode]).toEqual([200, 200]);
    expect(await revealCount(listing.id)).toBe(0);
  });

  it.each([
    ['takes only enquiries', { contactChannels: ['enquiry' as const] }],
    ['has no number', { phone: null }],
    ['is paused', { status: 'paused' as const }],
    ['is pending review', { status: 'pending' as const }],
  ])('answers 404 for a listing that %s, and counts nothing', async (_case, overrides) => {
    const listing = await createListing(api.db, { phone: '0491570010', ...overrides });

    const response = await showNumber(listing.id, freshIp());

    expectAnswer(response, 404, MESSAGES.notFound);
    expect(await revealCount(listing.id)).toBe(0);
  });

  it(`refuses number ${PHONE_REVEALS_PER_HOUR + 1} in an hour from one IPv6 /64 with a 429 that says so`, async () => {
    const listings = await Promise.all(
      Array.from({ length: PHONE_REVEALS_PER_HOUR + 1 }, (_, i) =>
        createListing(api.db, { phone: `04915700${String(20 + i).padStart(2, '0')}` }),
      ),
    );
    const inNetwork = freshIpv6Network();
    const statuses: number[] = [];
    for (const [i, listing] of listings.slice(0, -1).entries()) {
      statuses.push((await showNumber(listing.id, inNetwork(i + 1))).statusCode);
    }

    const refused = await showNumber(listings.at(-1)!.id, inNetwork(999));

    expect(statuses.every((status) => status === 200)).toBe(true);
    expectAnswer(refused, 429, PHONE_REVEAL_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(refused.body).not.toContain('049157004');
    expect(await revealCount(listings.at(-1)!.id)).toBe(0);
  });

  it(`gives a signed-in customer ${PHONE_REVEALS_PER_HOUR_SIGNED_IN} an hour, counted per account`, async () => {
    const listing = await createListing(api.db, { phone: '0491570011' });
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const signedIn = { ...FROM_OWN_PAGE, authorization: customer.authorization };
    const statuses: number[] = [];
    // From a new address each time: the account's budget follows it.
    for (let i = 0; i <= PHONE_REVEALS_PER_HOUR_SIGNED_IN; i += 1) {
      statuses.push((await showNumber(listing.id, freshIp(), signedIn)).statusCode);
    }

    expect(statuses.slice(0, PHONE_REVEALS_PER_HOUR_SIGNED_IN).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await revealCount(listing.id)).toBe(1);
  });
});
