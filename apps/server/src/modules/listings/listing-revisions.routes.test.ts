import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LISTING_MESSAGES as A,
  LISTING_MESSAGES as M,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildAdminRejectPath,
  buildAdminRestorePath,
  buildAdminSuspendPath,
  buildAdminVerifyPath,
  buildListingChangesPath,
  buildListingPausePath,
  buildListingPhotoOrderPath,
  buildListingResumePath,
  buildListingSubmitPath,
  buildListingToursPath,
  buildModelListingPath,
  buildModelPhoneApiPath,
  buildModelProfileApiPath,
  type AdminListing,
  type OwnListing,
} from '@app/contract';
import { listingVerifications, modelPhotos, models } from '../../db/schema.js';
import { australianDate } from '../search/index.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { outboxFor } from '../../test/auth-helpers.js';
import { createAdminAccount, createModelAccount, type TestAccount } from '../../test/factories.js';
import {
  ABOUT,
  BASICS,
  LOCATION,
  buildListingSteps,
  createLiveListing,
  drawPhoto,
  saveListingStep,
  send,
  storedFiles,
  uploadPhoto,
} from '../../test/listing-helpers.js';

const api = useApiTest();
let nextSeed = 7000;

interface LiveListing {
  owner: TestAccount;
  admin: TestAccount;
  id: number;
  firstPhotoId: number;
}

/** A listing built, submitted and approved through the API, with one photo; verified on request. */
async function liveListing({ verified = false } = {}): Promise<LiveListing> {
  const { owner, admin, listing, photoId } = await createLiveListing(
    api,
    await drawPhoto(nextSeed++),
  );
  if (verified) {
    const marked = await send(
      api.app,
      'POST',
      buildAdminVerifyPath(listing.id),
      admin.authorization,
      { checks: ['photos', 'age'], note: '' },
    );
    if (marked.statusCode !== 200) throw new Error(marked.body);
  }
  return { owner, admin, id: listing.id, firstPhotoId: photoId };
}

async function publicProfile(id: number) {
  const response = await send(api.app, 'GET', buildModelProfileApiPath(id));
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The number "Show number" gives the public. */
async function publicPhone(id: number): Promise<string> {
  return (await send(api.app, 'POST', buildModelPhoneApiPath(id))).json().phone;
}

async function ownListing(owner: TestAccount, id: number): Promise<OwnListing> {
  return (await send(api.app, 'GET', buildModelListingPath(id), owner.authorization)).json().data;
}

async function adminView(admin: TestAccount, id: number): Promise<AdminListing> {
  return (await send(api.app, 'GET', buildAdminListingPath(id), admin.authorization)).json().data;
}

async function searchIds(query: string): Promise<number[]> {
  const response = await send(api.app, 'GET', `/api/search-models?${query}`);
  return (response.json().data as { model: { id: number } }[]).map((card) => card.model.id);
}

const today = () => australianDate(new Date());

describe('changes to a live listing wait for review', () => {
  it('keeps every public field of a live verified listing as approved until an admin approves the owner’s changes, then shows them and takes the badge off', async () => {
    const { owner, admin, id, firstPhotoId } = await liveListing({ verified: true });
    const before = await publicProfile(id);

    const saves = [
      await saveListingStep(api.app, owner.authorization, id, 'basics', {
        ...BASICS,
        name: 'Roxanne',
        age: 19,
      }),
      await saveListingStep(api.app, owner.authorization, id, 'location', {
        ...LOCATION,
        state: 'Victoria',
        suburb: 'Fitzroy',
        postcode: '3065',
      }),
      await saveListingStep(api.app, owner.authorization, id, 'about', {
        ...ABOUT,
        description_html: '<p>Completely new words about an entirely fictional companion here.</p>',
        phone: '0491570156',
        contact_channels: ['sms', 'whatsapp', 'enquiry'],
      }),
    ];
    for (const saved of saves) expect(saved.statusCode).toBe(200);
    const upload = await uploadPhoto(api.app, owner.authorization, id, await drawPhoto(nextSeed++));
    const newPhotoId = upload.json().data.id as number;
    await send(api.app, 'PUT', buildListingPhotoOrderPath(id), owner.authorization, {
      photo_ids: [newPhotoId, firstPhotoId],
    });
    const tour = await send(api.app, 'POST', buildListingToursPath(id), owner.authorization, {
      state: 'Western Australia',
      city: 'Perth',
      starts_on: today(),
      ends_on: today(),
    });
    expect(tour.statusCode).toBe(201);

    // The public sees the approved version, field for field, and no tour.
    const meanwhile = await publicProfile(id);
    expect(meanwhile).toEqual(before);
    expect(meanwhile).toMatchObject({ name: 'Scarlett', age: 27, verified: true });
    expect(await publicPhone(id)).toBe(ABOUT.phone);
    expect(await searchIds('state=western-australia&city=perth')).not.toContain(id);
    expect(await searchIds('state=new-south-wales&city=sydney')).toContain(id);
    // The owner sees her changes, waiting, and that they will cost the badge.
    const own = await ownListing(owner, id);
    expect(own).toMatchObject({
      status: 'live',
      name: 'Roxanne',
      age: 19,
      city: 'Melbourne',
      pending_changes: { drops_badge: true },
    });
    expect(own.photos.map((photo) => photo.id)).toEqual([newPhotoId, firstPhotoId]);
    // The admin sees the public version beside them.
    const review = await adminView(admin, id);
    expect(review.changes!.fields.map((change) => change.field)).toEqual(
      expect.arrayContaining([
        'name',
        'age',
        'state',
        'city',
        'suburb',
        'description_html',
        'phone',
        'contact_channels',
      ]),
    );
    expect(review.changes!.fields.find((change) => change.field === 'age')).toMatchObject({
      before: '27',
      after: '19',
    });
    expect(review.changes!.photos_before.map((photo) => photo.id)).toEqual([firstPhotoId]);
    expect(review.changes!.tours_before).toEqual([]);
    // Every change she made is in the listing's history, marked as waiting for review.
    const waited = review.history.filter((entry) => entry.waited_for_review);
    expect(waited.map((entry) => entry.action).sort()).toEqual(
      ['about', 'basics', 'location', 'photo_add', 'photo_order', 'tour_add'].sort(),
    );
    expect(review.history).toContainEqual(
      expect.objectContaining({ action: 'submit', waited_for_review: false }),
    );
    const queue = await send(
      api.app,
      'GET',
      '/api/admin/listings?status=pending',
      admin.authorization,
    );
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({ id, changes_pending: true }),
    );

    const approved = await send(api.app, 'POST', buildAdminApprovePath(id), admin.authorization, {
      version: review.version,
    });

    expectAnswer(approved, 200, A.changesApproved);
    const after = await publicProfile(id);
    expect(after).toMatchObject({
      name: 'Roxanne',
      age: 19,
      city: 'Melbourne',
      suburb: 'Fitzroy',
      verified: false,
      contact: { channels: ['sms', 'whatsapp', 'enquiry'] },
    });
    expect(await publicPhone(id)).toBe('0491570156');
    expect(after.photos[0]).toBe(upload.json().data.image_name);
    expect(await searchIds('state=western-australia&city=perth')).toContain(id);
    const [badgeOff] = await api.db
      .select()
      .from(listingVerifications)
      .where(eq(listingVerifications.modelId, id))
      .orderBy(listingVerifications.id)
      .then((rows) => rows.slice(-1));
    expect(badgeOff).toMatchObject({ verified: false });
    expect((await ownListing(owner, id)).pending_changes).toBeNull();
    expect((await outboxFor(api.db, owner.email))[0]!.subject).toMatch(/changes are live/);
  });

  it('lets rates and availability go public at once: numbers and hours from fixed choices', async () => {
    const { owner, id } = await liveListing();

    await saveListingStep(api.app, owner.authorization, id, 'rates', {
      rates: [{ kind: 'incall', minutes: 60, amount: 420 }],
      availability: [{ day: 'tue', from: '09:00', to: '17:00' }],
    });

    expect((await publicProfile(id)).rates).toEqual([{ label: 'Incall · 1 hour', amount: 420 }]);
    expect((await ownListing(owner, id)).pending_changes).toBeNull();
  });

  it('answers 409 to an approval of a version the owner has changed since, and approves nothing', async () => {
    const { owner, admin, id } = await liveListing();
    await saveListingStep(api.app, owner.authorization, id, 'basics', { ...BASICS, name: 'Ruby' });
    const seen = (await adminView(admin, id)).version;
    await saveListingStep(api.app, owner.authorization, id, 'basics', { ...BASICS, name: 'Opal' });

    const stale = await send(api.app, 'POST', buildAdminApprovePath(id), admin.authorization, {
      version: seen,
    });

    expectAnswer(stale, 409, A.versionChanged);
    expect((await publicProfile(id)).name).toBe('Scarlett');
  });

  it('answers 409 to an approval of a pending listing changed after the admin opened it', async () => {
    const owner = await createModelAccount(api.db, api.testApp.tokens);
    const admin = await createAdminAccount(api.db, api.testApp.tokens);
    const listing = await buildListingSteps(api.app, owner.authorization);
    await uploadPhoto(api.app, owner.authorization, listing.id, await drawPhoto(nextSeed++));
    await send(api.app, 'POST', buildListingSubmitPath(listing.id), owner.authorization);
    const seen = (await adminView(admin, listing.id)).version;
    await saveListingStep(api.app, owner.authorization, listing.id, 'basics', {
      ...BASICS,
      age: 18,
    });

    const stale = await send(
      api.app,
      'POST',
      buildAdminApprovePath(listing.id),
      admin.authorization,
      { version: seen },
    );

    expectAnswer(stale, 409, A.versionChanged);
    const [row] = await api.db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.status).toBe('pending');
  });

  it('rejects the changes with a reason that is mailed; the public version stays and the upload made for them is deleted', async () => {
    const { owner, admin, id } = await liveListing();
    const upload = await uploadPhoto(api.app, owner.authorization, id, await drawPhoto(nextSeed++));
    const uploaded = upload.json().data.image_name as string;
    expect(await storedFiles(api.testApp)).toContain(uploaded);

    const rejected = await send(api.app, 'POST', buildAdminRejectPath(id), admin.authorization, {
      reason: 'This photo shows someone else.',
    });

    expectAnswer(rejected, 200, A.changesRejected);
    expect((await publicProfile(id)).photos).toHaveLength(1);
    expect((await ownListing(owner, id)).photos).toHaveLength(1);
    expect(await storedFiles(api.testApp)).not.toContain(uploaded);
    const [mail] = await outboxFor(api.db, owner.email);
    expect(mail!.bodyText).toContain('This photo shows someone else.');
  });

  it('withdraws the owner’s changes: her view is the public version again', async () => {
    const { owner, id } = await liveListing();
    await saveListingStep(api.app, owner.authorization, id, 'basics', { ...BASICS, name: 'Ruby' });
    await uploadPhoto(api.app, owner.authorization, id, await drawPhoto(nextSeed++));

    const withdrawn = await send(
      api.app,
      'DELETE',
      buildListingChangesPath(id),
      owner.authorization,
    );
    const again = await send(api.app, 'DELETE', buildListingChangesPath(id), owner.authorization);

    expectAnswer(withdrawn, 200, M.changesWithdrawn);
    expectAnswer(again, 409, M.noChangesWaiting);
    const own = await ownListing(owner, id);
    expect(own).toMatchObject({ name: 'Scarlett', pending_changes: null });
    expect(own.photos).toHaveLength(1);
    expect(await api.db.select().from(modelPhotos).where(eq(modelPhotos.modelId, id))).toHaveLength(
      1,
    );
  });

  it('does not publish a photo uploaded while paused when the listing resumes', async () => {
    const { owner, id } = await liveListing();
    await send(api.app, 'POST', buildListingPausePath(id), owner.authorization);
    await uploadPhoto(api.app, owner.authorization, id, await drawPhoto(nextSeed++));

    const resumed = await send(api.app, 'POST', buildListingResumePath(id), owner.authorization);

    expect(resumed.statusCode).toBe(200);
    expect((await publicProfile(id)).photos).toHaveLength(1);
    expect((await ownListing(owner, id)).pending_changes).not.toBeNull();
  });

  it('brings back the approved version when a suspended listing is restored; changes made while suspended still wait', async () => {
    const { owner, admin, id } = await liveListing();
    await send(api.app, 'POST', buildAdminSuspendPath(id), admin.authorization, {
      reason: 'Checking a report.',
    });
    await saveListingStep(api.app, owner.authorization, id, 'basics', { ...BASICS, name: 'Ruby' });

    const restored = await send(api.app, 'POST', buildAdminRestorePath(id), admin.authorization);

    expectAnswer(restored, 200, A.restoredLive);
    expect((await publicProfile(id)).name).toBe('Scarlett');
    expect((await adminView(admin, id)).changes!.fields).toEqual([
      { field: 'name', label: 'Display name', before: 'Scarlett', after: 'Ruby' },
    ]);
  });
});
