import { eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LISTING_MESSAGES as A,
  LISTING_MESSAGES as M,
  VERIFICATION_FACTS_PATH,
  buildAdminListingPath,
  buildAdminVerificationDeclinePath,
  buildAdminVerificationPhotoPath,
  buildAdminVerifyPath,
  buildImageUrl,
  buildListingVerificationPath,
  buildModelListingPath,
  buildModelProfileApiPath,
  type OwnListing,
} from '@app/contract';
import { verificationRequests } from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { outboxFor } from '../../test/auth-helpers.js';
import { createCustomer, createModelAccount, type TestAccount } from '../../test/factories.js';
import {
  buildListingSteps,
  createLiveListing,
  drawPhoto,
  drawPhotoWithGps,
  multipartFile,
  send,
  storedFiles,
} from '../../test/listing-helpers.js';

const api = useApiTest();
let nextSeed = 8000;

/** A live listing with one photo, its owner and an admin. */
async function liveListing() {
  const { owner, admin, listing } = await createLiveListing(api, await drawPhoto(nextSeed++));
  return { owner, admin, id: listing.id };
}

function askForVerification(owner: TestAccount, listingId: number, photo: Buffer) {
  const body = multipartFile(photo);
  return api.app.inject({
    method: 'POST',
    url: buildListingVerificationPath(listingId),
    headers: { ...body.headers, authorization: owner.authorization },
    payload: body.payload,
  });
}

async function ownVerification(owner: TestAccount, id: number) {
  const own = await send(api.app, 'GET', buildModelListingPath(id), owner.authorization);
  return (own.json().data as OwnListing).verification;
}

async function requestRowOf(listingId: number) {
  const [row] = await api.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.modelId, listingId));
  return row!;
}

describe('verification requests', () => {
  it('keeps the verification photo from visitors, customers and other advertisers, shows it to admins only, and deletes it once granted', async () => {
    const { owner, admin, id } = await liveListing();
    const code = (await ownVerification(owner, id)).code;
    expect(code).toMatch(/^[0-9A-F]{6}$/);

    const asked = await askForVerification(owner, id, await drawPhotoWithGps(nextSeed++));

    expect(asked.statusCode).toBe(201);
    expect((asked.json().data as OwnListing).verification).toMatchObject({
      status: 'pending',
      code,
    });
    const { imageName } = await requestRowOf(id);
    expect(await storedFiles(api.testApp)).toContain(imageName);
    const customer = await createCustomer(api.db, api.testApp.tokens);
    const otherAdvertiser = await createModelAccount(api.db, api.testApp.tokens);
    const photoPath = buildAdminVerificationPhotoPath(id);
    expect((await send(api.app, 'GET', buildImageUrl(imageName!))).statusCode).toBe(404);
    expect((await send(api.app, 'GET', photoPath)).statusCode).toBe(401);
    expect((await send(api.app, 'GET', photoPath, customer.authorization)).statusCode).toBe(403);
    expect((await send(api.app, 'GET', photoPath, otherAdvertiser.authorization)).statusCode).toBe(
      403,
    );
    expect((await send(api.app, 'GET', photoPath, owner.authorization)).statusCode).toBe(403);
    const seen = await send(api.app, 'GET', photoPath, admin.authorization);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(seen.rawPayload).metadata()).exif).toBeUndefined();
    const review = await send(api.app, 'GET', buildAdminListingPath(id), admin.authorization);
    expect(review.json().data.verification_request).toMatchObject({ code, photo_path: photoPath });

    const granted = await send(api.app, 'POST', buildAdminVerifyPath(id), admin.authorization, {
      checks: ['photos', 'age'],
      note: 'Face and code match.',
    });

    expectAnswer(granted, 200, A.verified);
    expect(await storedFiles(api.testApp)).not.toContain(imageName);
    expect((await send(api.app, 'GET', photoPath, admin.authorization)).statusCode).toBe(404);
    expect(await requestRowOf(id)).toMatchObject({ status: 'granted', imageName: null });
    const after = await ownVerification(owner, id);
    expect(after.status).toBe('granted');
    expect(after.code).not.toBe(code);
    const profile = (await send(api.app, 'GET', buildModelProfileApiPath(id))).json().data;
    expect(profile.verified).toBe(true);
    expect(Date.parse(profile.verified_since)).toBeGreaterThan(Date.now() - 60_000);
    expect((await outboxFor(api.db, owner.email))[0]!.subject).toMatch(/is verified/);
  });

  it('declines with a reason that is mailed and shown, deletes the photo, and lets her ask again with the new code', async () => {
    const { owner, admin, id } = await liveListing();
    await askForVerification(owner, id, await drawPhoto(nextSeed++));
    const { imageName } = await requestRowOf(id);

    const declined = await send(
      api.app,
      'POST',
      buildAdminVerificationDeclinePath(id),
      admin.authorization,
      { reason: 'The code is not readable.' },
    );

    expectAnswer(declined, 200, A.verificationDeclined);
    expect(await storedFiles(api.testApp)).not.toContain(imageName);
    expect(await ownVerification(owner, id)).toMatchObject({
      status: 'declined',
      reason: 'The code is not readable.',
    });
    expect((await outboxFor(api.db, owner.email))[0]!.bodyText).toContain(
      'The code is not readable.',
    );
    const again = await askForVerification(owner, id, await drawPhoto(nextSeed++));
    expect(again.statusCode).toBe(201);
  });

  it('refuses a request for a listing that is not live, and a second one while the first waits', async () => {
    const owner = await createModelAccount(api.db, api.testApp.tokens);
    const draft = await buildListingSteps(api.app, owner.authorization);
    const live = await liveListing();

    const forDraft = await askForVerification(owner, draft.id, await drawPhoto(nextSeed++));
    await askForVerification(live.owner, live.id, await drawPhoto(nextSeed++));
    const second = await askForVerification(live.owner, live.id, await drawPhoto(nextSeed++));

    expectAnswer(forDraft, 409, M.verificationNotLive);
    expectAnswer(second, 409, M.verificationWaiting);
  });

  it('tells the public the median wait from request to decision', async () => {
    const { owner, admin, id } = await liveListing();
    await askForVerification(owner, id, await drawPhoto(nextSeed++));
    await send(api.app, 'POST', buildAdminVerificationDeclinePath(id), admin.authorization, {
      reason: 'Blurred.',
    });
    // Every decided request of this file took five hours.
    await api.db
      .update(verificationRequests)
      .set({ createdAt: sql`${verificationRequests.decidedAt} - interval '5 hours'` })
      .where(isNotNull(verificationRequests.decidedAt));

    const facts = await send(api.app, 'GET', VERIFICATION_FACTS_PATH);

    expect(facts.statusCode).toBe(200);
    expect(facts.json().data.decided_last_90_days).toBeGreaterThanOrEqual(1);
    expect(facts.json().data.median_wait_hours).toBe(5);
  });
});
