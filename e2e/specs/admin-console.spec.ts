import type { Page } from '@playwright/test';
import {
  ADMIN_LISTING_MESSAGES,
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  CONFIRM_MESSAGES,
  buildCustomerProfilePath,
  buildListingPhotosPath,
  buildModelListingStepPath,
  buildModelProfileApiPath,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
} from '@app/contract';
import { runAdminCreate } from '../support/admin-account.js';
import {
  createPendingListing,
  demoListingParts,
  makeTestPhoto,
} from '../support/advertiser-listing.js';
import { newAppPage } from '../fixtures.js';
import { expect, test } from '../support/auth-test.js';
import { createVerifiedCustomer, strongPassword } from '../support/customer-account.js';
import { uniqueEmail, waitForMessages, type SinkMessage } from '../support/mailbox.js';
import { approveAsAdmin } from '../support/requests.js';
import { signIn, signInOverApi, startSignedIn } from '../support/session.js';

/**
 * The admin journey (docs/product/admin-console.md) in Debian Chromium, on the e2e server with its SMTP sink: an admin
 * made by `admin:create` sets a password through the printed link, signs in with it and runs
 * the site: moderation, users, blog, newsletter, and the audit log of it all.
 */

/** Mail in this journey goes out behind moderation and a campaign: up to 30 s on a busy machine. */
const MAIL_WAIT = { timeoutMs: 30_000 };

test('an admin made by admin:create sets a password through the printed link, signs in, approves and rejects listings, suspends a customer, publishes a post, sends a campaign and sees each action in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // What the admin will act on, made over the API as users would.
  const [toApprove, toReject] = await Promise.all([
    createPendingListing(request, 'Approvia'),
    createPendingListing(request, 'Rejecta'),
  ]);
  // Apart: each sign-up hashes a password at full cost, and a third at once made a busy
  // machine's server slow enough to drop the connection.
  const customer = await createVerifiedCustomer(request, 'suspendme');
  const { token: customerToken } = await signInOverApi(request, customer, 'customer');
  const customerBearer = `Bearer ${customerToken}`;
  const subscribers = [uniqueEmail('reader-a'), uniqueEmail('reader-b'), uniqueEmail('reader-c')];
  // Double opt-in: each reader confirms with the token of the mailed link (all at once).
  await Promise.all(
    subscribers.map(async (email) => {
      expect((await request.post(NEWSLETTER_PATH, { data: { email } })).ok()).toBe(true);
      const [mail] = await waitForMessages(
        email,
        (m) => m.subject === CONFIRM_MESSAGES.mailSubject,
        MAIL_WAIT,
      );
      const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail!.text)?.[1];
      const confirmed = await request.post(NEWSLETTER_CONFIRM_PATH, { data: { token } });
      expect(confirmed.ok()).toBe(true);
    }),
  );

  // 1. npm run admin:create prints a single-use link; the admin sets a password there.
  const adminEmail = uniqueEmail('admin');
  const adminPassword = strongPassword();
  const printed = await runAdminCreate(['--email', adminEmail, '--name', 'E2E operator']);
  const link = printed.trim().split('\n').at(-1) ?? '';
  expect(link).toMatch(/\/reset-password\?/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(adminPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset successfully!' }),
  ).toBeVisible();
  // The password set through the link signs in (the /login form itself, an admin's included,
  // is proven by advertiser-auth.spec.ts and the web's auth-flows test).
  const admin = await signInOverApi(
    request,
    { email: adminEmail, password: adminPassword },
    'model',
  );
  expect(admin.session.role).toBe('admin');
  await startSignedIn(page, admin.session, admin.token);

  // 2. Approve a pending listing: it shows publicly.
  expect((await request.get(buildModelProfileApiPath(toApprove.listingId))).status()).toBe(404);
  await page.goto('/AdminDashboard/models?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await page.getByRole('link', { name: toApprove.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: toApprove.name })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.approved }),
  ).toBeVisible();
  expect((await request.get(buildModelProfileApiPath(toApprove.listingId))).status()).toBe(200);

  // 3. Reject another with a reason: the advertiser's mail arrives.
  const reason = 'Please add a photo that shows the whole outfit.';
  await page.goto(`/AdminDashboard/models?listing=${toReject.listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: toReject.name })).toBeVisible();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByLabel('Reason for rejection').fill(reason);
  await page.getByRole('button', { name: 'Reject listing' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.rejected }),
  ).toBeVisible();
  const [rejection] = await waitForMessages(
    toReject.advertiser.email,
    (message) => message.text.includes(reason),
    MAIL_WAIT,
  );
  expect(rejection!.subject).toMatch(/needs changes/);
  // 4. Suspend a customer: their next API call is 401.
  const profileBefore = await request.get(buildCustomerProfilePath(customer.id), {
    headers: { Authorization: customerBearer },
  });
  expect(profileBefore.status()).toBe(200);
  await page.goto(`/AdminDashboard/users?user=${customer.id}`);
  await page.getByRole('button', { name: 'Suspend account' }).click();
  await page.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(
    page.getByText('Account suspended. Every sign-in of this account has stopped working.'),
  ).toBeVisible();
  const profileAfter = await request.get(buildCustomerProfilePath(customer.id), {
    headers: { Authorization: customerBearer },
  });
  expect(profileAfter.status()).toBe(401);
  expect(((await profileAfter.json()) as { message: string }).message).toBe(
    AUTH_MESSAGES.unauthorized,
  );

  // 5. Publish a blog post: it shows on /blog.
  const postTitle = `Operator notes ${Date.now()}`;
  await page.goto('/AdminDashboard/blog?post=new');
  await page.getByLabel('Title').fill(postTitle);
  await page.getByLabel('Excerpt').fill('What changed on the directory this week.');
  await page.getByRole('textbox', { name: 'Body' }).fill('Faster search and a calmer inbox.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The post is on the blog now.')).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: postTitle }).first()).toBeVisible();

  // 6. Send a campaign to the subscribers: each gets it once, with a working unsubscribe.
  const subject = `This week on the directory ${Date.now()}`;
  await page.goto('/AdminDashboard/newsletter?campaign=new');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Body' }).fill('New cities, new faces, same discretion.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await page.getByRole('button', { name: 'Yes, send now' }).click();
  await expect(page.getByRole('heading', { name: `Campaign: ${subject}` })).toBeVisible();
  await expect(page.getByText('The campaign is sent.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Sent \d+ · Failed 0 · Left 0/)).toBeVisible();

  const campaignMails = await Promise.all(
    subscribers.map((email) =>
      waitForMessages(email, (message) => message.subject === subject, MAIL_WAIT),
    ),
  );
  for (const mails of campaignMails) {
    expect(mails).toHaveLength(1);
    const [mail] = mails as [SinkMessage];
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http[^>]+\/api\/newsletter\/unsubscribe\/[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
  }
  // The first reader follows the link in the mail to the page that confirms.
  const [firstMail] = campaignMails[0] as [SinkMessage];
  const pageLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(firstMail.text)?.[0];
  expect(pageLink).toBeTruthy();
  const readerPage = await newAppPage(page.context());
  await readerPage.goto(pageLink!);
  await expect(
    readerPage.getByRole('heading', { name: 'Unsubscribe from the newsletter' }),
  ).toBeVisible();
  await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    readerPage.getByText('You are unsubscribed. You will get no more newsletters from us.'),
  ).toBeVisible();
  await readerPage.close();
  // The second reader's mail client uses the one-click header (RFC 8058).
  const [secondMail] = campaignMails[1] as [SinkMessage];
  const oneClick = /^<([^>]+)>$/.exec(secondMail.headers['list-unsubscribe'] ?? '')?.[1];
  const unsubscribed = await request.post(oneClick!, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.ok()).toBe(true);
  // The console lists both as unsubscribed, the third still active.
  await page.goto('/AdminDashboard/newsletter?status=unsubscribed');
  for (const email of subscribers.slice(0, 2)) {
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: subscribers[2]!, exact: true })).toHaveCount(0);

  // 7. The audit log shows each action, by this admin.
  await page.goto(`/AdminDashboard/audit?actor=${encodeURIComponent(adminEmail)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table');
  for (const action of [
    'listing.approve',
    'listing.reject',
    'user.suspend',
    'blog.publish',
    'campaign.send',
  ] as const) {
    await expect(log.getByRole('cell', { name: AUDIT_ACTIONS[action], exact: true })).toBeVisible();
  }
  await expect(log.getByRole('button')).toHaveCount(0);
});

/**
 * How far the page runs past the window's side, or a table past its box (a table's box
 * scrolls it sideways, so the page alone would not show it): 0 when nothing does.
 */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tables = Array.from(
      document.querySelectorAll('table'),
      (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth),
    );
    return Math.max(0, document.documentElement.scrollWidth - window.innerWidth, ...tables);
  });
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the review queue and a review with changes waiting fit without sideways scrolling; an approval asks first and can be undone', async ({
    page,
    request,
  }) => {
    test.slow();
    const [toApprove, changed] = await Promise.all([
      createPendingListing(request, 'Undoa'),
      createPendingListing(request, 'Widena'),
    ]);
    const email = uniqueEmail('wide-admin');
    const password = strongPassword();
    await runAdminCreate(['--email', email, '--name', 'Wide admin', '--password-stdin'], password);
    const adminToken = await signIn(page, request, { email, password }, 'model');

    // A public listing whose owner then changed text and photos: its review shows before and after.
    await approveAsAdmin(request, adminToken, changed.listingId);
    const owner = await signInOverApi(request, changed.advertiser, 'model');
    const headers = { Authorization: `Bearer ${owner.token}` };
    const parts = await demoListingParts('Widena');
    const longWord = 'unbroken'.repeat(16);
    const about = await request.put(buildModelListingStepPath(changed.listingId, 'about'), {
      headers,
      data: {
        ...parts.about,
        description_html: `<p>${'Warm, witty and discreet company. '.repeat(12)}${longWord}</p>`,
      },
    });
    expect(about.ok(), await about.text()).toBe(true);
    const photo = await request.post(buildListingPhotosPath(changed.listingId), {
      headers,
      multipart: {
        photo: {
          name: 'new.jpg',
          mimeType: 'image/jpeg',
          buffer: await makeTestPhoto('#5080c8', 'New'),
        },
      },
    });
    expect(photo.ok(), await photo.text()).toBe(true);

    await page.goto('/AdminDashboard/models?status=pending');
    await expect(page.getByRole('link', { name: changed.name, exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto(`/AdminDashboard/models?listing=${changed.listingId}`);
    await expect(page.getByRole('region', { name: 'Changes waiting for review' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve changes' }).click();
    await expect(page.getByRole('group', { name: 'Make these changes public?' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    // Approve asks first; the approval is undone from the same page, back to the queue.
    await page.goto(`/AdminDashboard/models?listing=${toApprove.listingId}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const question = page.getByRole('group', {
      name: 'Approve this listing? It goes live at once.',
    });
    await expect(question.getByRole('button', { name: 'Yes, approve' })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
    await question.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.approved }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Undo approval' }).click();
    await page.getByRole('button', { name: 'Yes, undo the approval' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ADMIN_LISTING_MESSAGES.approvalUndone }),
    ).toBeVisible();
    expect((await request.get(buildModelProfileApiPath(toApprove.listingId))).status()).toBe(404);
    const [note] = await waitForMessages(
      toApprove.advertiser.email,
      (message) => /back in review/.test(message.subject),
      MAIL_WAIT,
    );
    expect(note).toBeDefined();
  });
});
