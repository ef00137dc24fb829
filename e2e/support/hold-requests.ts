import type { Page } from '@playwright/test';

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
