import {
  ADMIN_LISTING_MESSAGES,
  LISTING_MESSAGES,
  buildAdminVerifyPath,
  buildModelListingPath,
  buildModelProfileApiPath,
  verificationPhotoText,
  type ModelProfile,
  type OwnListingResponse,
} from '@app/contract';
import { openAdminPage } from '../support/admin-account.js';
import { createPendingListing, makeTestPhoto } from '../support/advertiser-listing.js';
import { newAppPage } from '../fixtures.js';
import { expect, test } from '../support/auth-test.js';
import { approveAsAdmin } from '../support/requests.js';
import { signIn } from '../support/session.js';

/** 'November 2026': the month the badge names, in Sydney as the site writes it. */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  }).format(new Date());

test('an advertiser’s change to her live verified listing waits for review, goes public without the badge once approved, and her verification brings the badge back with its month', async ({
  page,
  request,
  browser,
}) => {
  // A live listing, verified by an admin over the API.
  const { advertiser, listingId, name } = await createPendingListing(request, 'Marisol');
  const admin = await openAdminPage(browser, request, 'trust-admin');
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  await approveAsAdmin(request, admin.token, listingId);
  const verified = await request.post(buildAdminVerifyPath(listingId), {
    headers: asAdmin,
    data: { checks: ['photos', 'age'], note: '' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const profileOf = async () =>
    (
      (await (await request.get(buildModelProfileApiPath(listingId))).json()) as {
        data: ModelProfile;
      }
    ).data;

  // 1. She changes her age: she is told first that it costs the badge, then that it waits.
  const token = await signIn(page, request, advertiser, 'model');
  await page.goto('/addaprofile?step=basics&return=dashboard');
  await expect(
    page.getByRole('note').filter({ hasText: LISTING_MESSAGES.badgeAtRisk }),
  ).toBeVisible();
  await page.getByLabel('Age').fill('31');
  await page.getByRole('button', { name: 'Save and return to dashboard' }).click();
  await expect(page.getByText(LISTING_MESSAGES.changesWaiting)).toBeVisible();
  await expect(page.getByRole('note', { name: 'Changes waiting for review' })).toBeVisible();
  expect(await profileOf()).toMatchObject({ age: 29, verified: true });

  // 2. The admin sees the change beside the public version, and approves it.
  await admin.page.goto(`/AdminDashboard/models?listing=${listingId}`);
  const changes = admin.page.getByRole('region', { name: 'Changes waiting for review' });
  await expect(changes.getByRole('row', { name: /Age/ })).toContainText('29');
  await expect(changes.getByRole('row', { name: /Age/ })).toContainText('31');
  await expect(changes).toContainText('Approving takes the Verified badge off');
  await admin.page.getByRole('button', { name: 'Approve changes' }).click();
  await admin.page.getByRole('button', { name: 'Yes, make them public' }).click();
  await expect(
    admin.page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.changesApproved }),
  ).toBeVisible();

  // 3. A visitor sees the new age and no badge.
  const visitor = await browser.newContext();
  const visitorPage = await newAppPage(visitor);
  await visitorPage.addInitScript(() => window.localStorage.setItem('visited', 'true'));
  const own = (await (
    await request.get(buildModelListingPath(listingId), {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as OwnListingResponse;
  await visitorPage.goto(own.data.profile_path);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitorPage.getByText('Age 31')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: /^Verified/ })).toHaveCount(0);

  // 4. She asks for verification with a photo showing the site's name and her code.
  await page.goto('/modelDashboard');
  const card = page.getByRole('region', { name: 'Verified badge' });
  const code = own.data.verification.code;
  await expect(card).toContainText(verificationPhotoText(code));
  await card.getByLabel('Send my verification photo').setInputFiles({
    name: 'verification.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeTestPhoto('#4a7bd0', code),
  });
  await expect(page.getByText(LISTING_MESSAGES.verificationRequested)).toBeVisible();
  await expect(card.getByRole('status')).toContainText('waiting for our team');

  // 5. The admin compares the private photo with hers and grants the badge.
  await admin.page.reload();
  const request_ = admin.page.getByRole('region', { name: 'Verification request' });
  await expect(request_.getByRole('img', { name: 'Verification photo' })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Mark verified' }).click();
  await admin.page.getByLabel('Photos are of the advertiser').check();
  await admin.page.getByRole('button', { name: 'Save verified badge' }).click();
  await expect(
    admin.page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.verified }),
  ).toBeVisible();

  // 6. The badge is back on her profile, naming its month.
  await visitorPage.reload();
  await expect(visitorPage.getByRole('link', { name: `Verified ${thisMonth()}` })).toBeVisible();
  await visitor.close();
  await admin.context.close();
});
