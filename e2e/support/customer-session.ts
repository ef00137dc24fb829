import { CUSTOMER_WISHLIST_PATH, type WishlistResponse } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedCustomer, type TestCustomer } from './customer-account.js';
import { signIn } from './session.js';

export interface SignedInCustomer extends TestCustomer {
  readonly token: string;
}

/** A new verified customer (signed up, code read from the mail sink), signed in on `page`. */
export async function createSignedInCustomer(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<SignedInCustomer> {
  const customer = await createVerifiedCustomer(request, label);
  return { ...customer, token: await signIn(page, request, customer, 'customer') };
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
