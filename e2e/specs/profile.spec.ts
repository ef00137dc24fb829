import type { APIRequestContext, Page } from '@playwright/test';
import {
  buildCallHref,
  buildSmsHref,
  contactGreeting,
  type GetModelProfileResponse,
  type ModelProfile,
  type PhoneRevealResponse,
  type SearchModelsResponse,
} from '@app/contract';
import { expect, newAppPage, test } from '../fixtures.js';

/** Opens the first card of the home page and answers the listing the profile page shows. */
async function openProfileFromCard(page: Page): Promise<ModelProfile> {
  await page.goto('/');
  const card = page.locator('a[href^="/profile/"]').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  const id = Number(new URL(href, 'http://x').pathname.split('/').at(-1));
  const profile = await fetchProfile(page.request, id);
  // The address changes before the profile has replaced the results on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  return profile;
}

async function fetchProfile(request: APIRequestContext, id: number): Promise<ModelProfile> {
  const response = await request.get(`/api/models/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as GetModelProfileResponse).data;
}

/** Every live listing id, page by page through the search API. */
async function fetchLiveIds(request: APIRequestContext): Promise<Set<number>> {
  const ids = new Set<number>();
  let next: string | null = '/api/search-models';
  while (next) {
    const response = await request.get(next);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as SearchModelsResponse;
    for (const item of body.data) ids.add(item.model.id);
    next = body.next_page_url
      ? new URL(body.next_page_url).pathname + new URL(body.next_page_url).search
      : null;
  }
  return ids;
}

test('a card opens the live profile: name, age, gallery with a keyboard lightbox, Show number', async ({
  page,
}) => {
  const profile = await openProfileFromCard(page);

  await expect(page.getByText(`Age ${profile.age}`, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${profile.name}, ${profile.age} – `));

  // Gallery: the primary photo first; Enter opens the lightbox, arrows move, Escape closes.
  const count = profile.photos.length;
  expect(count).toBeGreaterThan(0);
  const opener = page.getByRole('button', {
    name: `Open photo 1 of ${count} of ${profile.name} full screen`,
  });
  await expect(opener.locator('img')).toHaveAttribute('src', `/images/${profile.photos[0]}`);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Photos of ${profile.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close photos' })).toBeFocused();
  await expect(dialog.getByText(`Photo 1 of ${count}`)).toBeVisible();
  if (count > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', `/images/${profile.photos[1]}`);
    // Tab goes round the dialog's three buttons and never leaves it.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Open photo \d+ of/ })).toBeFocused();

  // Contact: no number in the page until "Show number"; then call and SMS where allowed.
  const call = page.getByRole('link', { name: /^Call / });
  const sms = page.getByRole('link', { name: /SMS/ });
  const takesCalls = profile.contact.channels.includes('calls');
  const takesSms = profile.contact.channels.includes('sms');
  if (takesCalls || takesSms) {
    expect(await page.content()).not.toMatch(/href="(tel|sms):/);
    const revealed = page.waitForResponse((r) =>
      r.url().endsWith(`/api/models/${profile.id}/phone`),
    );
    await page.getByRole('button', { name: 'Show number' }).click();
    const { phone } = (await (await revealed).json()) as PhoneRevealResponse;
    if (takesCalls) await expect(call).toHaveAttribute('href', buildCallHref(phone));
    else await expect(call).toHaveCount(0);
    const smsHref = buildSmsHref(phone, contactGreeting(profile.name));
    if (takesSms) await expect(sms).toHaveAttribute('href', smsHref);
    else await expect(sms).toHaveCount(0);
  } else {
    await expect(page.getByRole('button', { name: 'Show number' })).toHaveCount(0);
  }

  // Back to the results of the listing's state.
  await expect(page.getByRole('navigation', { name: 'Back' }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/escorts\/[a-z-]+$/,
  );
});

test('a visitor pressing the wishlist heart is asked to sign in, with a link to /step', async ({
  page,
}) => {
  const profile = await openProfileFromCard(page);

  const heart = page.getByRole('main').getByRole('button', { name: 'Save to wishlist' });
  await heart.click();

  await expect(page.getByText(`Sign in to save ${profile.name} to your wishlist.`)).toBeVisible();
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveAttribute('href', '/step');
  await signIn.click();
  await expect(page).toHaveURL(/\/step$/);
});

test('an unknown listing id shows the 404 page', async ({ page }) => {
  await page.goto('/profile/nobody/2147480000');

  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
});

test('a listing that is not live shows the 404 page, and its API answers 404', async ({ page }) => {
  const liveIds = await fetchLiveIds(page.request);
  const highest = Math.max(...liveIds);
  const gaps = Array.from({ length: highest }, (_, i) => i + 1).filter((id) => !liveIds.has(id));
  // Specs running alongside create listings and approve some of them, so a gap may have gone
  // live since the search: the first gap whose API still answers 404 is the one opened.
  let hidden: number | undefined;
  for (const id of gaps) {
    const status = (await page.request.get(`/api/models/${id}`)).status();
    expect([200, 404]).toContain(status);
    if (status === 404) {
      hidden = id;
      break;
    }
  }
  test.skip(hidden === undefined, 'no listing id up to the highest is hidden');

  await page.goto(`/profile/hidden/${hidden}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
});

test('a view is counted once per visitor session', async ({ page, browser }) => {
  const viewPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/models\/\d+\/views$/.test(request.url())) {
      viewPosts.push(request.url());
    }
  });

  const profile = await openProfileFromCard(page);
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect.poll(() => viewPosts.length).toBe(1);
  expect(viewPosts[0]).toMatch(new RegExp(`/api/models/${profile.id}/views$`));

  // The same tab: reloading and coming back through the results count nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(viewPosts).toHaveLength(1);

  // A new session (a fresh browser context) counts again.
  const context = await browser.newContext();
  const other = await newAppPage(context);
  let otherPosts = 0;
  other.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/models/${profile.id}/views`)) {
      otherPosts += 1;
    }
  });
  await other.addInitScript(() => window.localStorage.setItem('visited', 'true'));
  await other.goto(page.url());
  await expect(other.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect.poll(() => otherPosts).toBe(1);
  await context.close();
});
