import {
  ADULT_STATEMENT_LABEL,
  AUTH_MESSAGES,
  MODEL_LOGIN_API_PATH,
  MODEL_SIGNUP_API_PATH,
  VERIFY_OTP_API_PATH,
} from '@app/contract';
import type { Page } from '@playwright/test';
import { createVerifiedAdvertiser, fillRegistrationForm } from '../support/advertiser-account.js';
import { expect, test } from '../support/auth-test.js';
import {
  ADVERTISER_SIGN_UP_SUBMIT,
  NEW_PASSWORD_SUBMIT,
  expectSignInLinks,
  fillNewPassword,
  openPage,
  pressWhileHeld,
} from '../support/forms.js';
import { seriousViolations } from '../support/axe.js';
import { strongPassword } from '../support/customer-account.js';
import { holdRequests } from '../support/hold-requests.js';
import { answerOf, countRequests } from '../support/requests.js';
import { uniqueEmail, waitForCode, waitForLink } from '../support/mailbox.js';
import { signInOverApi } from '../support/session.js';
import { toastWith } from '../support/toasts.js';

/** An accessible description that holds `text` (a field's hint comes before its error). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The persisted session (docs/product/accounts.md: local storage `reduxState`). */
async function storedSession(page: Page): Promise<{ role?: string; isLogging?: boolean }> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('reduxState');
    const parsed = raw
      ? (JSON.parse(raw) as { state?: { role?: string; isLogging?: boolean } })
      : {};
    return parsed.state ?? {};
  });
}

/** The messages /registration shows under its e-mail, phone and two password boxes. */
async function expectAccountBoxMessages(
  page: Page,
  messages: { email: string; phone: string; password: string; confirm: string },
): Promise<void> {
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(messages.email);
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(containing(messages.phone));
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    containing(messages.password),
  );
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(messages.confirm);
}

async function signInAtLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('/registration shows the contract’s message on every field and sends nothing until they pass', async ({
  page,
}) => {
  const posts = countRequests(page, MODEL_SIGNUP_API_PATH);
  await openPage(page, '/registration', 'Advertise With Us');
  // No Gmail or phone buttons on the advertiser's form.
  await expect(
    page.getByRole('main').getByRole('button', { name: /phone|google|gmail/i }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
    containing(AUTH_MESSAGES.nameRequired),
  );
  await expectAccountBoxMessages(page, {
    email: AUTH_MESSAGES.emailRequired,
    phone: AUTH_MESSAGES.phoneRequired,
    password: AUTH_MESSAGES.passwordRequired,
    confirm: AUTH_MESSAGES.confirmPasswordRequired,
  });
  await expect(
    page.getByRole('checkbox', { name: ADULT_STATEMENT_LABEL }),
  ).toHaveAccessibleDescription(AUTH_MESSAGES.adultRequired);
  await expect(
    page.getByRole('checkbox', { name: /I accept the terms/ }),
  ).toHaveAccessibleDescription(AUTH_MESSAGES.termsRequired);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('0312345678');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abcdef');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expectAccountBoxMessages(page, {
    email: AUTH_MESSAGES.emailInvalid,
    phone: AUTH_MESSAGES.phoneInvalid,
    password: AUTH_MESSAGES.passwordTooShort,
    confirm: AUTH_MESSAGES.passwordsMustMatch,
  });
  expect(posts()).toBe(0);
});

test('a new advertiser registers (Signing up...), verifies with the mailed code and lands in the listing builder signed in as a model', async ({
  page,
}) => {
  const email = uniqueEmail('advertiser-new');
  const password = strongPassword();
  await page.goto('/');
  await page.getByRole('link', { name: 'Advertise' }).click();
  await expect(page).toHaveURL(/\/registration$/);

  await fillRegistrationForm(page, { name: 'E2E Scarlett', email, password });

  const answer = await pressWhileHeld(page, ADVERTISER_SIGN_UP_SUBMIT);
  expect(answer.status()).toBe(201);
  await expect(toastWith(page, AUTH_MESSAGES.signupSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verify\/\d+$/);

  const code = await waitForCode(email);
  await page.getByLabel('Verification code').fill(code);
  const verified = answerOf(page, VERIFY_OTP_API_PATH);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  expect((await verified).ok()).toBe(true);
  await expect(toastWith(page, AUTH_MESSAGES.otpVerified)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/addaprofile');

  expect(await storedSession(page)).toMatchObject({ role: 'model', isLogging: true });
  const account = page.getByRole('banner');
  await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/modelDashboard',
  );
  await expect(account.getByRole('link', { name: 'Advertise' })).toHaveCount(0);
});

test('a model signs in at /login (Signing in...) and goes to /modelDashboard', async ({
  page,
  request,
}) => {
  const advertiser = await createVerifiedAdvertiser(request, 'advertiser-login');
  await page.goto('/step');
  await page.getByRole('radio', { name: /Model/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Model Sign In' })).toBeVisible();
  const main = page.getByRole('main');
  await expectSignInLinks(main, { name: 'Register to advertise', href: '/registration' });
  await expect(main.getByRole('button', { name: /phone/i })).toHaveCount(0);

  // The same messages as the customer form.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    AUTH_MESSAGES.passwordRequired,
  );

  const held = await holdRequests(page, MODEL_LOGIN_API_PATH);
  await signInAtLogin(page, advertiser.email, advertiser.password);
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  held.release();
  await expect(toastWith(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/modelDashboard');
  expect(await storedSession(page)).toMatchObject({ role: 'model', isLogging: true });
});

test('a wrong password at /login shows Invalid email or password on the field and as a toast', async ({
  page,
  request,
}) => {
  const advertiser = await createVerifiedAdvertiser(request, 'advertiser-wrong');
  await page.goto('/login');
  await signInAtLogin(page, advertiser.email, `${advertiser.password}-wrong`);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    AUTH_MESSAGES.invalidCredentials,
  );
  await expect(toastWith(page, AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an advertiser resets the password: /request-reset, the /reset-password link from the mail, new password, then it signs in', async ({
  page,
  request,
}) => {
  const advertiser = await createVerifiedAdvertiser(request, 'advertiser-reset');
  const since = Date.now();
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  // Reached from the model form, "Sign in" leads back to it.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.getByLabel('Email or phone').fill(advertiser.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.resetLinkSent)).toBeVisible();

  const link = await waitForLink(advertiser.email, '/reset-password', { since });
  expect(link).toMatch(/^\/reset-password\?/);
  await openPage(page, link, 'Set New Password');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(advertiser.email);
  const newPassword = strongPassword();
  await fillNewPassword(page, newPassword);
  const answer = await pressWhileHeld(page, NEW_PASSWORD_SUBMIT);
  expect(answer.status()).toBe(200);
  await expect(toastWith(page, AUTH_MESSAGES.passwordResetDone)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login');

  // The new password signs in (the /login form is the test above's claim).
  const { session } = await signInOverApi(
    request,
    { email: advertiser.email, password: newPassword },
    'model',
  );
  expect(session.role).toBe('model');
});

test('the advertiser’s sign-in and reset pages, with their errors showing, have no serious accessibility violation', async ({
  page,
}) => {
  const pages: Array<{ path: string; submit: string; heading: string }> = [
    { path: '/login', submit: 'Sign in', heading: 'Model Sign In' },
    {
      path: '/reset-password?email=ava%40example.com&token=abc',
      submit: 'Reset Password',
      heading: 'Set New Password',
    },
  ];
  for (const { path, submit, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A reset link cut short offers a new one, and "Back to sign in" leads to the model form.
  await page.goto('/reset-password');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Back to sign in' }),
  ).toHaveAttribute('href', '/login');
});
