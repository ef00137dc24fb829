import { expect, test } from '../fixtures.js';

test('an unknown path is a real 404 showing the 404 page inside the header and footer', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(/© 2023/)).toBeVisible();
});

test('a results route naming no state is a real 404: status and page agree', async ({ page }) => {
  const response = await page.goto('/escorts/atlantis/old-town');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
