import { expect, test } from '../fixtures.js';

const INFO_PAGES = [
  { path: '/about-us', heading: 'About Us' },
  { path: '/replacement', heading: 'Delivery, Replacement and Refund Policy' },
  { path: '/site', heading: 'Site Map' },
  { path: '/dmca', heading: 'Copyright and Takedown (DMCA)' },
  { path: '/term-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-and-policy', heading: 'Privacy Policy' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
] as const;

for (const { path, heading } of INFO_PAGES) {
  test(`${path} loads with its heading, title and description`, async ({ page }) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[()]/g, '\\$&')} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
  });
}

test('the privacy policy names the Australian Privacy Principles, the OAIC and what the browser stores', async ({
  page,
}) => {
  await page.goto('/privacy-and-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('Australian Privacy Principles');
  await expect(main).toContainText('Office of the Australian Information Commissioner');
  for (const key of ['reduxState', 'token', 'visited']) {
    await expect(main.locator('code', { hasText: new RegExp(`^${key}$`) }).first()).toBeVisible();
  }
});

test('the FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('Do I need an account to browse?');
  const answer = page.getByText(/Anyone 18 or over can search/);
  await expect(answer).toBeHidden();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('the site map links every state', async ({ page }) => {
  await page.goto('/site');
  const states = page.getByRole('region', { name: 'Escorts by state and territory' });
  for (const slug of [
    'new-south-wales',
    'queensland',
    'western-australia',
    'victoria',
    'south-australia',
    'northern-territory',
    'tasmania',
    'australian-capital-territory',
  ]) {
    await expect(states.locator(`a[href="/escorts/${slug}"]`)).toHaveCount(1);
  }
});
