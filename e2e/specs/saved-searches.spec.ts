import { ALERT_MESSAGES } from '@app/contract';
import { expect, test } from '../support/auth-test.js';
import { createSignedInCustomer } from '../support/customer-session.js';
import { toastWith } from '../support/toasts.js';

test('a customer saves the search on a results page and finds it, with its mail, on the dashboard', async ({
  page,
  request,
}) => {
  await createSignedInCustomer(page, request, 'saved-search');
  await page.goto('/escorts/new-south-wales/sydney?gender=female');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sydney');

  await page.getByLabel('E-mail me new listings').selectOption('weekly');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toastWith(page, ALERT_MESSAGES.searchSaved)).toBeVisible();

  await page.getByRole('link', { name: 'My saved searches' }).click();
  const search = page.getByRole('link', { name: 'Sydney, New South Wales · female' });
  await expect(search).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('weekly');

  await search.click();
  await expect(page).toHaveURL(/\/escorts\/new-south-wales\/sydney\?gender=female$/);
});
