import { expect, test as base } from '../fixtures.js';

/**
 * The returning visitor of ../fixtures.js, each test from its own client address. The server
 * limits sign-up, sign-in, codes and resets per IP (10 a minute; 5 for reset requests) and
 * takes the client address from X-Forwarded-For (it runs behind a proxy), so without this the
 * suite's many sign-ups, all from 127.0.0.1, would soon be refused with 429.
 */
export const test = base.extend({
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
