import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

function newsletter(page: Page) {
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'E-mail address' }),
    subscribe: form.getByRole('button', { name: 'Subscribe' }),
  };
}

function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('the footer holds its fixed links, unlinked entries, social links and © 2023', async ({
  page,
}) => {
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  const cities = footer.getByRole('navigation', { name: 'Popular cities' }).getByRole('link');
  expect(await cities.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/escorts/new-south-wales/sydney',
    '/escorts/victoria/melbourne',
    '/escorts/queensland/brisbane',
    '/escorts/western-australia/perth',
  ]);
  const info = footer.getByRole('navigation', { name: 'Information' }).getByRole('link');
  expect(await info.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/privacy-and-policy',
    '/contactus',
    '/term-and-conditions',
  ]);
  for (const entry of ['FAQ', 'Delivery/Refund Policy']) {
    await expect(footer.getByText(entry, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
  for (const heading of ['More', 'Categories', 'Reviews']) {
    const list = footer.getByRole('region', { name: heading });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(0);
  }
  const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
  await expect(footer.getByText(/© 2023 /)).toBeVisible();
});

test('a malformed e-mail is refused with the fixed alert and nothing is sent', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/newsletter', (route) => {
    requests += 1;
    return route.continue();
  });
  await page.goto('/blog');
  const { email, subscribe } = newsletter(page);
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  for (const value of ['no-at-sign.example.com', 'no-dot@example', '   ']) {
    await email.fill(value);
    await subscribe.click();
  }
  await expect.poll(() => messages.length).toBe(3);
  expect(messages).toEqual(Array(3).fill('Please enter a valid email address.'));
  expect(requests).toBe(0);
});

test('a valid e-mail subscribes: success toast and the field cleared', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/blog');
  const { email, subscribe } = newsletter(page);
  const address = uniqueEmail();
  await email.fill(`  ${address}  `);
  const request = page.waitForRequest('**/api/newsletter');
  await subscribe.click();
  expect((await request).postDataJSON()).toEqual({ email: address });
  const toast = page.getByText('Subscribed successfully!', { exact: true });
  await expect(toast).toBeVisible();
  await expect(email).toHaveValue('');
  // The toasts' stylesheet is a file: the CSP (style-src 'self') blocks nothing.
  const container = page.locator('.Toastify__toast-container');
  expect(await container.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(await page.locator('head style').count()).toBe(0);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  // Top-right, and gone after about 5 s.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y < 200).toBe(true);
  await expect(toast).toBeHidden({ timeout: 8000 });
});

test('a failed subscription shows the error toast and keeps the e-mail', async ({ page }) => {
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto('/blog');
  const { email, subscribe } = newsletter(page);
  const address = uniqueEmail();
  await email.fill(address);
  await subscribe.click();
  await expect(
    page.getByText('Subscription failed. Please try again later.', { exact: true }),
  ).toBeVisible();
  await expect(email).toHaveValue(address);
});
