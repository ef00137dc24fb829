import { ADULT_STATEMENT_LABEL, MODEL_SIGNUP_API_PATH } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { enterMailedCode, postSignUp, strongPassword } from './customer-account.js';
import { uniqueEmail } from './mailbox.js';

export interface TestAdvertiser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

/** A random Australian mobile: 04 and 8 digits (docs/product/limits-and-messages.md). */
export function randomMobile(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface RegistrationDetails {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/**
 * Fills in /registration as a new advertiser would: every field, a fresh mobile and both boxes
 * ticked. It does not submit, so a spec can watch the busy button or hold the request.
 */
export async function fillRegistrationForm(
  page: Page,
  details: RegistrationDetails,
): Promise<void> {
  await page.getByLabel('Name').fill(details.name);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Phone').fill(randomMobile());
  await page.getByLabel('Password', { exact: true }).fill(details.password);
  await page.getByLabel('Confirm password').fill(details.password);
  await page.getByRole('checkbox', { name: ADULT_STATEMENT_LABEL }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

/**
 * Registers an advertiser (role `model`) over the API (STYLE.md: fixtures go through the API),
 * leaving the account unverified: the code is in the mail sink.
 */
export async function signUpAdvertiser(
  request: APIRequestContext,
  label = 'advertiser',
): Promise<TestAdvertiser> {
  const advertiser = {
    name: `E2E ${label}`,
    email: uniqueEmail(label),
    phone: randomMobile(),
    password: strongPassword(),
  };
  const data = { ...advertiser, is_adult: true };
  const id = await postSignUp(request, MODEL_SIGNUP_API_PATH, data, 'advertiser sign-up');
  return { ...advertiser, id };
}

/** A registered advertiser whose mailed code has been entered over the API. */
export async function createVerifiedAdvertiser(
  request: APIRequestContext,
  label = 'advertiser',
): Promise<TestAdvertiser> {
  return enterMailedCode(request, await signUpAdvertiser(request, label));
}
