import {
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_WISHLIST_PATH,
  type LoginResponse,
  type WishlistResponse,
} from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedCustomer, type TestCustomer } from './customer-account.js';

export interface SignedInCustomer extends TestCustomer {
  readonly token: string;
}

/**
 * Signs a verified customer in over the API (STYLE.md: fixtures sign in over the API, not the
 * form) and has the page start signed in: before any of the app's scripts run on the first
 * load, the persisted session (`reduxState`, docs/product/accounts.md) and the token go into local
 * storage and the cookie. Only the first load: a later logout in the test stays logged out.
 */
export async function signInCustomer(
  page: Page,
  request: APIRequestContext,
  customer: TestCustomer,
): Promise<SignedInCustomer> {
  const response = await request.post(CUSTOMER_LOGIN_API_PATH, {
    data: { email: customer.email, password: customer.password },
  });
  if (response.status() !== 200) {
    throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  }
  const login = (await response.json()) as LoginResponse;
  await page.addInitScript(
    ({ session, token }) => {
      const flag = `e2e-signed-in-${session.userId}`;
      if (window.localStorage.getItem(flag)) return;
      window.localStorage.setItem(flag, '1');
      window.localStorage.setItem('reduxState', JSON.stringify({ state: session, version: 0 }));
      window.localStorage.setItem('token', token);
      document.cookie = `token=${encodeURIComponent(token)}; Max-Age=604800; Path=/; SameSite=Lax`;
    },
    {
      session: {
        userName: login.name,
        email: login.email,
        role: login.role,
        userId: String(login.user.id),
        isLogging: true,
      },
      token: login.token,
    },
  );
  return { ...customer, token: login.token };
}

/** A new verified customer (signed up, code read from the mail sink), signed in on `page`. */
export async function createSignedInCustomer(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<SignedInCustomer> {
  const customer = await createVerifiedCustomer(request, label);
  return signInCustomer(page, request, customer);
}

/** The customer's wishlist as the API answers it, read with their token. */
export async function readWishlist(
  request: APIRequestContext,
  token: string,
): Promise<WishlistResponse['data']> {
  const response = await request.get(CUSTOMER_WISHLIST_PATH, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`wishlist answered ${response.status()}`);
  return ((await response.json()) as WishlistResponse).data;
}

/**
 * A small real JPEG, drawn and encoded by the browser itself, so the upload is a photo by
 * content (the server checks content, not the name).
 */
export async function makeJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 96, 96);
    gradient.addColorStop(0, '#c8507f');
    gradient.addColorStop(1, '#d9b36c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 96, 96);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
