import { expect, test } from '../fixtures.js';

test('/step offers User (chosen) or Model; Next leads to the matching sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/step$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Step Into Your Role' })).toBeVisible();
  const user = page.getByRole('radio', { name: /^User/ });
  const model = page.getByRole('radio', { name: /^Model/ });
  await expect(user).toBeChecked();
  await expect(model).not.toBeChecked();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/user-login$/);

  await page.goto('/step');
  await page.getByRole('radio', { name: /^Model/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/step Cancel goes home', async ({ page }) => {
  await page.goto('/step');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});
