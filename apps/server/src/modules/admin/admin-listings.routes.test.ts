import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_LISTINGS_PATH,
  ADMIN_LISTING_MESSAGES as A,
  APPROVAL_UNDO_MINUTES,
  LISTING_MESSAGES as M,
  buildAdminApprovePath,
  buildAdminListingPath,
  buildAdminListingPhotoPath,
  buildAdminListingStepPath,
  buildAdminRejectPath,
  buildAdminRestorePath,
  buildAdminSuspendPath,
  buildAdminUndoApprovePath,
  buildAdminUnverifyPath,
  buildAdminVerifyPath,
  buildListingPhotoPath,
  buildListingSubmitPath,
  buildModelListingPath,
  buildModelProfileApiPath,
  type AdminListing,
  type AdminListingRow,
  type ListingSectionStep,
} from '@app/contract';
import {
  auditLog,
  listingFlags,
  listingVerifications,
  modelPhotos,
  models,
  users,
} from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { outboxFor } from '../../test/auth-helpers.js';
import { createAdminAccount, createListing, createModelAccount } from '../../test/factories.js';
import { sweepRetiredPhotos } from './retired-photos.js';
import {
  approveAsAdmin,
  BASICS,
  buildListingSteps,
  drawPhoto,
  saveListingStep,
  send,
  storedFiles,
  uploadPhoto,
} from '../../test/listing-helpers.js';

/** How far the app's clock runs ahead of the real one (an approval's undo window is measured on it). */
let clockAheadMs = 0;
afterEach(() => {
  clockAheadMs = 0;
});
const api = useApiTest({ deps: () => ({ clock: () => new Date(Date.now() + clockAheadMs) }) });
const admin = () => createAdminAccount(api.db, api.testApp.tokens);

/** A listing inserted as it is (live unless overridden) and its owner's e-mail. */
async function listingWithOwner(overrides: Parameters<typeof createListing>[1] = {}) {
  const listing = await createListing(api.db, overrides);
  const [owner] = await api.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, listing.userId));
  return { listing, ownerEmail: owner!.email };
}

async function auditRowsOf(listingId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'listing'), eq(auditLog.targetId, String(listingId))))
    .orderBy(asc(auditLog.id));
}

async function statusOf(listingId: number) {
  const [row] = await api.db.select().from(models).where(eq(models.id, listingId));
  return row!;
}

/** `listing-abc` of `listing-abc-1280.webp`: the start of every stored width's name. */
function baseOf(imageName: string): string {
  return imageName.replace(/-\d+\.webp$/, '');
}

/** An advertiser's listing through the builder, with one uploaded photo, submitted. */
async function submittedListingWithPhoto(seed: number) {
  const account = await createModelAccount(api.db, api.testApp.tokens);
  const listing = await buildListingSteps(api.app, account.authorization);
  const upload = await uploadPhoto(
    api.app,
    account.authorization,
    listing.id,
    await drawPhoto(seed),
  );
  expect(upload.statusCode).toBe(201);
  const submitted = await send(
    api.app,
    'POST',
    buildListingSubmitPath(listing.id),
    account.authorization,
  );
  expect(submitted.statusCode).toBe(200);
  const photo = upload.json().data as { id: number; image_name: string };
  return { account, listingId: listing.id, photoId: photo.id, photoBase: baseOf(photo.image_name) };
}

/** The console's listings list as the admin of `token` sees it for `query`. */
function listingsQuery(token: string, query: string) {
  return send(api.app, 'GET', `${ADMIN_LISTINGS_PATH}?${query}`, `Bearer ${token}`);
}

describe('GET /api/admin/listings (search, filters, the review queue)', () => {
  it('filters by name or owner e-mail, status, state, city and open flags, on the server', async () => {
    const { token } = await admin();
    const tag = `zq${Date.now().toString(36)}`;
    const brisbane = await createListing(api.db, {
      name: `${tag} Amber`,
      state: 'Queensland',
      city: 'Brisbane',
    });
    const sydney = await createListing(api.db, { name: `${tag} Bella`, status: 'paused' });
    await api.db.insert(listingFlags).values({
      modelId: sydney.id,
      kind: 'photo_match',
      details: { photo_id: 1, matched_listing_id: brisbane.id, matched_photo_id: 2, distance: 0 },
    });
    const list = async (query: string) => {
      const answer = await listingsQuery(token, query);
      expect(answer.statusCode).toBe(200);
      return (answer.json().data as AdminListingRow[]).map((row) => row.id);
    };

    expect(await list(`q=${tag}`)).toEqual([sydney.id, brisbane.id]);
    expect(await list(`q=${tag}&status=paused`)).toEqual([sydney.id]);
    expect(await list(`q=${tag}&state=Queensland`)).toEqual([brisbane.id]);
    expect(await list(`q=${tag}&city=brisbane`)).toEqual([brisbane.id]);
    expect(await list(`q=${tag}&flagged=yes`)).toEqual([sydney.id]);
    expect(await list(`q=${tag}&flagged=no`)).toEqual([brisbane.id]);

    const [owner] = await api.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, brisbane.userId));
    expect(await list(`q=${encodeURIComponent(owner!.email.toUpperCase())}`)).toEqual([
      brisbane.id,
    ]);

    const page = await listingsQuery(token, `q=${tag}&per_page=1&page=2`);
    expect(page.json()).toMatchObject({ page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(page.json().data[0]).toMatchObject({
      id: brisbane.id,
      name: `${tag} Amber`,
      status: 'live',
      city: 'Brisbane',
      owner: { id: brisbane.userId, email: owner!.email },
      open_flags: 0,
      is_verified: false,
      photo_url: null,
    });
  });

  it('shows the review queue oldest submission first', async () => {
    const { token } = await admin();
    const tag = `qq${Date.now().toString(36)}`;
    const day = 24 * 3600 * 1000;
    const newest = await createListing(api.db, {
      name: `${tag} C`,
      status: 'pending',
      submittedAt: new Date(Date.now() - day),
    });
    const oldest = await createListing(api.db, {
      name: `${tag} A`,
      status: 'pending',
      submittedAt: new Date(Date.now() - 3 * day),
    });
    const middle = await createListing(api.db, {
      name: `${tag} B`,
      status: 'pending',
      submittedAt: new Date(Date.now() - 2 * day),
    });

    const queue = await listingsQuery(token, `status=pending&q=${tag}`);

    expect(queue.json().data.map((row: AdminListingRow) => row.id)).toEqual([
      oldest.id,
      middle.id,
      newest.id,
    ]);
  });

  it('answers 400 with the contract message for an unknown status, state or flagged value', async () => {
    const { token } = await admin();
    for (const [query, message] of [
      ['status=gone', A.statusInvalid],
      ['state=Atlantis', A.stateInvalid],
      ['flagged=maybe', A.flaggedInvalid],
    ] as const) {
      const answer = await listingsQuery(token, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(message);
    }
  });
});

describe('GET /api/admin/listings/:id', () => {
  it('shows every photo width, and for a photo match the other listing’s photo and status', async () => {
    const { token } = await admin();
    const first = await submittedListingWithPhoto(41);
    await approveAsAdmin(api.app, `Bearer ${token}`, first.listingId);
    const second = await submittedListingWithPhoto(41);

    const answer = await send(
      api.app,
      'GET',
      buildAdminListingPath(second.listingId),
      `Bearer ${token}`,
    );

    expect(answer.statusCode).toBe(200);
    const listing = answer.json().data as AdminListing;
    expect(listing.photos[0]!.sources.map((source) => source.width)).toEqual([320, 640, 1280]);
    expect(listing.owner.email).toBe(second.account.email);
    expect(listing.submitted_at).not.toBeNull();
    expect(listing.flags).toHaveLength(1);
    expect(listing.flags[0]).toMatchObject({
      photo_id: second.photoId,
      matched_listing_id: first.listingId,
      matched_listing_status: 'live',
      matched_photo_id: first.photoId,
      resolved_at: null,
    });
    expect(listing.flags[0]!.matched_photo!.sources).toHaveLength(3);

    const flagged = await listingsQuery(
      token,
      `flagged=yes&q=${encodeURIComponent(second.account.email)}`,
    );
    expect(flagged.json().data[0]).toMatchObject({ id: second.listingId, open_flags: 1 });
    expect(flagged.json().data[0].photo_url).toMatch(/-320\.webp$/);
  });

  it('answers 404 for an unknown listing and 400 for a bad id', async () => {
    const { token } = await admin();
    const missing = await send(
      api.app,
      'GET',
      buildAdminListingPath(2_000_000_000),
      `Bearer ${token}`,
    );
    expectAnswer(missing, 404, M.listingNotFound);
    const bad = await send(api.app, 'GET', `${ADMIN_LISTINGS_PATH}/abc`, `Bearer ${token}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approves a pending listing: live, flags resolved, advertiser mailed, audited; 409 the second time', async () => {
    const account = await admin();
    const { listing, ownerEmail } = await listingWithOwner({
      status: 'pending',
      submittedAt: new Date(),
      wentLiveAt: null,
    });

    const approved = await approveAsAdmin(api.app, account.authorization, listing.id);

    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: A.approved, data: { status: 'live' } });
    expect((await statusOf(listing.id)).wentLiveAt).not.toBeNull();
    expect((await outboxFor(api.db, ownerEmail))[0]!.subject).toMatch(/is live/);
    const [entry] = await auditRowsOf(listing.id);
    expect(entry).toMatchObject({
      action: 'listing.approve',
      actorId: account.id,
      actorEmail: account.email,
    });

    const again = await approveAsAdmin(api.app, account.authorization, listing.id);
    expectAnswer(again, 409, A.notPending);
    expect(await auditRowsOf(listing.id)).toHaveLength(1);
  });

  it('rejects with a reason the advertiser reads in the mail and in their own listing; 422 without one', async () => {
    const { authorization } = await admin();
    const { account, listingId } = await submittedListingWithPhoto(7);

    const empty = await send(api.app, 'POST', buildAdminRejectPath(listingId), authorization, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toBe(A.reasonRequired);

    const rejected = await send(api.app, 'POST', buildAdminRejectPath(listingId), authorization, {
      reason: 'Please use a photo of yourself.',
    });

    expectAnswer(rejected, 200, A.rejected);
    const own = await send(api.app, 'GET', buildModelListingPath(listingId), account.authorization);
    expect(own.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please use a photo of yourself.',
    });
    expect((await outboxFor(api.db, account.email))[0]!.bodyText).toContain(
      'Please use a photo of yourself.',
    );
    expect((await auditRowsOf(listingId)).at(-1)).toMatchObject({
      action: 'listing.reject',
      details: { reason: 'Please use a photo of yourself.' },
    });
  });
});

describe('undo an approval', () => {
  const undo = (listingId: number, authorization: string) =>
    send(api.app, 'POST', buildAdminUndoApprovePath(listingId), authorization);
  const review = async (listingId: number, authorization: string) =>
    (await send(api.app, 'GET', buildAdminListingPath(listingId), authorization)).json()
      .data as AdminListing;

  it('undoes a first approval within the window: pending again, back in the queue, went_live_at and flags as before, mailed, audited', async () => {
    const { authorization } = await admin();
    const { listing, ownerEmail } = await listingWithOwner({
      status: 'pending',
      submittedAt: new Date(),
      wentLiveAt: null,
    });
    const [flag] = await api.db
      .insert(listingFlags)
      .values({
        modelId: listing.id,
        kind: 'photo_match',
        details: { photo_id: 1, matched_listing_id: listing.id, matched_photo_id: 2, distance: 0 },
      })
      .returning();
    await approveAsAdmin(api.app, authorization, listing.id);
    const until = Date.parse((await review(listing.id, authorization)).approval_undo_until!);
    expect(until - Date.now()).toBeGreaterThan((APPROVAL_UNDO_MINUTES - 1) * 60_000);

    const undone = await undo(listing.id, authorization);

    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({
      message: A.approvalUndone,
      data: { status: 'pending', went_live_at: null, approval_undo_until: null },
    });
    const [reopened] = await api.db
      .select()
      .from(listingFlags)
      .where(eq(listingFlags.id, flag!.id));
    expect(reopened!.resolvedAt).toBeNull();
    const queue = await send(
      api.app,
      'GET',
      `${ADMIN_LISTINGS_PATH}?status=pending`,
      authorization,
    );
    expect((queue.json().data as AdminListingRow[]).map((row) => row.id)).toContain(listing.id);
    expect((await outboxFor(api.db, ownerEmail))[0]!.subject).toMatch(/back in review/);
    expect((await auditRowsOf(listing.id)).at(-1)).toMatchObject({
      action: 'listing.undo_approve',
    });
  });

  it('refuses an undo after the window', async () => {
    const { authorization } = await admin();
    const listing = await createListing(api.db, { status: 'pending', submittedAt: new Date() });
    await approveAsAdmin(api.app, authorization, listing.id);
    clockAheadMs = (APPROVAL_UNDO_MINUTES + 1) * 60_000;

    expect((await review(listing.id, authorization)).approval_undo_until).toBeNull();
    expectAnswer(await undo(listing.id, authorization), 409, A.undoTooLate);
    expect((await statusOf(listing.id)).status).toBe('live');
  });

  it('refuses an undo once an admin acted on the listing since the approval', async () => {
    const { authorization } = await admin();
    const listing = await createListing(api.db, { status: 'pending', submittedAt: new Date() });
    await approveAsAdmin(api.app, authorization, listing.id);
    await send(api.app, 'POST', buildAdminVerifyPath(listing.id), authorization, {
      checks: ['photos'],
    });

    expect((await review(listing.id, authorization)).approval_undo_until).toBeNull();
    expectAnswer(await undo(listing.id, authorization), 409, A.changedSinceApproval);
  });

  it('refuses an undo once the owner changed the listing since the approval', async () => {
    const { authorization } = await admin();
    const { account, listingId } = await submittedListingWithPhoto(31);
    await approveAsAdmin(api.app, authorization, listingId);
    const saved = await saveListingStep(api.app, account.authorization, listingId, 'basics', {
      ...BASICS,
      name: 'Renamed',
    });
    expect(saved.statusCode).toBe(200);

    expectAnswer(await undo(listingId, authorization), 409, A.changedSinceApproval);
    expect((await statusOf(listingId)).status).toBe('live');
  });

  it('undoes an approval of changes: the replaced name, photo and badge come back, the changes wait again, and the replaced photo goes only once the window has passed', async () => {
    const { authorization } = await admin();
    const { account, listingId } = await submittedListingWithPhoto(37);
    const [first] = (await review(listingId, authorization)).photos;
    await approveAsAdmin(api.app, authorization, listingId);
    await send(api.app, 'POST', buildAdminVerifyPath(listingId), authorization, {
      checks: ['photos'],
      note: '',
    });
    await saveListingStep(api.app, account.authorization, listingId, 'basics', {
      ...BASICS,
      name: 'Renamed',
    });
    const second = (
      await uploadPhoto(api.app, account.authorization, listingId, await drawPhoto(38))
    ).json().data as { id: number };
    await send(
      api.app,
      'DELETE',
      buildListingPhotoPath(listingId, first!.id),
      account.authorization,
    );
    const approveChanges = async () => {
      const { version } = await review(listingId, authorization);
      return send(api.app, 'POST', buildAdminApprovePath(listingId), authorization, { version });
    };
    await approveChanges();
    const profile = async () =>
      (await send(api.app, 'GET', buildModelProfileApiPath(listingId))).json().data;
    expect(await profile()).toMatchObject({ name: 'Renamed', verified: false });
    expect((await review(listingId, authorization)).approval_undo_until).not.toBeNull();

    expectAnswer(await undo(listingId, authorization), 200, A.changesApprovalUndone);

    expect(await profile()).toMatchObject({
      name: BASICS.name,
      verified: true,
      photos: [first!.image_name],
    });
    const own = await send(api.app, 'GET', buildModelListingPath(listingId), account.authorization);
    expect(own.json().data).toMatchObject({
      name: 'Renamed',
      pending_changes: { drops_badge: true },
    });
    expect(own.json().data.photos.map((photo: { id: number }) => photo.id)).toEqual([second.id]);
    expect(await sweepRetiredPhotos(api.db, api.testApp.storage)).toBe(0);

    // Approved again: the replaced photo is kept for the undo window, then deleted with its files.
    await approveChanges();
    expect(await storedFiles(api.testApp)).toContain(first!.image_name);
    await api.db
      .update(modelPhotos)
      .set({ retiredAt: new Date(Date.now() - (APPROVAL_UNDO_MINUTES + 1) * 60_000) })
      .where(eq(modelPhotos.id, first!.id));
    expect(await sweepRetiredPhotos(api.db, api.testApp.storage)).toBe(1);
    expect(await storedFiles(api.testApp)).not.toContain(first!.image_name);
  });
});

describe('suspend and restore', () => {
  it('suspends a live listing: off the public site, reason kept, mailed, shown to the advertiser, audited', async () => {
    const { authorization } = await admin();
    const { account, listingId } = await submittedListingWithPhoto(11);
    await approveAsAdmin(api.app, authorization, listingId);
    expect((await send(api.app, 'GET', buildModelProfileApiPath(listingId))).statusCode).toBe(200);

    const missing = await send(
      api.app,
      'POST',
      buildAdminSuspendPath(listingId),
      authorization,
      {},
    );
    expect(missing.statusCode).toBe(422);

    const suspended = await send(api.app, 'POST', buildAdminSuspendPath(listingId), authorization, {
      reason: 'Reported as fake.',
    });

    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: A.suspended,
      data: { status: 'suspended', suspension_reason: 'Reported as fake.' },
    });
    expect((await send(api.app, 'GET', buildModelProfileApiPath(listingId))).statusCode).toBe(404);
    const own = await send(api.app, 'GET', buildModelListingPath(listingId), account.authorization);
    expect(own.json().data).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Reported as fake.',
    });
    const [mail] = await outboxFor(api.db, account.email);
    expect(mail!.subject).toMatch(/suspended/);
    expect(mail!.bodyText).toContain('Reported as fake.');
    expect((await auditRowsOf(listingId)).at(-1)).toMatchObject({
      action: 'listing.suspend',
      details: { reason: 'Reported as fake.', previous_status: 'live' },
    });

    const twice = await send(api.app, 'POST', buildAdminSuspendPath(listingId), authorization, {
      reason: 'Again.',
    });
    expectAnswer(twice, 409, A.cannotSuspend);
  });

  it('restores a listing that had gone live to live, and one that never had to the review queue', async () => {
    const { authorization } = await admin();
    const wasLive = await createListing(api.db, { status: 'suspended', suspensionReason: 'x' });
    const neverLive = await createListing(api.db, {
      status: 'suspended',
      suspensionReason: 'x',
      wentLiveAt: null,
      submittedAt: new Date('2026-01-02T00:00:00Z'),
    });

    const live = await send(api.app, 'POST', buildAdminRestorePath(wasLive.id), authorization);
    const pending = await send(api.app, 'POST', buildAdminRestorePath(neverLive.id), authorization);

    expect(live.json()).toMatchObject({
      message: A.restoredLive,
      data: { status: 'live', suspension_reason: null },
    });
    expect(pending.json()).toMatchObject({
      message: A.restoredPending,
      data: { status: 'pending' },
    });
    const queued = await statusOf(neverLive.id);
    expect(queued.suspensionReason).toBeNull();
    expect(queued.submittedAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect((await auditRowsOf(wasLive.id)).at(-1)).toMatchObject({
      action: 'listing.restore',
      details: { status: 'live' },
    });

    const notSuspended = await send(
      api.app,
      'POST',
      buildAdminRestorePath(wasLive.id),
      authorization,
    );
    expectAnswer(notSuspended, 409, A.notSuspended);
  });

  it('refuses to approve or restore a listing while its owner’s account is suspended, and to suspend a draft', async () => {
    const { authorization } = await admin();
    const listing = await createListing(api.db, { status: 'suspended', suspensionReason: 'x' });
    await api.db.update(users).set({ status: 'suspended' }).where(eq(users.id, listing.userId));
    const draft = await createListing(api.db, { status: 'draft' });

    const pending = await createListing(api.db, { status: 'pending', submittedAt: new Date() });
    await api.db.update(users).set({ status: 'suspended' }).where(eq(users.id, pending.userId));
    const approve = await approveAsAdmin(api.app, authorization, pending.id);
    expectAnswer(approve, 409, A.ownerSuspended);
    expect((await statusOf(pending.id)).status).toBe('pending');

    const restore = await send(api.app, 'POST', buildAdminRestorePath(listing.id), authorization);
    const suspend = await send(api.app, 'POST', buildAdminSuspendPath(draft.id), authorization, {
      reason: 'No.',
    });
    const unknown = await send(
      api.app,
      'POST',
      buildAdminSuspendPath(2_000_000_000),
      authorization,
      {
        reason: 'No.',
      },
    );

    expectAnswer(restore, 409, A.ownerSuspended);
    expect((await statusOf(listing.id)).status).toBe('suspended');
    expect(suspend.statusCode).toBe(409);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the verified badge', () => {
  it('marks verified with checks and a note, records who and when, and unmarks', async () => {
    const account = await admin();
    const listing = await createListing(api.db);
    const verify = (body: object) =>
      send(api.app, 'POST', buildAdminVerifyPath(listing.id), account.authorization, body);

    const noChecks = await verify({ checks: [], note: '' });
    expectAnswer(noChecks, 422, A.checksRequired);

    const verified = await verify({ checks: ['photos', 'age'], note: 'Video call on Monday.' });

    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      is_verified: true,
      verifications: [
        {
          verified: true,
          checks: ['photos', 'age'],
          note: 'Video call on Monday.',
          admin_email: account.email,
        },
      ],
    });
    const row = await statusOf(listing.id);
    expect(row.isVerified).toBe(true);
    expect(row.verifiedAt).not.toBeNull();
    const twice = await verify({ checks: ['photos'] });
    expectAnswer(twice, 409, A.alreadyVerified);

    const unverified = await send(
      api.app,
      'POST',
      buildAdminUnverifyPath(listing.id),
      account.authorization,
      {
        note: 'Photos changed.',
      },
    );

    expect(unverified.json().message).toBe(A.unverified);
    expect((await statusOf(listing.id)).isVerified).toBe(false);
    const history = await api.db
      .select()
      .from(listingVerifications)
      .where(eq(listingVerifications.modelId, listing.id))
      .orderBy(asc(listingVerifications.id));
    expect(history.map((entry) => [entry.verified, entry.adminId, entry.note])).toEqual([
      [true, account.id, 'Video call on Monday.'],
      [false, account.id, 'Photos changed.'],
    ]);
    expect((await auditRowsOf(listing.id)).map((entry) => entry.action)).toEqual([
      'listing.verify',
      'listing.unverify',
    ]);
  });
});

describe('editing a listing and removing a photo', () => {
  it('saves a step with the advertiser’s rules and records the fields that changed', async () => {
    const { authorization } = await admin();
    const { listingId } = await submittedListingWithPhoto(21);
    const saveStep = (step: ListingSectionStep, body: object) =>
      send(api.app, 'PUT', buildAdminListingStepPath(listingId, step), authorization, body);

    const underAge = await saveStep('basics', { ...BASICS, age: 17 });
    expect(underAge.statusCode).toBe(422);
    expect(underAge.json().errors.age).toBe(M.underAge);

    const saved = await saveStep('basics', { ...BASICS, name: 'Renamed' });

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: A.saved,
      data: { name: 'Renamed', status: 'pending' },
    });
    expect((await auditRowsOf(listingId)).at(-1)).toMatchObject({
      action: 'listing.edit',
      details: { step: 'basics', fields: ['name'] },
    });

    const unknownPlace = await saveStep('location', {
      state: 'New South Wales',
      suburb: 'Nowhere Town',
      postcode: '2999',
    });
    expect(unknownPlace.statusCode).toBe(422);
    expect(unknownPlace.json().errors.suburb).toBe(M.locationUnknown);

    const about = await saveStep('about', {
      description_html: '<p>A rewritten description that is long enough.<script>x()</script></p>',
      contact_channels: ['enquiry'],
    });
    expect(about.json().data.description_html).toBe(
      '<p>A rewritten description that is long enough.</p>',
    );
  });

  it('removes a photo with its files and keeps the last photo of a submitted listing', async () => {
    const account = await admin();
    const { account: owner, listingId, photoId, photoBase } = await submittedListingWithPhoto(31);
    const second = await uploadPhoto(api.app, owner.authorization, listingId, await drawPhoto(32));
    const secondId = second.json().data.id as number;
    const secondFiles = (await storedFiles(api.testApp)).filter((name) =>
      name.startsWith(baseOf(second.json().data.image_name)),
    );
    expect(secondFiles).toHaveLength(3);
    const removePhoto = (id: number) =>
      send(api.app, 'DELETE', buildAdminListingPhotoPath(listingId, id), account.authorization);

    const unknown = await removePhoto(2_000_000_000);
    expectAnswer(unknown, 404, M.photoNotFound);

    const removed = await removePhoto(photoId);

    expectAnswer(removed, 200, A.photoRemoved);
    expect(removed.json().data.photos.map((photo: { id: number }) => photo.id)).toEqual([secondId]);
    const photos = await api.db
      .select()
      .from(modelPhotos)
      .where(eq(modelPhotos.modelId, listingId));
    expect(photos.map((photo) => [photo.id, photo.position])).toEqual([[secondId, 0]]);
    expect((await statusOf(listingId)).imageName).toBe(photos[0]!.imageName);
    const files = await storedFiles(api.testApp);
    expect(files.filter((name) => name.startsWith(photoBase))).toEqual([]);
    expect((await auditRowsOf(listingId)).at(-1)).toMatchObject({
      action: 'listing.photo_remove',
      details: { photo_id: photoId },
    });

    const last = await removePhoto(secondId);
    expectAnswer(last, 422, M.needsPhoto);
    expect(await storedFiles(api.testApp)).toEqual(expect.arrayContaining(secondFiles));
  });
});
