import {
  ACCOUNT_MAIL_SUBJECTS,
  ALERT_MESSAGES,
  CUSTOMER_DASHBOARD_PAGE,
  CUSTOMER_MESSAGES,
  addDays,
  australianDate,
} from '@app/contract';
import type { Page } from '@playwright/test';
import { createAdminToken } from '../support/admin-account.js';
import { createPendingListing } from '../support/advertiser-listing.js';
import { AGE_GATE_FLAG, newAppPage } from '../fixtures.js';
import { expect, test } from '../support/auth-test.js';
import { createSignedInCustomer } from '../support/customer-session.js';
import { pickPlace } from '../support/forms.js';
import { waitForMessages } from '../support/mailbox.js';
import { approveAsAdmin } from '../support/requests.js';
import { signIn } from '../support/session.js';
import { toastWith } from '../support/toasts.js';

const searchForm = (page: Page) => page.getByRole('form', { name: 'Advanced search' });

/**
 * The features of the best directories, end to end (docs/product/search-and-ranking.md,
 * docs/product/accounts.md#saved-searches-and-tour-alerts): a customer finds a Sydney listing by
 * price and "available today", saves that search and the listing; the advertiser announces a
 * Brisbane tour; once it is approved, the customer who picked Brisbane is mailed once and sees
 * the alert on the dashboard.
 */
test('a customer filters Sydney by price and available today, saves the search and the listing, and is alerted once when it tours their city', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const name = `Alerted${Math.floor(Math.random() * 1e6)}`;
  // A one-hour rate of $270: in the $250 to $300 range the customer asks for.
  const [{ advertiser, listingId }, adminToken] = await Promise.all([
    createPendingListing(request, name, {
      rates: {
        rates: [{ kind: 'incall', minutes: 60, amount: 270 }],
        availability: [{ day: 'sat', from: '10:00', to: '22:00' }],
      },
    }),
    createAdminToken(request),
  ]);
  await approveAsAdmin(request, adminToken, listingId);

  // The advertiser switches Available today on, until the latest time offered.
  const advertiserContext = await browser.newContext();
  const studio = await newAppPage(advertiserContext);
  await studio.addInitScript((key) => window.localStorage.setItem(key, 'true'), AGE_GATE_FLAG);
  await signIn(studio, request, advertiser, 'model');
  await studio.goto('/modelDashboard/status');
  const until = studio.getByRole('combobox', { name: 'Available today until' });
  const latest = await until.locator('option').last().getAttribute('value');
  await until.selectOption(latest!);
  await studio.getByRole('button', { name: 'Switch on' }).click();
  await expect(studio.getByText(/^On: clients see “Available today until /)).toBeVisible();

  // The customer narrows Sydney by price and availability.
  const customer = await createSignedInCustomer(page, request, 'alerts-journey');
  await page.goto('/searchpage?state=new-south-wales&city=sydney');
  await searchForm(page).getByLabel('Minimum price').fill('250');
  await searchForm(page).getByLabel('Maximum price').fill('300');
  await searchForm(page).getByLabel('Available today').check();
  await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/min_price=250/);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Available today');

  // Saves the search with weekly mail, and the listing to the wishlist.
  await page.getByLabel('E-mail me new listings').selectOption('weekly');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ALERT_MESSAGES.searchSaved }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(toastWith(page, CUSTOMER_MESSAGES.wishlistAdded)).toBeVisible();

  // On the dashboard: the saved search with its filters, and Brisbane picked for tour alerts.
  await page.goto(CUSTOMER_DASHBOARD_PAGE);
  await expect(
    page.getByRole('link', { name: 'Sydney, New South Wales · $250–$300 · Available today' }),
  ).toBeVisible();
  const cityPicked = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('tour-alert-city'),
  );
  await page.getByLabel('My city').selectOption({ label: 'Brisbane' });
  expect((await cityPicked).ok()).toBe(true);

  // The advertiser announces a Brisbane tour; it waits for review, then an admin approves it.
  const today = australianDate(new Date());
  await studio.goto('/modelDashboard/tours');
  await studio.getByLabel('Tour state').selectOption('Queensland');
  await pickPlace(studio, 'Tour city', 'Brisbane', /^Brisbane, QLD/);
  await studio.getByLabel('First day').fill(addDays(today, 3));
  await studio.getByLabel('Last day').fill(addDays(today, 5));
  await studio.getByRole('button', { name: 'Add tour' }).click();
  await expect(studio.getByRole('list', { name: 'Your tours' })).toContainText('Brisbane');
  const approvedAt = Date.now();
  await approveAsAdmin(request, adminToken, listingId);

  // The mail names the listing and the city; the dashboard lists the alert.
  const [alert] = await waitForMessages(
    customer.email,
    (message) => message.subject === ACCOUNT_MAIL_SUBJECTS.tourAlert,
    { since: approvedAt },
  );
  expect(alert!.text).toContain(name);
  expect(alert!.text).toContain('Brisbane');
  await page.reload();
  const alerts = page.getByRole('region', { name: 'Tour alerts' });
  await expect(alerts.getByRole('link', { name })).toBeVisible();
  await advertiserContext.close();
});
