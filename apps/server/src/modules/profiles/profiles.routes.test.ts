import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetModelProfileResponseSchema, MESSAGES } from '@app/contract';
import { modelPhotos } from '../../db/schema.js';
import { createListing, createTour, viewCountOf } from '../../test/factories.js';
import { expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { australianDate } from '../search/index.js';

const api = useApiTest();

const DAY = 86_400_000;
const MINUTE = 60_000;
const isoDay = (offsetDays: number) => australianDate(new Date(Date.now() + offsetDays * DAY));

const getProfile = (id: number | string) =>
  api.app.inject({ method: 'GET', url: `/api/models/${id}` });

const countView = (id: number | string, ip: string) =>
  api.app.inject({ method: 'POST', url: `/api/models/${id}/views`, remoteAddress: ip });

const viewCount = (listingId: number) => viewCountOf(api.db, listingId);

describe('GET /api/models/:id', () => {
  it('answers a live listing with its gallery (primary first, no repeats), tours and contact', async () => {
    const listing = await createListing(api.db, {
      name: 'Mia Example',
      age: 27,
      imageName: 'primary-1.jpg',
      phone: '0491570006',
      contactPreferences: { call: false, sms: true },
      rates: [{ label: '1 hour', amount: 400 }],
      availability: 'Weekdays from 10 am',
      languages: ['English', 'Italian'],
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
      phone: '0491570006',
      contact: { call: false, sms: true },
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

  it('hides the phone number when the advertiser takes neither calls nor texts', async () => {
    const listing = await createListing(api.db, {
      phone: '0491570007',
      contactPreferences: { call: false, sms: false },
    });

    const { data } = (await getProfile(listing.id)).json();

    expect(data.phone).toBeNull();
    expect(data.contact).toEqual({ call: false, sms: false });
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
  it('counts one view per address and listing in 30 minutes', async () => {
    const listing = await createListing(api.db);
    const ip = freshIp();

    const first = await countView(listing.id, ip);
    const repeat = await countView(listing.id, ip);
    const otherVisitor = await countView(listing.id, freshIp());

    expect([first.statusCode, repeat.statusCode, otherVisitor.statusCode]).toEqual([204, 204, 204]);
    expect(first.body).toBe('');
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
