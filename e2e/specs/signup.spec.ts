import { AUTH_MESSAGES, CUSTOMER_SIGNUP_API_PATH } from '@app/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/auth-test.js';
import { CUSTOMER_SIGN_UP_SUBMIT, openPage, pressWhileHeld } from '../support/forms.js';
import { answerOf, countRequests } from '../support/requests.js';
import { strongPassword } from '../support/customer-account.js';
import { readMessages, uniqueEmail, waitForCode } from '../support/mailbox.js';
import { toastWith } from '../support/toasts.js';

function countSignupPosts(page: Page): () => number {
  return countRequests(page, CUSTOMER_SIGNUP_API_PATH, 'POST');
}

test('an empty sign-up shows every required message on its field and sends nothing', async ({
  page,
}) => {
  const posts = countSignupPosts(page);
  await openPage(page, '/user-signup', 'Create an Account');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(AUTH_MESSAGES.nameRequired);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    new RegExp(`^${AUTH_MESSAGES.passwordRequired}`),
  );
  await expect(
    page.getByRole('checkbox', { name: /I accept the terms/ }),
  ).toHaveAccessibleDescription(AUTH_MESSAGES.termsRequired);
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(posts()).toBe(0);
});

test('a malformed e-mail and a short password show the contract’s messages', async ({ page }) => {
  const posts = countSignupPosts(page);
  await page.goto('/user-signup');
  await page.getByLabel('Name').fill('Sam');
  await page.getByLabel('Email').fill('sam@nowhere');
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    new RegExp(`^${AUTH_MESSAGES.passwordTooShort}`),
  );
  await expect(page.getByText(AUTH_MESSAGES.nameRequired)).toHaveCount(0);
  await expect(page.getByText(AUTH_MESSAGES.termsRequired)).toHaveCount(0);
  expect(posts()).toBe(0);
});

test('the phone field is optional, 10 digits starting 04, checked by its pattern with no message of ours', async ({
  page,
}) => {
  const posts = countSignupPosts(page);
  await page.goto('/user-signup');
  const phone = page.getByLabel('Phone (optional)');
  await expect(phone).toHaveAttribute('pattern', '04[0-9]{8}');
  await expect(phone).toHaveAttribute('maxlength', '10');
  await expect(phone).not.toHaveAttribute('required', /.*/);

  await page.getByLabel('Name').fill('Sam');
  await page.getByLabel('Email').fill(uniqueEmail('phone'));
  await page.getByLabel('Password').fill(strongPassword());
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await phone.fill('0512345678');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
    true,
  );
  await expect(page.getByText(AUTH_MESSAGES.phoneInvalid)).toHaveCount(0);
  await phone.fill('04123456789');
  await expect(phone).toHaveValue('0412345678');
  expect(posts()).toBe(0);
});

test('a valid sign-up reads Signing up..., toasts Signup successful! and goes to the code page', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/user-signup');
  await page.getByLabel('Name').fill('Playwright Customer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('0412345678');
  await page.getByLabel('Password').fill(strongPassword());
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();

  const answer = await pressWhileHeld(page, CUSTOMER_SIGN_UP_SUBMIT);

  expect(answer.ok()).toBe(true);
  await expect(toastWith(page, AUTH_MESSAGES.signupSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verify\/\d+$/);
  expect(await waitForCode(email)).toMatch(/^\d{4}$/);
});

// Saying an address is taken would tell a stranger it belongs to a customer, so the
// sign-up answers as a new one does and the owner of the address is told by mail instead.
test('a taken e-mail answers as a new sign-up does: the code page opens and the owner is told by mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('taken');
  const first = await request.post(CUSTOMER_SIGNUP_API_PATH, {
    data: { name: 'First', email, password: strongPassword() },
  });
  expect(first.ok()).toBe(true);

  await page.goto('/user-signup');
  await page.getByLabel('Name').fill('Second Person');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(strongPassword());
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  const answer = answerOf(page, CUSTOMER_SIGNUP_API_PATH);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  expect((await answer).status()).toBe(201);
  await expect(toastWith(page, AUTH_MESSAGES.signupSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verify\/\d+$/);
  await expect
    .poll(async () =>
      (await readMessages(email)).some((message) =>
        message.text.includes('Someone tried to sign up'),
      ),
    )
    .toBe(true);
});

test('a failure without a field map shows the toast Signup failed. Please try again.', async ({
  page,
}) => {
  await page.goto('/user-signup');
  // The real server has no failure without a field map on demand; this stands in for a 500.
  await page.route(
    (url) => url.pathname === CUSTOMER_SIGNUP_API_PATH,
    (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.getByLabel('Name').fill('Sam');
  await page.getByLabel('Email').fill(uniqueEmail('fail'));
  await page.getByLabel('Password').fill(strongPassword());
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(toastWith(page, AUTH_MESSAGES.signupFailed)).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Sam');
});

test('the page links to sign-in, offers no Google button without a client id, and phone is not yet available', async ({
  page,
}) => {
  await page.goto('/user-signup');
  await expect(page).toHaveTitle(/^Create an Account \|/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }),
  ).toHaveAttribute('href', '/user-login');
  // The e2e server runs without GOOGLE_CLIENT_ID: no Google script, no button.
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
  const phone = page.getByRole('button', { name: 'Sign up with Phone' });
  await expect(phone).toHaveAttribute('aria-disabled', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone sign-in is coming soon.');
});
