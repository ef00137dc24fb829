import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_WISHLIST_PATH,
  LISTING_MESSAGES as M,
  MODEL_HEARTBEAT_PATH,
  MODEL_ONLINE_VISIBILITY_PATH,
  POPULAR_LOCATIONS,
  PUBLIC_PLACE_PATH,
  buildListingTourPath,
  buildListingToursPath,
  buildWishlistItemPath,
  type OwnListing,
} from '@app/contract';
import { listingRevisions, models, tours, users } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createCustomer, createTour } from '../../test/factories.js';
import {
  approveAsAdmin,
  createLiveListing,
  drawPhoto,
  saveListingStep,
  send,
} from '../../test/listing-helpers.js';
import { findLocality, findPublicArea } from '../locations/index.js';
import { correctHiddenPlaces } from './hidden-place-correction.js';
import { isoDay } from '../../test/days.js';
import { correctPostalOnlyPlaces } from './postal-place-correction.js';

const api = useApiTest();
let nextSeed = 1000;

/** A live listing built through the API, approved by an admin. */
async function liveListing(overrides: Parameters<typeof createLiveListing>[2] = {}) {
  const { owner, admin, listing } = await createLiveListing(
    api,
    await drawPhoto(nextSeed++),
    overrides,
  );
  return { account: owner, admin, listing };
}

interface Card {
  model: { id: number; suburb: string };
  lat: number | null;
  lng: number | null;
  active_now: boolean;
  recently_online: boolean;
  touring: boolean;
  city: string;
}

async function cardsOf(query: string): Promise<Card[]> {
  // Several pages at most: the test listings are few, the demo data is not seeded here.
  const response = await send(api.app, 'GET', `/api/search-models?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as Card[];
}

async function cardOf(query: string, id: number): Promise<Card | undefined> {
  return (await cardsOf(query)).find((card) => card.model.id === id);
}

describe('tours: a listing touring a city is in its results during the tour only', () => {
  it('finds a Sydney listing touring Perth today in Perth’s results, and not after the last day', async () => {
    const { account, admin, listing } = await liveListing();
    const added = await send(
      api.app,
      'POST',
      buildListingToursPath(listing.id),
      account.authorization,
      {
        state: 'Western Australia',
        city: 'perth',
        starts_on: isoDay(0),
        ends_on: isoDay(2),
      },
    );
    expect(added.statusCode).toBe(201);
    const tour = (added.json().data as OwnListing).tours[0]!;
    expect(tour).toMatchObject({ state: 'Western Australia', city: 'Perth' });
    // A live listing's new tour is public once an admin approves it.
    expect(await cardOf('state=western-australia&city=perth', listing.id)).toBeUndefined();
    expect((await approveAsAdmin(api.app, admin.authorization, listing.id)).statusCode).toBe(200);

    const during = await cardOf('state=western-australia&city=perth', listing.id);
    expect(during).toMatchObject({ touring: true, city: 'Perth' });
    const perth = POPULAR_LOCATIONS.flatMap((entry) => entry.cities).find(
      (c) => c.name === 'Perth',
    )!;
    expect(during!.lat).toBeCloseTo(perth.lat, 4);

    // The tour's last day was yesterday (in Australia): over.
    await api.db
      .update(tours)
      .set({ startsOn: isoDay(-5), endsOn: isoDay(-1) })
      .where(eq(tours.id, tour.id));
    expect(await cardOf('state=western-australia&city=perth', listing.id)).toBeUndefined();
    expect(await cardOf('state=new-south-wales&city=sydney', listing.id)).toMatchObject({
      touring: false,
    });

    // Not yet begun: not there either.
    await api.db
      .update(tours)
      .set({ startsOn: isoDay(1), endsOn: isoDay(3) })
      .where(eq(tours.id, tour.id));
    expect(await cardOf('state=western-australia&city=perth', listing.id)).toBeUndefined();

    const removed = await send(
      api.app,
      'DELETE',
      buildListingTourPath(listing.id, tour.id),
      account.authorization,
    );
    expect(removed.json().data.tours).toEqual([]);
  });

  it('refuses a tour that ended, an unknown city, a 31-day tour, one starting in 7 months and one with its days reversed, with their messages', async () => {
    const { account, listing } = await liveListing();
    /** A Victorian tour to `city`, from `starts` to `ends` days from today. */
    const post = (city: string, starts: number, ends: number) =>
      send(api.app, 'POST', buildListingToursPath(listing.id), account.authorization, {
        state: 'Victoria',
        city,
        starts_on: isoDay(starts),
        ends_on: isoDay(ends),
      });

    const past = await post('Melbourne', -4, -1);
    const unknown = await post('Atlantis', 0, 1);
    const tooLong = await post('Geelong', 0, 30);
    const tooFarAhead = await post('Geelong', 213, 215);
    const order = await post('Geelong', 3, 1);

    const answers = [past, unknown, tooLong, tooFarAhead, order];
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.map((r) => r.json().message)).toEqual([
      M.tourInPast,
      M.tourCityRequired,
      M.tourTooLong,
      M.tourTooFarAhead,
      M.tourDatesOrder,
    ]);
  });

  it('refuses a tour overlapping another and a fourth upcoming tour, with their messages', async () => {
    const { account, listing } = await liveListing();
    const post = (starts: number, ends: number) =>
      send(api.app, 'POST', buildListingToursPath(listing.id), account.authorization, {
        state: 'Victoria',
        city: 'Geelong',
        starts_on: isoDay(starts),
        ends_on: isoDay(ends),
      });

    expect((await post(1, 5)).statusCode).toBe(201);
    const overlapping = await post(5, 8);
    expect((await post(10, 12)).statusCode).toBe(201);
    expect((await post(20, 49)).statusCode).toBe(201);
    const fourth = await post(60, 61);

    expect([overlapping.statusCode, fourth.statusCode]).toEqual([422, 422]);
    expect(overlapping.json().message).toBe(M.tourOverlaps);
    expect(fourth.json().message).toBe(M.tooManyTours);
  });
});

describe('online status: heartbeat and hiding', () => {
  it('shows Active Now after a heartbeat, and no marker at all (search, profile, wishlist) once hidden', async () => {
    const { account, listing } = await liveListing();
    const customer = await createCustomer(api.db, api.testApp.tokens);
    await send(api.app, 'POST', buildWishlistItemPath(listing.id), customer.authorization);

    const beat = await send(api.app, 'POST', MODEL_HEARTBEAT_PATH, account.authorization);
    expect(beat.statusCode).toBe(204);
    expect(await cardOf('state=new-south-wales&city=sydney', listing.id)).toMatchObject({
      active_now: true,
      recently_online: true,
    });

    const hidden = await send(api.app, 'PUT', MODEL_ONLINE_VISIBILITY_PATH, account.authorization, {
      hide_online_status: true,
    });
    expect(hidden.json().message).toBe(M.onlineHidden);
    await send(api.app, 'POST', MODEL_HEARTBEAT_PATH, account.authorization);

    expect(await cardOf('state=new-south-wales&city=sydney', listing.id)).toMatchObject({
      active_now: false,
      recently_online: false,
    });
    expect(
      await cardOf('state=new-south-wales&city=sydney&online=true', listing.id),
    ).toBeUndefined();
    const profile = (await send(api.app, 'GET', `/api/models/${listing.id}`)).json().data;
    expect(profile).toMatchObject({ active_now: false, recently_online: false });
    const wishlist = (
      await send(api.app, 'GET', CUSTOMER_WISHLIST_PATH, customer.authorization)
    ).json().data;
    expect(wishlist[0]).toMatchObject({ active_now: false });
    // The account itself was still seen: only the public marker is hidden.
    const [user] = await api.db.select().from(users).where(eq(users.id, account.id));
    expect(user!.lastSeenAt).not.toBeNull();

    await send(api.app, 'PUT', MODEL_ONLINE_VISIBILITY_PATH, account.authorization, {
      hide_online_status: false,
    });
    expect(await cardOf('state=new-south-wales&city=sydney', listing.id)).toMatchObject({
      active_now: true,
    });
  });

  it('showing the status again starts it at that moment: when she was seen while hidden stays private', async () => {
    const { account, listing } = await liveListing();
    await send(api.app, 'PUT', MODEL_ONLINE_VISIBILITY_PATH, account.authorization, {
      hide_online_status: true,
    });
    // Seen while hidden, long enough ago to tell apart from the moment she shows it again.
    const seenWhileHidden = new Date(Date.now() - 3 * 60 * 60 * 1000);
    await api.db.update(users).set({ lastSeenAt: seenWhileHidden }).where(eq(users.id, account.id));

    const shownAt = Date.now();
    await send(api.app, 'PUT', MODEL_ONLINE_VISIBILITY_PATH, account.authorization, {
      hide_online_status: false,
    });

    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.lastSeenAt!.getTime()).toBeGreaterThanOrEqual(shownAt - 1000);
  });
});

describe('privacy of place', () => {
  const KATOOMBA = { state: 'New South Wales', suburb: 'Katoomba', postcode: '2780' };

  it('with the suburb hidden, search, map points and profile show only the shared area: no suburb, postcode, home point or home town', async () => {
    const { account, admin, listing } = await liveListing({
      location: { ...KATOOMBA, show_suburb: false },
    });
    const home = findLocality(api.testApp.localities, 'Katoomba', 'NSW')!;
    const area = findPublicArea(api.testApp.localities, 'Katoomba', 'NSW')!;
    expect(area.name).toBe('Blue Mountains region');

    const stateAnswer = await send(api.app, 'GET', '/api/search-models?state=new-south-wales');
    const areaAnswer = await send(
      api.app,
      'GET',
      '/api/search-models?state=new-south-wales&city=blue-mountains-region',
    );
    const profileAnswer = await send(api.app, 'GET', `/api/models/${listing.id}`);
    const card = (areaAnswer.json().data as Card[]).find((c) => c.model.id === listing.id);
    expect(card).toMatchObject({ city: area.name, model: { suburb: area.name } });
    // The map draws the answer's points: the area's, never the home's.
    expect([card!.lat, card!.lng]).toEqual([area.lat, area.lng]);
    expect(profileAnswer.json().data).toMatchObject({ suburb: '', city: area.name });
    for (const answer of [stateAnswer, areaAnswer, profileAnswer]) {
      const text = answer.body;
      expect(text).toContain(`"id":${listing.id}`);
      for (const secret of ['Katoomba', '2780', String(home.lat), String(home.lng)]) {
        expect(text).not.toContain(secret);
      }
    }
    // A search for the home town does not find it, as a city or as a suburb.
    expect(await cardOf('state=new-south-wales&city=katoomba', listing.id)).toBeUndefined();
    expect(await cardOf('state=new-south-wales&suburb=katoomba', listing.id)).toBeUndefined();
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row).toMatchObject({ postcode: null, homeSuburb: 'Katoomba', homePostcode: '2780' });

    // The advertiser still sees (and keeps) their own locality, and can show it again.
    const own = await saveListingStep(api.app, account.authorization, listing.id, 'location', {
      ...KATOOMBA,
      show_suburb: true,
    });
    expect(own.json().data).toMatchObject({ suburb: 'Katoomba', postcode: '2780' });
    await approveAsAdmin(api.app, admin.authorization, listing.id);
    const [shown] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(shown).toMatchObject({ suburb: 'Katoomba', postcode: '2780', status: 'live' });
  });

  it('moves a hidden suburb listed under the old rule (its own town as city, its point) to the shared area, in the listing and in its changes waiting for review', async () => {
    const { account, listing } = await liveListing({
      location: { ...KATOOMBA, show_suburb: false },
    });
    const home = findLocality(api.testApp.localities, 'Katoomba', 'NSW')!;
    const oldRule = { city: 'Katoomba', lat: home.lat, lng: home.lng };
    await api.db.update(models).set(oldRule).where(eq(models.id, listing.id));
    await saveListingStep(api.app, account.authorization, listing.id, 'location', {
      ...KATOOMBA,
      show_suburb: false,
    });
    await api.db
      .update(listingRevisions)
      .set({
        changes: sql`jsonb_set(changes, '{columns}', (changes -> 'columns') || ${JSON.stringify(oldRule)}::jsonb)`,
      })
      .where(eq(listingRevisions.modelId, listing.id));

    expect(await correctHiddenPlaces(api.db, api.testApp.localities)).toBe(2);
    const area = findPublicArea(api.testApp.localities, 'Katoomba', 'NSW')!;
    const shared = { city: area.name, lat: area.lat, lng: area.lng };
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row).toMatchObject({ ...shared, suburb: '' });
    const [revision] = await api.db
      .select()
      .from(listingRevisions)
      .where(eq(listingRevisions.modelId, listing.id));
    expect(revision!.changes.columns).toMatchObject(shared);
    expect(await correctHiddenPlaces(api.db, api.testApp.localities)).toBe(0);
  });

  it('tells the builder the public place of a suburb, and answers an unknown one with 404', async () => {
    const shown = await send(api.app, 'GET', `${PUBLIC_PLACE_PATH}?state=NSW&suburb=katoomba`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      data: { name: 'Blue Mountains region', state: 'New South Wales' },
    });
    const unknown = await send(api.app, 'GET', `${PUBLIC_PLACE_PATH}?state=TAS&suburb=Katoomba`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.locationUnknown);
    const missing = await send(api.app, 'GET', `${PUBLIC_PLACE_PATH}?state=NSW`);
    expect(missing.statusCode).toBe(400);
  });

  it('moves a listing and a tour stored under a postal-only name onto the real locality at start, once', async () => {
    const { listing } = await liveListing();
    const postal = { state: 'Victoria', city: 'Melbourne', homeSuburb: 'Melbourne University' };
    await api.db
      .update(models)
      .set({ ...postal, suburb: 'Melbourne University', homePostcode: '3052' })
      .where(eq(models.id, listing.id));
    const tour = await createTour(api.db, {
      modelId: listing.id,
      state: 'Victoria',
      city: 'Collins Street West',
      startsOn: isoDay(1),
      endsOn: isoDay(2),
    });

    expect(await correctPostalOnlyPlaces(api.db, api.testApp.localities)).toEqual({
      listings: 1,
      pendingChanges: 0,
      tours: 1,
    });
    const melbourne = findLocality(api.testApp.localities, 'Melbourne', 'VIC')!;
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row).toMatchObject({
      suburb: 'Melbourne',
      homeSuburb: 'Melbourne',
      homePostcode: '3052',
      lat: melbourne.lat,
      lng: melbourne.lng,
    });
    const [moved] = await api.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(moved).toMatchObject({ city: 'Melbourne', lat: melbourne.lat, lng: melbourne.lng });
    expect(await correctPostalOnlyPlaces(api.db, api.testApp.localities)).toEqual({
      listings: 0,
      pendingChanges: 0,
      tours: 0,
    });
  });
});
