import {
  LISTING_STATUS_TEXT,
  buildListingToursPath,
  buildModelListingPath,
  type OwnListingResponse,
} from '@app/contract';
import type { Locator, Page } from '@playwright/test';
import { createAdminToken } from '../support/admin-account.js';
import { createPendingListing } from '../support/advertiser-listing.js';
import { seriousViolations } from '../support/axe.js';
import { newAppPage } from '../fixtures.js';
import { expect, test } from '../support/auth-test.js';
import { approveAsAdmin } from '../support/requests.js';
import { signIn } from '../support/session.js';

/** An Australian calendar day `offset` days from today (YYYY-MM-DD), as tours count them. */
function australianDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Australia/Sydney',
  });
}

/**
 * The parts of a rendered profile body that say what the listing is: the gallery, the name, the
 * facts line and every titled section (contact, about, rates, details, touring). The header's
 * badges and wishlist heart are left out: they depend on the moment and on who is looking.
 */
async function profileParts(article: Locator) {
  return article.evaluate((original) => {
    // The public page is drawn on the server and hydrated (decision 045): React's markers
    // between adjacent texts (empty comments) and the order the attributes were written in are
    // how it was drawn, not what it shows, so both are left out of the comparison.
    const node = original.cloneNode(true) as Element;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode?.removeChild(comment);
    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
      const attributes = Array.from(element.attributes, ({ name, value }) => [name, value]);
      for (const [name] of attributes) element.removeAttribute(name!);
      for (const [name, value] of attributes.sort(([a], [b]) => a!.localeCompare(b!))) {
        element.setAttribute(name!, value!);
      }
    }
    node.normalize();
    return {
      gallery: node.firstElementChild?.innerHTML ?? '',
      name: node.querySelector('h1')?.outerHTML ?? '',
      facts: node.querySelector('header p')?.outerHTML ?? '',
      sections: Array.from(node.querySelectorAll('section'), (section) => section.outerHTML),
    };
  });
}

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page), label).toEqual([]);
}

test('the builder’s preview renders the same profile markup as the public page once the listing is approved', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { advertiser, listingId, name } = await createPendingListing(request, 'Preview Rosa');
  const adminToken = createAdminToken(request);
  const token = await signIn(page, request, advertiser, 'model');
  const headers = { Authorization: `Bearer ${token}` };
  const tour = await request.post(buildListingToursPath(listingId), {
    headers,
    data: {
      state: 'Queensland',
      city: 'Brisbane',
      starts_on: australianDay(2),
      ends_on: australianDay(6),
    },
  });
  expect(tour.ok(), await tour.text()).toBe(true);

  // The tours step is the dashboard's tours panel, in the builder.
  await page.goto('/addaprofile?step=tours');
  await expect(page.getByRole('list', { name: 'Your tours' })).toContainText('Brisbane');
  await expectAxeClean(page, 'tours step');

  await page.goto('/addaprofile?step=review');
  const preview = page.locator('#listing-preview article');
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Touring' })).toContainText('Brisbane');
  await expectAxeClean(page, 'review step');
  const previewed = await profileParts(preview);

  await approveAsAdmin(request, await adminToken, listingId);
  const own = (await (
    await request.get(buildModelListingPath(listingId), { headers })
  ).json()) as OwnListingResponse;
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.19.88.8' },
  });
  const visitorPage = await newAppPage(visitor);
  await visitorPage.addInitScript(() => window.localStorage.setItem('visited', 'true'));
  await visitorPage.goto(own.data.profile_path);
  const profile = visitorPage.locator('main article[aria-labelledby="profile-name"]');
  await expect(profile.getByRole('heading', { level: 1, name })).toBeVisible();
  const published = await profileParts(profile);
  await visitor.close();

  // Contact, about, rates, details and touring: five sections, each the same markup.
  expect(published.sections).toHaveLength(5);
  expect(previewed).toEqual(published);
});

test('each dashboard section opens at its own URL, marked current in the navigation, and is axe-clean', async ({
  page,
  request,
}) => {
  test.slow();
  const { advertiser } = await createPendingListing(request, 'Sections Mia');
  await signIn(page, request, advertiser, 'model');
  const sections = [
    ['status', 'Status', `Listing status: ${LISTING_STATUS_TEXT.pending.title}`],
    ['listing', 'Listing', 'Your listing'],
    ['photos', 'Photos', /^Photos/],
    ['tours', 'Tours', 'Tours'],
    ['statistics', 'Statistics', 'Statistics'],
    ['account', 'Account', 'Account settings'],
  ] as const;

  // The dashboard's own route shows the first section.
  await page.goto('/modelDashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(nav.getByRole('link', { name: 'Status' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: sections[0][2] })).toBeVisible();

  for (const [section, label, heading] of sections) {
    await page.goto(`/modelDashboard/${section}`);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expectAxeClean(page, section);
  }
});
