import { AUTH_MESSAGES, CUSTOMER_MESSAGES } from '@app/contract';
import { expect, test } from '../support/auth-test.js';
import { strongPassword } from '../support/customer-account.js';
import { makeJpeg } from '../support/customer-session.js';
import { uniqueEmail, waitForCode } from '../support/mailbox.js';
import { toastWith } from '../support/toasts.js';

test('the whole customer journey: sign up, code from the mail, verified, sign in, edit the profile with a photo, heart a listing, see it in the wishlist, log out', async ({
  page,
}) => {
  test.slow();
  const name = 'Journey Customer';
  const email = uniqueEmail('journey');
  const password = strongPassword();

  // Sign up through the form.
  await page.goto('/step');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(toastWith(page, AUTH_MESSAGES.signupSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verify\/\d+$/);

  // The code, read back from the SMTP sink, typed in.
  const code = await waitForCode(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toastWith(page, AUTH_MESSAGES.otpVerified)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // Sign in.
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toastWith(page, AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The dashboard: edit the profile with a photo.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('tabpanel', { name: 'Profile' });
  await form.getByLabel('Age', { exact: true }).fill('30');
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page),
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, CUSTOMER_MESSAGES.profileUpdated)).toBeVisible();

  // Heart a listing on the home page; it shows in the wishlist.
  await page.goto('/');
  const firstCard = page.getByRole('article').first();
  const listingName = await firstCard.getByRole('heading').first().innerText();
  await firstCard.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(firstCard.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await page.goto('/customer/dashboard?tab=wishlist');
  const wishlist = page.getByRole('tabpanel', { name: 'Wishlist' });
  await expect(wishlist.getByRole('article')).toHaveCount(1);
  await expect(wishlist.getByRole('article').first()).toContainText(listingName);

  // Log out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout Successful', { exact: true })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
