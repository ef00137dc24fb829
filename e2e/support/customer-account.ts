import { CUSTOMER_SIGNUP_API_PATH, VERIFY_OTP_API_PATH, type SignupResponse } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail, waitForCode } from './mailbox.js';

export interface TestCustomer {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** A password no common-password list holds, so the server's check lets it through. */
export function strongPassword(): string {
  return `Velvet-${Math.random().toString(36).slice(2, 10)}-Lark`;
}

/**
 * Signs a customer up over the API (STYLE.md: fixtures go through the API, not the form),
 * leaving the account unverified: the code is in the mail sink.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  label = 'customer',
): Promise<TestCustomer> {
  const customer = { name: `E2E ${label}`, email: uniqueEmail(label), password: strongPassword() };
  const id = await postSignUp(request, CUSTOMER_SIGNUP_API_PATH, customer, 'sign-up');
  return { ...customer, id };
}

/** POSTs a sign-up to `path`: the new account's id (`what` names the call if it fails). */
export async function postSignUp(
  request: APIRequestContext,
  path: string,
  data: object,
  what: string,
): Promise<number> {
  const response = await request.post(path, { data });
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as SignupResponse).data.id;
}

/** A signed-up customer whose mailed code has been entered over the API. */
export async function createVerifiedCustomer(
  request: APIRequestContext,
  label = 'customer',
): Promise<TestCustomer> {
  return enterMailedCode(request, await signUpCustomer(request, label));
}

/** Enters the code mailed to a new account over the API, as its code page would: the account. */
export async function enterMailedCode<
  Account extends { readonly id: number; readonly email: string },
>(request: APIRequestContext, account: Account): Promise<Account> {
  const otp = await waitForCode(account.email);
  const response = await request.post(VERIFY_OTP_API_PATH, { data: { id: account.id, otp } });
  if (!response.ok()) {
    throw new Error(`verify_otp answered ${response.status()}: ${await response.text()}`);
  }
  return account;
}
