import { test as base, expect } from '@playwright/test';

/** The age gate's local storage flag (packages/contract AGE_GATE_STORAGE_KEY). */
export const AGE_GATE_FLAG = 'visited';

/**
 * Pages as a returning visitor sees them: the age gate already accepted. Specs of the age
 * gate itself use `@playwright/test` directly, so the gate shows.
 *
 * Each test comes from its own client address. The server limits many calls per address
 * (sign-ups, sign-ins, codes, resets, and reads of profiles and search pages) and takes the
 * address from X-Forwarded-For (it runs behind a proxy, TRUST_PROXY=loopback), so without this
 * the suite's calls, all from 127.0.0.1, would soon be refused with 429.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, 'true');
    }, AGE_GATE_FLAG);
    await use(page);
  },
  // Playwright reads a fixture's dependencies from this first parameter's pattern; none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': randomTestAddress() });
  },
});

/** An address in 198.18.0.0/15, the block reserved for network tests (RFC 2544). */
function randomTestAddress(): string {
  const third = Math.floor(Math.random() * 512);
  return `198.${18 + Math.floor(third / 256)}.${third % 256}.${1 + Math.floor(Math.random() * 254)}`;
}

export { expect };
