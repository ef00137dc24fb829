import {
  AUTH_MESSAGES,
  CUSTOMER_LOGIN_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  PASSWORD_RESET_API_PATH,
} from '@app/contract';
import type { Route } from '@playwright/test';
import { expect, test } from '../support/auth-test.js';
import {
  NEW_PASSWORD_SUBMIT,
  RESET_REQUEST_SUBMIT,
  fillNewPassword,
  openPage,
  pressWhileHeld,
} from '../support/forms.js';
import { createVerifiedCustomer, strongPassword } from '../support/customer-account.js';
import { answerOf, countRequests } from '../support/requests.js';
import { uniqueEmail, waitForLink } from '../support/mailbox.js';
import { toastWith } from '../support/toasts.js';

test('the reset request says Email or phone is required, then Too short, and sends nothing', async ({
  page,
}) => {
  const posts = countRequests(page, FORGOT_PASSWORD_API_PATH);
  await openPage(page, '/request-reset', 'Reset Your Password');
  const field = page.getByLabel('Email or phone');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(field).toHaveAccessibleDescription(AUTH_MESSAGES.resetIdentifierRequired);
  await field.fill('abc');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(field).toHaveAccessibleDescription(AUTH_MESSAGES.resetIdentifierTooShort);
  expect(posts()).toBe(0);
});

test('a reset request reads Sending... and confirms Reset password link sent successfully!', async ({
  page,
}) => {
  await page.goto('/request-reset');
  // The answer is the same whether or not the account exists.
  await page.getByLabel('Email or phone').fill(uniqueEmail('no-account'));
  const answer = await pressWhileHeld(page, RESET_REQUEST_SUBMIT);
  expect(answer.status()).toBe(200);
  await expect(toastWith(page, AUTH_MESSAGES.resetLinkSent)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: AUTH_MESSAGES.resetRequestAccepted }),
  ).toBeVisible();
});

test('reset request failures: a non-200 answer, a server message, and no answer at all', async ({
  page,
}) => {
  await page.goto('/request-reset');
  const field = page.getByLabel('Email or phone');
  await field.fill('someone@example.com');
  // Three answers the real server does not give on demand, in turn.
  const answers = [
    (route: Route) => route.fulfill({ status: 202, json: {} }),
    (route: Route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please wait a minute.' } }),
    (route: Route) => route.abort('connectionreset'),
  ];
  await page.route(
    (url) => url.pathname === FORGOT_PASSWORD_API_PATH,
    (route) => answers.shift()!(route),
  );
  const button = page.getByRole('button', { name: 'Send Reset Link' });
  await button.click();
  await expect(toastWith(page, AUTH_MESSAGES.forgotFailed)).toBeVisible();
  await button.click();
  await expect(toastWith(page, 'Too many requests. Please wait a minute.')).toBeVisible();
  await button.click();
  await expect(toastWith(page, AUTH_MESSAGES.forgotRequestFailed)).toBeVisible();
  await expect(field).toHaveValue('someone@example.com');
});

test('the new password form shows every new-password message', async ({ page }) => {
  const posts = countRequests(page, PASSWORD_RESET_API_PATH);
  await openPage(
    page,
    '/reset-password-user?email=sam%40example.com&token=abc',
    'Set New Password',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('sam@example.com');
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();

  const button = page.getByRole('button', { name: 'Reset Password' });
  await button.click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    new RegExp(`^${AUTH_MESSAGES.newPasswordRequired}`),
  );
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    AUTH_MESSAGES.confirmPasswordRequired,
  );

  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password', { exact: true }).fill('abd');
  await button.click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    new RegExp(`^${AUTH_MESSAGES.newPasswordTooShort}`),
  );
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    AUTH_MESSAGES.passwordsMustMatch,
  );
  expect(posts()).toBe(0);
});

test('a wrong reset link reads Resetting... and shows the server’s message', async ({ page }) => {
  await page.goto(
    `/reset-password-user?email=${encodeURIComponent(uniqueEmail('nolink'))}&token=not-a-real-token`,
  );
  const password = strongPassword();
  await fillNewPassword(page, password);
  const answer = await pressWhileHeld(page, NEW_PASSWORD_SUBMIT);
  expect(answer.status()).toBe(400);
  await expect(toastWith(page, AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(password);
  await expect(page).toHaveURL(/\/reset-password-user\?/);
});

test('reset failures without a message: Something went wrong. and Reset password failed. Please try again.', async ({
  page,
}) => {
  await page.goto('/reset-password-user?email=sam%40example.com&token=abc');
  const answers = [
    (route: Route) => route.fulfill({ status: 200, json: {} }),
    (route: Route) => route.fulfill({ status: 500, body: '' }),
  ];
  await page.route(
    (url) => url.pathname === PASSWORD_RESET_API_PATH,
    (route) => answers.shift()!(route),
  );
  const password = strongPassword();
  await fillNewPassword(page, password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.resetFailed)).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.resetRequestFailed)).toBeVisible();
});

test('a reset link without its e-mail or token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password-user?email=sam%40example.com');
  await expect(page.getByRole('alert').filter({ hasText: 'not complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/request-reset',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('the reset journey: request, link from the mail, new password, sign in with it', async ({
  page,
  request,
}) => {
  const customer = await createVerifiedCustomer(request, 'reset');
  const since = Date.now();
  await page.goto('/user-login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password', exact: true }).click();
  await page.getByLabel('Email or phone').fill(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.resetLinkSent)).toBeVisible();

  const link = await waitForLink(customer.email, '/reset-password-user', { since });
  await page.goto(link);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  const newPassword = strongPassword();
  await fillNewPassword(page, newPassword);
  const answer = answerOf(page, PASSWORD_RESET_API_PATH);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect((await answer).status()).toBe(200);
  await expect(toastWith(page, AUTH_MESSAGES.passwordResetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/user-login$/);

  // The old password is refused; the new one signs in (the form is login.spec.ts's claim).
  const signIn = (password: string) =>
    request.post(CUSTOMER_LOGIN_API_PATH, { data: { email: customer.email, password } });
  expect((await signIn(customer.password)).status()).toBe(401);
  expect((await signIn(newPassword)).status()).toBe(200);

  // The link works once.
  await page.goto(link);
  await fillNewPassword(page, newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
});
