import { AUTH_MESSAGES, VERIFY_LINK_API_PATH } from '@app/contract';
import { expect, test } from '../support/auth-test.js';
import { openPage } from '../support/forms.js';
import { signUpCustomer } from '../support/customer-account.js';
import { waitForLink } from '../support/mailbox.js';
import { countRequests } from '../support/requests.js';

test('the link from the code e-mail verifies the account, then reads as already verified', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, 'verify-link');
  const link = await waitForLink(customer.email, '/Verify');
  expect(link).toMatch(new RegExp(`^/Verify\\?id=${customer.id}&token=`));

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === VERIFY_LINK_API_PATH);
  await page.goto(link);
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Verified' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: AUTH_MESSAGES.accountVerified }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/user-login',
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Already Verified' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: AUTH_MESSAGES.alreadyVerified }),
  ).toBeVisible();

  // The verified account signs in.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a link with a wrong token is not valid and offers the code page, sign-in and sign-up', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, 'verify-bad');
  await openPage(page, `/Verify?id=${customer.id}&token=${'x'.repeat(43)}`, 'Link Not Valid');
  await expect(
    page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.verifyLinkInvalid }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Enter the code or get a new one' })).toHaveAttribute(
    'href',
    `/otp-verify/${customer.id}`,
  );
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user-signup');
});

test('a link missing its id or token is not valid and calls nothing', async ({ page }) => {
  const calls = countRequests(page, VERIFY_LINK_API_PATH);
  await openPage(page, '/Verify?token=abc', 'Link Not Valid');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toBeVisible();
  expect(calls()).toBe(0);
});
