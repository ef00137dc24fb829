import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LISTING_MESSAGES as M,
  MODEL_ACCOUNT_PATH,
  MODEL_LISTINGS_PATH,
  OwnListingSchema,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildAdminRejectPath,
  buildListingPausePath,
  buildListingPhotoOrderPath,
  buildListingResumePath,
  buildListingStatsPath,
  buildListingSubmitPath,
  buildModelListingPath,
  buildModelContactApiPath,
  buildModelPhoneApiPath,
  buildModelViewApiPath,
  type OwnListing,
} from '@app/contract';
import { listingStatsDaily, modelPhotos, models, tours, users } from '../../db/schema.js';
import { FROM_OWN_PAGE, expectAnswer, freshIp, useApiTest } from '../../test/api-test.js';
import { outboxFor } from '../../test/auth-helpers.js';
import {
  createAdminAccount,
  createCustomer,
  createModelAccount,
  type TestAccount,
} from '../../test/factories.js';
import {
  ABOUT,
  approveAsAdmin,
  BASICS,
  buildListingSteps,
  createLiveListing,
  drawPhoto,
  saveListingStep,
  send,
  storedFiles,
  uploadPhoto,
} from '../../test/listing-helpers.js';

const api = useApiTest();
const model = () => createModelAccount(api.db, api.testApp.tokens);

/** A call to this file's app, signed in as `account`. */
function sendAs(
  account: TestAccount,
  method: Parameters<typeof send>[1],
  url: string,
  payload?: object,
) {
  return send(api.app, method, url, account.authorization, payload);
}

describe('the listing builder (PUT /api/model/listings/:id/:step)', () => {
  it('refuses an advertiser under 18 with the underAge message', async () => {
    const account = await model();

    const created = await send(api.app, 'POST', MODEL_LISTINGS_PATH, account.authorization, {
      ...BASICS,
      age: 17,
    });

    expectAnswer(created, 422, M.underAge);
    expect(created.json().errors.age).toBe(M.underAge);
    const rows = await api.db.select().from(models).where(eq(models.userId, account.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an age under 18 on the basics step of an existing listing too', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const saved = await saveListingStep(api.app, account.authorization, listing.id, 'basics', {
      ...BASICS,
      age: 16,
    });

    expectAnswer(saved, 422, M.underAge);
  });

  it('saves every step as a draft and reports the completed steps', async () => {
    const account = await model();

    const listing = await buildListingSteps(api.app, account.authorization);

    expect(OwnListingSchema.parse(listing)).toEqual(listing);
    expect(listing.status).toBe('draft');
    expect(listing.completed_steps).toEqual(['basics', 'location', 'about', 'rates']);
    expect(listing).toMatchObject({
      state: 'New South Wales',
      city: 'Sydney',
      suburb: 'Surry Hills',
      postcode: '2010',
      contact_channels: ['calls', 'sms'],
      telegram_handle: '',
      languages: ['English', 'Italian'],
    });
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.rates).toEqual([
      { label: 'Incall · 1 hour', amount: 350 },
      { label: 'Outcall · 2 hours', amount: 750 },
    ]);
    expect(row!.availability).toBe('Monday 10:00–22:00; Saturday 18:00–midnight');
    expect(row!.lat).toBeCloseTo(-33.88, 1);
  });

  it('keeps one listing per account: a second create is 409', async () => {
    const account = await model();
    await buildListingSteps(api.app, account.authorization);

    const again = await send(api.app, 'POST', MODEL_LISTINGS_PATH, account.authorization, BASICS);

    expectAnswer(again, 409, M.listingExists);
  });

  it('answers 422 locationUnknown for a suburb the places index does not know', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const saved = await saveListingStep(api.app, account.authorization, listing.id, 'location', {
      state: 'Victoria',
      suburb: 'Nowhere Atall',
      postcode: '3000',
      show_suburb: true,
    });

    expectAnswer(saved, 422, M.locationUnknown);
  });

  it('sanitises the description to the allow-list and keeps its plain text', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const saved = await saveListingStep(api.app, account.authorization, listing.id, 'about', {
      ...ABOUT,
      description_html:
        '<h3 style="color:red">Hello</h3><p onclick="x()">Fictional <a href="https://x">companion</a> for quiet evenings.<script>alert(1)</script></p><img src=x>',
    });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.description_html).toBe(
      '<h3>Hello</h3><p>Fictional companion for quiet evenings.</p>',
    );
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.descriptionText).toBe('Hello Fictional companion for quiet evenings.');
  });

  it('refuses a description whose text is too short once the markup is gone', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const saved = await saveListingStep(api.app, account.authorization, listing.id, 'about', {
      ...ABOUT,
      description_html: '<p><strong>Hi</strong></p><script>long long long long long</script>',
    });

    expectAnswer(saved, 422, M.descriptionTooShort);
  });
});

describe('who may read and change a listing', () => {
  it("answers 403 on another model's listing, for reading and for every change", async () => {
    const owner = await model();
    const other = await model();
    const listing = await buildListingSteps(api.app, owner.authorization);
    const auth = other.authorization;

    const attempts = await Promise.all([
      send(api.app, 'GET', buildModelListingPath(listing.id), auth),
      saveListingStep(api.app, auth, listing.id, 'basics', BASICS),
      saveListingStep(api.app, auth, listing.id, 'about', ABOUT),
      send(api.app, 'POST', buildListingSubmitPath(listing.id), auth),
      send(api.app, 'GET', buildListingStatsPath(listing.id), auth),
      send(api.app, 'PUT', buildListingPhotoOrderPath(listing.id), auth, { photo_ids: [1] }),
      uploadPhoto(api.app, auth, listing.id, await drawPhoto(1)),
    ]);

    for (const attempt of attempts) {
      expectAnswer(attempt, 403, M.notYourListing);
    }
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.name).toBe(BASICS.name);
  });

  it('answers 404 for a listing id that does not exist', async () => {
    const account = await model();

    const response = await sendAs(account, 'GET', buildModelListingPath(999_999));

    expectAnswer(response, 404, M.listingNotFound);
  });

  it("refuses a customer's token on /api/model/* with 403", async () => {
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const owner = await model();
    const listing = await buildListingSteps(api.app, owner.authorization);

    const responses = await Promise.all([
      send(api.app, 'GET', buildModelListingPath(listing.id), customer.authorization),
      send(api.app, 'POST', MODEL_LISTINGS_PATH, customer.authorization, BASICS),
      send(api.app, 'POST', '/api/model/heartbeat', customer.authorization),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });

  it('answers 401 without a token and 403 for a model on /api/admin/*', async () => {
    const owner = await model();
    const listing = await buildListingSteps(api.app, owner.authorization);

    const anonymous = await send(api.app, 'GET', buildModelListingPath(listing.id));
    const asModel = await send(
      api.app,
      'POST',
      buildAdminApprovePath(listing.id),
      owner.authorization,
      { version: 0 },
    );

    expect(anonymous.statusCode).toBe(401);
    expect(asModel.statusCode).toBe(403);
  });
});

describe('status: submit, review, pause and resume', () => {
  it('refuses to submit without a photo, with the needsPhoto message', async () => {
    const account = await model();
    const listing = await buildListingSteps(api.app, account.authorization);

    const submitted = await sendAs(account, 'POST', buildListingSubmitPath(listing.id));

    expectAnswer(submitted, 422, M.needsPhoto);
  });

  it('goes builder → submit → admin approve → live in its city search with the photos in order, then pause and resume', async () => {
    const account = await model();
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const listing = await buildListingSteps(api.app, account.authorization, {
      location: { state: 'Victoria', suburb: 'Carlton', postcode: '3053' },
    });
    const first = (
      await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(11))
    ).json();
    const second = (
      await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(12))
    ).json();
    const reordered = await sendAs(account, 'PUT', buildListingPhotoOrderPath(listing.id), {
      photo_ids: [second.data.id, first.data.id],
    });
    expect(reordered.statusCode).toBe(200);

    const submitted = await sendAs(account, 'POST', buildListingSubmitPath(listing.id));
    expectAnswer(submitted, 200, M.submitted);
    const review = await sendAs(admin, 'GET', buildAdminListingPath(listing.id));
    expect(review.json().data).toMatchObject({ status: 'pending', flags: [] });

    const approved = await approveAsAdmin(api.app, admin.authorization, listing.id);
    expect(approved.statusCode).toBe(200);

    const search = await send(api.app, 'GET', '/api/search-models?state=victoria&city=melbourne');
    const card = search
      .json()
      .data.find((item: { model: { id: number } }) => item.model.id === listing.id);
    expect(card).toBeDefined();
    expect(card.model.image_name).toBe(second.data.image_name);
    const profile = await send(api.app, 'GET', `/api/models/${listing.id}`);
    expect(profile.json().data.photos).toEqual([second.data.image_name, first.data.image_name]);
    expect(profile.json().data.photo_sources[0]).toEqual(second.data.sources);
    expect(profile.json().data.rates[0]).toEqual({ label: 'Incall · 1 hour', amount: 350 });
    const [mail] = await outboxFor(api.db, account.email);
    expect(mail!.subject).toMatch(/is live/);

    const paused = await sendAs(account, 'POST', buildListingPausePath(listing.id));
    expect(paused.json().message).toBe(M.paused);
    expect((await send(api.app, 'GET', `/api/models/${listing.id}`)).statusCode).toBe(404);
    const pausedAgain = await sendAs(account, 'POST', buildListingPausePath(listing.id));
    expectAnswer(pausedAgain, 409, M.cannotPause);

    const resumed = await sendAs(account, 'POST', buildListingResumePath(listing.id));
    expect(resumed.json().message).toBe(M.resumed);
    expect((await send(api.app, 'GET', `/api/models/${listing.id}`)).statusCode).toBe(200);
  });

  it('rejects with a reason that the dashboard shows and the advertiser is mailed', async () => {
    const account = await model();
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const listing = await buildListingSteps(api.app, account.authorization);
    await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(21));
    await send(api.app, 'POST', buildListingSubmitPath(listing.id), account.authorization);

    const rejected = await send(
      api.app,
      'POST',
      buildAdminRejectPath(listing.id),
      admin.authorization,
      {
        reason: 'Please use photos of yourself only.',
      },
    );

    expect(rejected.statusCode).toBe(200);
    const own = (
      await send(api.app, 'GET', buildModelListingPath(listing.id), account.authorization)
    ).json().data as OwnListing;
    expect(own.status).toBe('rejected');
    expect(own.rejection_reason).toBe('Please use photos of yourself only.');
    const [mail] = await outboxFor(api.db, account.email);
    expect(mail!.bodyText).toContain('Please use photos of yourself only.');
    const again = await approveAsAdmin(api.app, admin.authorization, listing.id);
    expect(again.statusCode).toBe(409);
  });
});

describe('statistics', () => {
  it('counts a profile view, a wishlist add, "Show number" and channel taps on today, in 30 days oldest first', async () => {
    const { owner: account, listing } = await createLiveListing(api, await drawPhoto(31));
    const customer = await createCustomer(api.db, api.testApp.tokens);

    await api.app.inject({
      method: 'POST',
      url: buildModelViewApiPath(listing.id),
      remoteAddress: freshIp(),
      headers: FROM_OWN_PAGE,
    });
    await send(api.app, 'POST', `/api/customer/wishlist/${listing.id}`, customer.authorization);
    for (let visitor = 0; visitor < 3; visitor += 1) {
      await api.app.inject({
        method: 'POST',
        url: buildModelPhoneApiPath(listing.id),
        remoteAddress: freshIp(),
        headers: FROM_OWN_PAGE,
      });
    }
    await api.app.inject({
      method: 'POST',
      url: buildModelContactApiPath(listing.id),
      payload: { channel: 'sms' },
      remoteAddress: freshIp(),
      headers: FROM_OWN_PAGE,
    });

    const stats = await sendAs(account, 'GET', buildListingStatsPath(listing.id));

    expect(stats.statusCode).toBe(200);
    const data = stats.json().data;
    expect(data.views_by_day).toHaveLength(30);
    expect(data.views_by_day.at(-1).views).toBe(1);
    expect(data.views_by_day[0].date < data.views_by_day[29].date).toBe(true);
    expect(data).toMatchObject({ total_views: 1, wishlist_adds: 1, phone_reveals: 3 });
    expect(data.contact_taps).toEqual({ calls: 0, sms: 1, whatsapp: 0, telegram: 0, signal: 0 });
    expect(data.enquiries).toBe(0);
  });
});

describe('DELETE /api/model/account', () => {
  it('needs the current password, then removes the account, listing, photos and their files', async () => {
    const account = await createModelAccount(api.db, api.testApp.tokens, {
      password: 'violet-harbour-71',
    });
    const listing = await buildListingSteps(api.app, account.authorization);
    const photo = (
      await uploadPhoto(api.app, account.authorization, listing.id, await drawPhoto(41))
    ).json();
    const fileNames = photo.data.sources.map((source: { url: string }) =>
      source.url.split('/').pop(),
    );
    await api.db.insert(tours).values({
      modelId: listing.id,
      state: 'Western Australia',
      city: 'Perth',
      startsOn: '2099-01-01',
      endsOn: '2099-01-03',
    });

    const wrong = await send(api.app, 'DELETE', MODEL_ACCOUNT_PATH, account.authorization, {
      current_password: 'not-it',
    });
    expectAnswer(wrong, 422, M.currentPasswordWrong);

    const deleted = await send(api.app, 'DELETE', MODEL_ACCOUNT_PATH, account.authorization, {
      current_password: 'violet-harbour-71',
    });

    expectAnswer(deleted, 200, M.accountDeleted);
    const db = api.db;
    expect(await db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    expect(await db.select().from(models).where(eq(models.id, listing.id))).toHaveLength(0);
    expect(
      await db.select().from(modelPhotos).where(eq(modelPhotos.modelId, listing.id)),
    ).toHaveLength(0);
    expect(await db.select().from(tours).where(eq(tours.modelId, listing.id))).toHaveLength(0);
    expect(
      await db.select().from(listingStatsDaily).where(eq(listingStatsDaily.modelId, listing.id)),
    ).toHaveLength(0);
    const files = await storedFiles(api.testApp);
    for (const name of fileNames) expect(files).not.toContain(name);
    const after = await sendAs(account, 'GET', buildModelListingPath(listing.id));
    expect(after.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every advertiser and admin route, tagged and marked Bearer', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string][] = [
      ['/api/model/listings', 'post'],
      ['/api/model/listings/{id}', 'get'],
      ['/api/model/listings/{id}/basics', 'put'],
      ['/api/model/listings/{id}/location', 'put'],
      ['/api/model/listings/{id}/about', 'put'],
      ['/api/model/listings/{id}/rates', 'put'],
      ['/api/model/listings/{id}/submit', 'post'],
      ['/api/model/listings/{id}/pause', 'post'],
      ['/api/model/listings/{id}/resume', 'post'],
      ['/api/model/listings/{id}/photos', 'post'],
      ['/api/model/listings/{id}/photos/{photoId}', 'delete'],
      ['/api/model/listings/{id}/photos/order', 'put'],
      ['/api/model/listings/{id}/tours', 'post'],
      ['/api/model/listings/{id}/tours/{tourId}', 'delete'],
      ['/api/model/listings/{id}/stats', 'get'],
      ['/api/model/heartbeat', 'post'],
      ['/api/model/online-visibility', 'put'],
      ['/api/model/account', 'delete'],
      ['/api/admin/listings/{id}', 'get'],
      ['/api/admin/listings/{id}/approve', 'post'],
      ['/api/admin/listings/{id}/reject', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths['/api/models/{id}/phone']?.post?.security).toEqual([]);
  });
});
