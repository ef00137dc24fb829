import { expect, test } from '../fixtures.js';
import { startSignedIn } from '../support/session.js';

test('Logout shows Logout Successful for about 1.7 s, clears the session, then goes to /', async ({
  page,
  context,
}) => {
  // Signed in as a customer: persisted session, token in local storage and in the cookie.
  await startSignedIn(
    page,
    { userName: 'E2E', email: 'e2e@example.com', role: 'customer', userId: '5', isLogging: true },
    'e2e-token',
  );
  await page.goto('/blog');

  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await logout.click();
  const clickedAt = Date.now();

  const popup = page.getByText('Logout Successful', { exact: true });
  await expect(popup).toBeVisible();
  // Still on the page it was pressed on while the popup shows.
  await expect(page).toHaveURL(/\/blog$/);
  await expect(popup).toBeHidden({ timeout: 4000 });
  const shownFor = Date.now() - clickedAt;
  expect(shownFor).toBeGreaterThanOrEqual(1600);
  expect(shownFor).toBeLessThan(3500);
  await expect(page).toHaveURL(/\/$/);

  expect(await page.evaluate(() => window.localStorage.getItem('reduxState'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
