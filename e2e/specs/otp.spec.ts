import {
  AUTH_MESSAGES,
  RESEND_OTP_API_PATH,
  VERIFY_OTP_API_PATH,
  OTP_SUCCESS_REDIRECT_MS,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/auth-test.js';
import { VERIFY_OTP_SUBMIT, openPage, pressWhileHeld } from '../support/forms.js';
import { signUpCustomer } from '../support/customer-account.js';
import { answerOf, countRequests } from '../support/requests.js';
import { msFromAnswerToNavigation, noteNavigationTo } from '../support/navigation-timing.js';
import { waitForCode } from '../support/mailbox.js';
import { toastWith } from '../support/toasts.js';

/** A 4-digit code that is not `code`. */
function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** Signs a new customer up over the API and opens their code page: the customer and the mailed code. */
async function openNewCodePage(page: Page, request: APIRequestContext, label: string) {
  const customer = await signUpCustomer(request, label);
  const code = await waitForCode(customer.email);
  await page.goto(`/otp-verify/${customer.id}`);
  return { customer, code };
}

test('the code box keeps digits only, at most 4, and says OTP must be 4 digits when short', async ({
  page,
}) => {
  const posts = countRequests(page, VERIFY_OTP_API_PATH);
  await openPage(page, '/otp-verify/1', 'Verify Your Account');
  const code = page.getByLabel('Verification code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('maxlength', '4');

  await code.pressSequentially('1a-2 b');
  await expect(code).toHaveValue('12');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(code).toHaveAccessibleDescription(AUTH_MESSAGES.otpInvalidFormat);

  await code.fill('');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(code).toHaveAccessibleDescription(AUTH_MESSAGES.otpInvalidFormat);

  await code.pressSequentially('98x7654');
  await expect(code).toHaveValue('9876');
  expect(posts()).toBe(0);
});

test('a wrong code shows the server’s Invalid OTP and keeps what was typed', async ({
  page,
  request,
}) => {
  const { customer, code } = await openNewCodePage(page, request, 'otp-wrong');
  await page.getByLabel('Verification code').fill(otherCode(code));
  const answer = answerOf(page, VERIFY_OTP_API_PATH);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  expect((await answer).status()).toBe(400);
  await expect(toastWith(page, AUTH_MESSAGES.otpInvalid)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
    AUTH_MESSAGES.otpInvalid,
  );
  await expect(page.getByLabel('Verification code')).toHaveValue(otherCode(code));
  await expect(page).toHaveURL(new RegExp(`/otp-verify/${customer.id}$`));
});

test('a request failure without a message shows Verification failed', async ({ page }) => {
  await page.goto('/otp-verify/7');
  // Stands in for a dropped connection: the browser gets no answer at all.
  await page.route(
    (url) => url.pathname === VERIFY_OTP_API_PATH,
    (route) => route.abort('connectionreset'),
  );
  await page.getByLabel('Verification code').fill('1234');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.verificationFailed)).toBeVisible();
});

test('the right code reads Verifying..., shows OTP verified successfully! and goes to / after 1.5 s', async ({
  page,
  request,
}) => {
  const { code } = await openNewCodePage(page, request, 'otp-right');
  await page.getByLabel('Verification code').fill(code);

  await noteNavigationTo(page, '/');
  const answer = await pressWhileHeld(page, VERIFY_OTP_SUBMIT);
  expect(answer.status()).toBe(200);

  await expect(toastWith(page, AUTH_MESSAGES.otpVerified)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  const redirectedAfter = await msFromAnswerToNavigation(page, VERIFY_OTP_API_PATH);
  expect(redirectedAfter).toBeGreaterThanOrEqual(OTP_SUCCESS_REDIRECT_MS - 100);
  // Late bound only against a lost timer: the move waits for the home page's code, which a
  // busy machine loads in seconds.
  expect(redirectedAfter).toBeLessThan(OTP_SUCCESS_REDIRECT_MS + 5000);
});

test('Send a new code inside the cool-down shows the server’s wait message and mails nothing', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, 'otp-resend');
  await waitForCode(customer.email);
  await page.goto(`/otp-verify/${customer.id}`);
  const pressedAt = Date.now();
  const resend = page.getByRole('button', { name: 'Send a new code' });

  // Sign-up itself started the cool-down: the first press is refused with its message.
  const refused = answerOf(page, RESEND_OTP_API_PATH);
  await resend.click();
  expect((await refused).status()).toBe(429);
  await expect(
    page.getByRole('status').filter({ hasText: AUTH_MESSAGES.otpCooldown }),
  ).toBeVisible();
  await expect(resend).toBeEnabled();
  await expect(waitForCode(customer.email, { since: pressedAt, timeoutMs: 1500 })).rejects.toThrow(
    /no code/,
  );
});
