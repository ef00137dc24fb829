import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { startSignedIn } from '../support/session.js';

/** The header reads the persisted session only: no account or token is needed to show it. */
async function signInAs(page: Page, role: string): Promise<void> {
  await startSignedIn(page, {
    userName: 'E2E Tester',
    email: 'e2e@example.com',
    role,
    userId: '17',
    isLogging: true,
  });
}

test('a visitor sees Home, Blog, Popular Locations, Advertise and Sign in', async ({ page }) => {
  await page.goto('/blog');
  const main = page.getByRole('navigation', { name: 'Main' });
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(main.getByRole('button', { name: 'Popular Locations' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Advertise' })).toHaveAttribute(
    'href',
    '/registration',
  );
  await expect(account.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/step');
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

const DASHBOARDS: ReadonlyArray<readonly [role: string, href: string]> = [
  ['model', '/modelDashboard'],
  ['admin', '/AdminDashboard/dashboard'],
  ['customer', '/customer/dashboard'],
  // The odd route of docs/product/routes-and-screens.md, space and all; the browser sends it as /not%20Found.
  ['moderator', '/not Found'],
];

for (const [role, href] of DASHBOARDS) {
  test(`a signed-in ${role} sees Dashboard to ${href} and Logout`, async ({ page }) => {
    await signInAs(page, role);
    await page.goto('/blog');
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Advertise', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
    await expect(main.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Popular Locations' })).toBeVisible();
  });
}

test('an unknown role’s Dashboard opens the not-found page at /not Found', async ({ page }) => {
  await signInAs(page, 'moderator');
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/not%20Found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('Home clears session storage and goes to /', async ({ page }) => {
  await page.goto('/blog');
  await page.evaluate(() => {
    window.sessionStorage.setItem('e2e-marker', 'x');
    window.sessionStorage.setItem('nextLink', '/stale-link');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page may save its own fresh results again; what was there before is gone.
  expect(await page.evaluate(() => window.sessionStorage.getItem('e2e-marker'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('nextLink'))).not.toBe(
    '/stale-link',
  );
});

test('the logo of a signed-in user clears session storage and lands on / via /homepage', async ({
  page,
}) => {
  await signInAs(page, 'customer');
  await page.goto('/blog');
  await page.evaluate(() => window.sessionStorage.setItem('e2e-marker', 'x'));
  const logo = page.getByRole('banner').getByRole('link', { name: /Australian Escort Directory/ });
  await expect(logo).toHaveAttribute('href', '/homepage');
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('e2e-marker'))).toBeNull();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a profile page hides the mobile filter bar; other pages show it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the bar is one summary row until it is opened.
  const phoneBar = page.getByRole('button', { name: /^Search: / });
  await page.goto('/blog');
  await expect(phoneBar).toBeVisible();
  await page.goto('/profile/some-name/1');
  await expect(phoneBar).toBeHidden();
  await expect(page.getByRole('search', { name: 'Find escorts' })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('search', { name: 'Find escorts' })).toBeVisible();
});
