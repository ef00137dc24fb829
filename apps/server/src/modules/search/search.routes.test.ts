import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SEARCH_READS_PER_WINDOW,
  SearchModelsResponseSchema,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  TOURING_SOON_DAYS,
  describeSearchTour,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { models } from '../../db/schema.js';
import { createListing, createTour } from '../../test/factories.js';
import { checkedAnswer, expectAnswer, useApiTest } from '../../test/api-test.js';
import { isoDay } from '../../test/days.js';

const api = useApiTest();

/** A made-up city of letters only, so each test owns its listings. */
function uniqueCity(): string {
  return `Test ${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

async function search(query: string) {
  const response = await checkedAnswer(
    api.app.inject({ method: 'GET', url: `/api/search-models?${query}` }),
    SearchModelsResponseSchema,
  );
  return { status: response.statusCode, body: response.json() };
}

interface SearchBody {
  data: Array<{ model: { id: number } }>;
}

/** The listing ids of a search's answer, in its order. */
function listingIds(body: SearchBody): number[] {
  return body.data.map((item) => item.model.id);
}

/** A tour of `city` in Queensland by the listing, between two days counted from today. */
function createQueenslandTour(modelId: number, city: string, fromDay: number, toDay: number) {
  return createTour(api.db, {
    modelId,
    state: 'Queensland',
    city,
    startsOn: isoDay(fromDay),
    endsOn: isoDay(toDay),
  });
}

describe('GET /api/search-models', () => {
  it('answers live listings of a state and city in the full paginated shape', async () => {
    const city = uniqueCity();
    const live = await createListing(api.db, {
      city,
      name: 'Aria Example',
      suburb: 'Newtown',
    });
    await createListing(api.db, { city, status: 'pending' });
    await createListing(api.db, { city, status: 'suspended' });

    const { status, body } = await search(`state=new-south-wales&city=${encodeURIComponent(city)}`);

    expect(status).toBe(200);
    const parsed = SearchModelsResponseSchema.parse(body);
    expect(parsed.total).toBe(1);
    expect(parsed).toMatchObject({
      current_page: 1,
      per_page: SEARCH_PAGE_SIZE,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
    });
    expect(parsed.data[0]).toMatchObject({
      name: 'Aria Example',
      city,
      profile: { state: 'New South Wales', country: 'Australia' },
      model: { id: live.id, age: 25, suburb: 'Newtown', description: 'A fictional test listing.' },
      touring: false,
      tour: null,
    });
  });

  it('carries no phone number, in no field of any card', async () => {
    const city = uniqueCity();
    await createListing(api.db, { city, phone: '0491570031', descriptionText: 'Dinner dates.' });

    const response = await api.app.inject({
      method: 'GET',
      url: `/api/search-models?state=nsw&city=${encodeURIComponent(city)}`,
    });

    expect(response.json().data).toHaveLength(1);
    expect(response.body).not.toMatch(/0?491\s*570\s*031/);
  });

  it(`limits one address to ${SEARCH_READS_PER_WINDOW} searches in 10 minutes, bad ones included, then 429`, async () => {
    const read = (query: string) =>
      api.app.inject({
        method: 'GET',
        url: `/api/search-models?${query}`,
        remoteAddress: '192.0.2.77',
      });
    const statuses = new Set<number>();
    // Refused queries (page 0) cost the same budget, and the test no search each.
    for (let i = 0; i < SEARCH_READS_PER_WINDOW; i += 1) {
      statuses.add((await read(`page=0&city=x${i}`)).statusCode);
    }

    expect([...statuses]).toEqual([400]);
    expectAnswer(await read('state=tas'), 429, MESSAGES.tooManyRequests);
  });

  it('matches places ignoring case, hyphens and spaces, as the fixed link words StKilda and home-bush need', async () => {
    const stKilda = await createListing(api.db, { state: 'Victoria', city: 'St Kilda' });
    const homebush = await createListing(api.db, { city: 'Homebush' });

    const fromLinkWord = await search('state=victoria&city=StKilda');
    const fromHyphens = await search('state=VICTORIA&city=st-kilda');
    const fromHomeBush = await search('state=new-south-wales&city=home-bush');

    expect(listingIds(fromLinkWord.body)).toContain(stKilda.id);
    expect(listingIds(fromHyphens.body)).toContain(stKilda.id);
    expect(listingIds(fromHomeBush.body)).toContain(homebush.id);
  });

  it('treats All, all and empty values as no filter', async () => {
    const city = uniqueCity();
    await createListing(api.db, { city, gender: 'male' });
    await createListing(api.db, { city, gender: 'female', accountType: 'BDSM' });

    const { body } = await search(
      `city=${encodeURIComponent(city)}&gender=All&account_type=all&escort_type=&state=`,
    );

    expect(body.total).toBe(2);
  });

  it('filters by gender, account type and category', async () => {
    const city = uniqueCity();
    const matching = {
      city,
      gender: 'Transexual/Trasgender',
      accountType: 'StripsDance',
      categories: ['StripsDance', 'Independents'],
    };
    const wanted = await createListing(api.db, matching);
    // Each of these misses exactly one of the three filters.
    await createListing(api.db, { ...matching, accountType: 'Escort' });
    await createListing(api.db, { ...matching, gender: 'female' });
    await createListing(api.db, { ...matching, categories: [] });

    const { body } = await search(
      `city=${encodeURIComponent(city)}&gender=${encodeURIComponent('transexual/trasgender')}&account_type=stripsdance&escort_type=StripsDance`,
    );

    expect(listingIds(body)).toEqual([wanted.id]);
  });

  it('filters by suburb, the fallback search when a city finds nothing', async () => {
    const suburb = uniqueCity();
    const listing = await createListing(api.db, { suburb });

    const { body } = await search(
      `state=new-south-wales&suburb=${encodeURIComponent(suburb.toLowerCase().replace(/ /g, '-'))}`,
    );

    expect(listingIds(body)).toEqual([listing.id]);
  });

  it('finds a listing touring a city today in that city, and not after the tour ends', async () => {
    const city = uniqueCity();
    const touring = await createListing(api.db, { state: 'Victoria', city: 'Geelong' });
    const finished = await createListing(api.db, { state: 'Victoria', city: 'Geelong' });
    await createQueenslandTour(touring.id, city, -1, 2);
    await createQueenslandTour(finished.id, city, -9, -2);

    const { body } = await search(`state=queensland&city=${encodeURIComponent(city)}`);

    expect(listingIds(body)).toEqual([touring.id]);
    expect(body.data[0]).toMatchObject({ touring: true, city, profile: { state: 'Queensland' } });
  });

  it('answers a listing touring the city searched at the tour: its city, state, last day and position', async () => {
    const city = uniqueCity();
    const listing = await createListing(api.db, { city: 'Sydney', suburb: 'Surry Hills' });
    await createTour(api.db, {
      modelId: listing.id,
      state: 'Queensland',
      city,
      lat: -27.47,
      lng: 153.03,
      startsOn: isoDay(-1),
      endsOn: isoDay(3),
    });

    const { body } = await search(`state=queensland&city=${encodeURIComponent(city)}`);

    expect(SearchModelsResponseSchema.parse(body).data).toEqual([
      expect.objectContaining({
        city,
        touring: true,
        tour: {
          status: 'touring',
          city,
          state: 'Queensland',
          from: isoDay(-1),
          until: isoDay(3),
        },
        lat: -27.47,
        lng: 153.03,
        profile: { state: 'Queensland', country: 'Australia' },
        model: expect.objectContaining({ id: listing.id, suburb: city }),
      }),
    ]);
  });

  it('keeps a listing away on tour in its home city, marked away, at home and with no position', async () => {
    const home = uniqueCity();
    const listing = await createListing(api.db, { city: home, suburb: 'Surry Hills' });
    await createQueenslandTour(listing.id, 'Brisbane', -1, 3);

    const { body } = await search(`state=new-south-wales&city=${encodeURIComponent(home)}`);

    expect(SearchModelsResponseSchema.parse(body).data).toEqual([
      expect.objectContaining({
        city: home,
        touring: false,
        tour: {
          status: 'away',
          city: 'Brisbane',
          state: 'Queensland',
          from: isoDay(-1),
          until: isoDay(3),
        },
        lat: null,
        lng: null,
        profile: { state: 'New South Wales', country: 'Australia' },
        model: expect.objectContaining({ id: listing.id, suburb: 'Surry Hills' }),
      }),
    ]);
  });

  it('counts a tour inside the state searched as touring there, not away', async () => {
    const listing = await createListing(api.db, {
      state: 'Tasmania',
      city: 'Hobart',
      suburb: 'Sandy Bay',
    });
    await createTour(api.db, {
      modelId: listing.id,
      state: 'Tasmania',
      city: 'Launceston',
      lat: -41.44,
      lng: 147.14,
      startsOn: isoDay(0),
      endsOn: isoDay(2),
    });

    const { body } = await search('state=tasmania');

    expect(SearchModelsResponseSchema.parse(body).data).toEqual([
      expect.objectContaining({
        city: 'Launceston',
        tour: {
          status: 'touring',
          city: 'Launceston',
          state: 'Tasmania',
          from: isoDay(0),
          until: isoDay(2),
        },
        lat: -41.44,
      }),
    ]);
  });

  it('puts Active Now first, then verified, then the rest', async () => {
    const city = uniqueCity();
    const plain = await createListing(api.db, { city });
    const verified = await createListing(api.db, { city, isVerified: true });
    const active = await createListing(api.db, {
      city,
      lastSeenAt: new Date(Date.now() - 60_000),
    });
    await createListing(api.db, { city }); // rotation fodder

    const { body } = await search(`city=${encodeURIComponent(city)}`);
    const ids = listingIds(body);

    expect(ids[0]).toBe(active.id);
    expect(ids[1]).toBe(verified.id);
    expect(ids).toContain(plain.id);
    expect(body.data[0]).toMatchObject({ active_now: true, recently_online: true });
  });

  it('links the next and previous pages with the same filters', async () => {
    const city = uniqueCity();
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i += 1) await createListing(api.db, { city });

    const first = await search(`city=${encodeURIComponent(city)}&gender=female`);
    const second = await search(`city=${encodeURIComponent(city)}&gender=female&page=2`);

    expect(first.body).toMatchObject({
      total: SEARCH_PAGE_SIZE + 3,
      last_page: 2,
      prev_page_url: null,
    });
    const next = new URL(first.body.next_page_url);
    expect(next.pathname).toBe('/api/search-models');
    expect(Object.fromEntries(next.searchParams)).toEqual({ city, gender: 'female', page: '2' });
    expect(second.body.data).toHaveLength(3);
    expect(second.body.next_page_url).toBeNull();
    expect(new URL(second.body.prev_page_url).searchParams.get('page')).toBe('1');
  });

  it('answers no listings for a country other than Australia', async () => {
    const { status, body } = await search('country=new-zealand');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=99999999999', 'page'],
    ['gender=robot', 'gender'],
    ['account_type=VIP', 'account_type'],
    ['escort_type=unknown', 'escort_type'],
    [`city=${'a'.repeat(10_000)}`, 'city'],
    [`state=${encodeURIComponent("' OR 1=1; DROP TABLE models; --")}`, 'state'],
    [`suburb=${encodeURIComponent('<script>alert(1)</script>')}`, 'suburb'],
    ['state=narnia', undefined],
  ])('refuses %s with a 400 and a message, never a 500', async (query, field) => {
    const { status, body } = await search(query);

    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(5);
    if (field) expect(body.errors).toHaveProperty(field);
  });
});

describe('GET /api/search-models: advanced filters', () => {
  const ids = (body: SearchBody) => listingIds(body).sort((a, b) => a - b);

  it('filters by an inclusive age range', async () => {
    const city = uniqueCity();
    const a21 = await createListing(api.db, { city, age: 21 });
    const a25 = await createListing(api.db, { city, age: 25 });
    const a30 = await createListing(api.db, { city, age: 30 });
    const a31 = await createListing(api.db, { city, age: 31 });

    const range = await search(`city=${encodeURIComponent(city)}&min_age=25&max_age=30`);
    const minOnly = await search(`city=${encodeURIComponent(city)}&min_age=30`);
    const maxOnly = await search(`city=${encodeURIComponent(city)}&max_age=21`);

    expect(ids(range.body)).toEqual([a25.id, a30.id]);
    expect(ids(minOnly.body)).toEqual([a30.id, a31.id]);
    expect(ids(maxOnly.body)).toEqual([a21.id]);
  });

  it('finds only verified listings with verified=true, and all with verified=false', async () => {
    const city = uniqueCity();
    const verified = await createListing(api.db, { city, isVerified: true });
    const unverified = await createListing(api.db, { city, isVerified: false });

    const only = await search(`city=${encodeURIComponent(city)}&verified=true`);
    const all = await search(`city=${encodeURIComponent(city)}&verified=false`);

    expect(ids(only.body)).toEqual([verified.id]);
    expect(ids(all.body)).toEqual([verified.id, unverified.id].sort((a, b) => a - b));
  });

  it('finds only listings seen in the last 24 hours with online=1, each marked Recently online', async () => {
    const city = uniqueCity();
    const hour = 3_600_000;
    const recent = await createListing(api.db, {
      city,
      lastSeenAt: new Date(Date.now() - 23 * hour),
    });
    await createListing(api.db, { city, lastSeenAt: new Date(Date.now() - 25 * hour) });
    await createListing(api.db, { city, lastSeenAt: null });

    const { body } = await search(`city=${encodeURIComponent(city)}&online=1`);

    expect(ids(body)).toEqual([recent.id]);
    expect(body.data[0].recently_online).toBe(true);
  });

  it('applies the advanced filters to listings touring the city too', async () => {
    const city = uniqueCity();
    const home = await createListing(api.db, { state: 'Victoria', city: 'Geelong' });
    const young = await createListing(api.db, {
      state: 'Victoria',
      city: 'Geelong',
      age: 19,
    });
    for (const listing of [home, young]) await createQueenslandTour(listing.id, city, -1, 1);

    const { body } = await search(`state=queensland&city=${encodeURIComponent(city)}&min_age=20`);

    expect(ids(body)).toEqual([home.id]);
  });

  it('keeps the advanced filters in the next page link', async () => {
    const city = uniqueCity();
    for (let i = 0; i < SEARCH_PAGE_SIZE + 1; i += 1)
      await createListing(api.db, { city, age: 30, isVerified: true });

    const { body } = await search(
      `city=${encodeURIComponent(city)}&min_age=25&max_age=35&verified=true&online=false`,
    );

    expect(body.total).toBe(SEARCH_PAGE_SIZE + 1);
    const next = new URL(body.next_page_url);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      city,
      min_age: '25',
      max_age: '35',
      verified: 'true',
      online: 'false',
      page: '2',
    });
    const second = await search(next.search.slice(1));
    expect(second.body.data).toHaveLength(1);
  });

  it.each([
    ['min_age=17', 'min_age'],
    ['max_age=100', 'max_age'],
    ['min_age=abc', 'min_age'],
    ['min_age=30&max_age=25', 'min_age'],
    ['verified=yes', 'verified'],
    ['online=2', 'online'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await search(query);

    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(field);
  });
});

describe('GET /api/search-models: richer filters and sorts', () => {
  const ids = (body: SearchBody) => listingIds(body).sort((a, b) => a - b);
  const rate = (kind: 'incall' | 'outcall', minutes: 60 | 120, amount: number) => ({
    kind,
    minutes,
    amount,
  });

  it('prices a listing by its lowest one-hour rate, incall or outcall, and leaves out one without', async () => {
    const city = uniqueCity();
    const cheapOutcall = await createListing(api.db, {
      city,
      rateTable: [rate('incall', 60, 400), rate('outcall', 60, 250)],
    });
    const dear = await createListing(api.db, { city, rateTable: [rate('incall', 60, 600)] });
    // Two hours for 300 is no one-hour price: the listing has no price to filter on.
    await createListing(api.db, { city, rateTable: [rate('incall', 120, 300)] });

    const range = await search(`city=${encodeURIComponent(city)}&min_price=200&max_price=300`);
    const from = await search(`city=${encodeURIComponent(city)}&min_price=300`);

    expect(ids(range.body)).toEqual([cheapOutcall.id]);
    expect(ids(from.body)).toEqual([dear.id]);
    expect(from.body.total).toBe(1);
  });

  it('finds incall or outcall listings by the rates they offer', async () => {
    const city = uniqueCity();
    const incall = await createListing(api.db, { city, rateTable: [rate('incall', 120, 500)] });
    const outcall = await createListing(api.db, { city, rateTable: [rate('outcall', 60, 300)] });

    const inOnly = await search(`city=${encodeURIComponent(city)}&incall=true`);
    const outOnly = await search(`city=${encodeURIComponent(city)}&outcall=1`);

    expect(ids(inOnly.body)).toEqual([incall.id]);
    expect(ids(outOnly.body)).toEqual([outcall.id]);
    // Rates saved again move the summed counts (listing_counts) with them.
    await api.db
      .update(models)
      .set({ rateTable: [rate('outcall', 60, 350)] })
      .where(eq(models.id, incall.id));
    const moved = await search(`city=${encodeURIComponent(city)}&outcall=true`);
    expect(moved.body.total).toBe(2);
    expect((await search(`city=${encodeURIComponent(city)}&incall=true`)).body.total).toBe(0);
  });

  it("finds a language among the listing's languages, ignoring case", async () => {
    const city = uniqueCity();
    const speaks = await createListing(api.db, { city, languages: ['English', 'Mandarin'] });
    await createListing(api.db, { city, languages: ['English'] });

    const { body } = await search(`city=${encodeURIComponent(city)}&language=mandarin`);

    expect(ids(body)).toEqual([speaks.id]);
  });

  it('finds listings available today only while their time has not passed', async () => {
    const city = uniqueCity();
    const available = await createListing(api.db, {
      city,
      availableUntil: new Date(Date.now() + 3_600_000),
    });
    await createListing(api.db, { city, availableUntil: new Date(Date.now() - 60_000) });
    await createListing(api.db, { city, availableUntil: null });

    const { body } = await search(`city=${encodeURIComponent(city)}&available_today=true`);

    expect(ids(body)).toEqual([available.id]);
    expect(body.total).toBe(1);
  });

  it('puts listings available today right after Active Now in the recommended order', async () => {
    const city = uniqueCity();
    const verified = await createListing(api.db, { city, isVerified: true });
    const available = await createListing(api.db, {
      city,
      availableUntil: new Date(Date.now() + 3_600_000),
    });
    const active = await createListing(api.db, { city, lastSeenAt: new Date() });

    const { body } = await search(`city=${encodeURIComponent(city)}`);

    expect(listingIds(body)).toEqual([active.id, available.id, verified.id]);
  });

  it('finds a listing touring the place soon there before it arrives, its card naming the tour', async () => {
    const city = uniqueCity();
    const arriving = await createListing(api.db, { city: 'Sydney', suburb: 'Surry Hills' });
    await createQueenslandTour(arriving.id, city, 3, 6);
    const later = await createListing(api.db, { city: 'Sydney' });
    await createQueenslandTour(later.id, city, TOURING_SOON_DAYS + 1, TOURING_SOON_DAYS + 2);
    const atHome = await createListing(api.db, { state: 'Queensland', city });

    const soon = await search(
      `state=queensland&city=${encodeURIComponent(city)}&touring_soon=true`,
    );
    const plain = await search(`state=queensland&city=${encodeURIComponent(city)}`);

    const [card] = SearchModelsResponseSchema.parse(soon.body).data;
    expect(soon.body.total).toBe(1);
    expect(card).toEqual(
      expect.objectContaining({
        city,
        model: expect.objectContaining({ id: arriving.id }),
        tour: { status: 'arriving', city, state: 'Queensland', from: isoDay(3), until: isoDay(6) },
      }),
    );
    expect(describeSearchTour(card!.tour!)).toMatch(new RegExp(`^Touring ${city} from `));
    expect(listingIds(plain.body)).toEqual([atHome.id]);
  });

  it('sorts by newest first and by price low to high with unpriced listings last', async () => {
    const city = uniqueCity();
    const day = 86_400_000;
    const old = await createListing(api.db, {
      city,
      wentLiveAt: new Date(Date.now() - 30 * day),
      rateTable: [rate('incall', 60, 200)],
    });
    const unpriced = await createListing(api.db, {
      city,
      wentLiveAt: new Date(Date.now() - day),
      rateTable: [rate('incall', 120, 100)],
    });
    const dear = await createListing(api.db, {
      city,
      wentLiveAt: new Date(Date.now() - 10 * day),
      rateTable: [rate('outcall', 60, 450)],
    });

    const newest = await search(`city=${encodeURIComponent(city)}&sort=newest`);
    const cheapest = await search(`city=${encodeURIComponent(city)}&sort=price_asc`);

    expect(listingIds(newest.body)).toEqual([unpriced.id, dear.id, old.id]);
    expect(listingIds(cheapest.body)).toEqual([old.id, dear.id, unpriced.id]);
  });

  it.each([
    ['min_price=-5', 'min_price', SEARCH_MESSAGES.badPrice],
    ['max_price=12.50', 'max_price', SEARCH_MESSAGES.badPrice],
    ['max_price=100001', 'max_price', SEARCH_MESSAGES.badPrice],
    ['min_price=400&max_price=300', 'min_price', SEARCH_MESSAGES.badPriceRange],
    ['incall=yes', 'incall', SEARCH_MESSAGES.badFlag],
    ['outcall=2', 'outcall', SEARCH_MESSAGES.badFlag],
    ['available_today=maybe', 'available_today', SEARCH_MESSAGES.badFlag],
    ['touring_soon=soon', 'touring_soon', SEARCH_MESSAGES.badFlag],
    [`language=${encodeURIComponent('<b>')}`, 'language', SEARCH_MESSAGES.badLanguage],
    [`language=${'a'.repeat(41)}`, 'language', SEARCH_MESSAGES.badLanguage],
    ['sort=cheapest', 'sort', SEARCH_MESSAGES.badSort],
  ])(
    'refuses %s with a 400 and the contract message on the field',
    async (query, field, message) => {
      const { status, body } = await search(query);

      expect(status).toBe(400);
      expect(body.errors).toEqual({ [field]: message });
    },
  );
});
