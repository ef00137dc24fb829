import { expect, type Page, type Response } from '@playwright/test';
import { answerOf } from './requests.js';

export interface HeldRequests {
  /** Lets the held requests (and any later ones) go on to the real server. */
  release(): void;
}

/**
 * Holds the page's requests to `path` until `release()`, so a spec can see what a form shows
 * while it waits for the server (the busy texts of docs/product/routes-and-screens.md). The requests still
 * reach the real server afterwards.
 */
export async function holdRequests(page: Page, path: string): Promise<HeldRequests> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release: () => release() };
}

/**
 * Presses the button named `button` with the page's requests to `path` held, checks that it
 * turned into the disabled `busy` button, then lets the request go on: the server's answer.
 */
export async function pressWhileHeld(
  page: Page,
  path: string,
  button: string,
  busy: string,
): Promise<Response> {
  const held = await holdRequests(page, path);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('button', { name: busy })).toBeDisabled();
  const answer = answerOf(page, path);
  held.release();
  return answer;
}
