import { expect, type Locator, type Page, type Response } from '@playwright/test';
import {
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_SIGNUP_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  MODEL_SIGNUP_API_PATH,
  PASSWORD_RESET_API_PATH,
  VERIFY_OTP_API_PATH,
} from '@app/contract';
import { holdRequests } from './hold-requests.js';
import { answerOf } from './requests.js';

/** Types `typed` into the place field labelled `label` and picks the suggestion matching `option`. */
export async function pickPlace(
  page: Page,
  label: string,
  typed: string,
  option: RegExp,
): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens `url` and waits for its page heading (the h1) named `heading`. */
export async function openPage(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A sign-in form's links, in its page's `main`: Forgot password, and the way to sign up. */
export async function expectSignInLinks(
  main: Locator,
  signUp: { readonly name: string; readonly href: string },
): Promise<void> {
  await expect(main.getByRole('link', { name: 'Forgot password', exact: true })).toHaveAttribute(
    'href',
    '/request-reset',
  );
  await expect(main.getByRole('link', { name: signUp.name })).toHaveAttribute('href', signUp.href);
}

/** Types `password` into both boxes of a new-password form. */
export async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
}

/**
 * A form's submit: the API path it calls, its button, and what the button reads (disabled)
 * while the request is on its way (the busy texts of docs/product/routes-and-screens.md).
 */
export interface FormSubmit {
  readonly path: string;
  readonly button: string;
  /** Whether the button's name must match whole (another button holds the same words). */
  readonly exact?: boolean;
  readonly busy: string;
}

export const SIGN_IN_SUBMIT: FormSubmit = {
  path: CUSTOMER_LOGIN_API_PATH,
  button: 'Sign in',
  exact: true,
  busy: 'Signing in...',
};
export const CUSTOMER_SIGN_UP_SUBMIT: FormSubmit = {
  path: CUSTOMER_SIGNUP_API_PATH,
  button: 'Sign up',
  exact: true,
  busy: 'Signing up...',
};
export const ADVERTISER_SIGN_UP_SUBMIT: FormSubmit = {
  ...CUSTOMER_SIGN_UP_SUBMIT,
  path: MODEL_SIGNUP_API_PATH,
};
export const VERIFY_OTP_SUBMIT: FormSubmit = {
  path: VERIFY_OTP_API_PATH,
  button: 'Verify OTP',
  busy: 'Verifying...',
};
export const RESET_REQUEST_SUBMIT: FormSubmit = {
  path: FORGOT_PASSWORD_API_PATH,
  button: 'Send Reset Link',
  busy: 'Sending...',
};
export const NEW_PASSWORD_SUBMIT: FormSubmit = {
  path: PASSWORD_RESET_API_PATH,
  button: 'Reset Password',
  busy: 'Resetting...',
};

/**
 * Presses the form's button with its requests held, checks that the button reads its busy
 * text and is disabled meanwhile, then lets the request go on: the server's answer.
 */
export async function pressWhileHeld(page: Page, submit: FormSubmit): Promise<Response> {
  const held = await holdRequests(page, submit.path);
  await page.getByRole('button', { name: submit.button, exact: submit.exact }).click();
  const busy = page.getByRole('button', { name: submit.busy });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  const answer = answerOf(page, submit.path);
  held.release();
  return answer;
}
