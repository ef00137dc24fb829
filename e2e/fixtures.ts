import { APP_STARTED_ATTRIBUTE } from '@app/contract';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

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
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, 'true');
    }, AGE_GATE_FLAG);
    if (javaScriptEnabled !== false) waitForAppOnLoad(page);
    await use(page);
  },
  // Playwright reads a fixture's dependencies from this first parameter's pattern; none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': randomTestAddress() });
  },
});

/**
 * A drawn page reads before its code runs (decision 048), and a control typed into or pressed
 * before then does not answer. As a person waits to see the page answer, `goto` and `reload`
 * return once the app has taken over a page of this site (with JavaScript on). Specs of the page
 * before its code runs use `@playwright/test` or their own context.
 */
function waitForAppOnLoad(page: Page): void {
  const thenAppStarted = async <T>(loaded: T): Promise<T> => {
    if (isSiteDocument(page)) {
      await page.waitForSelector(`html[${APP_STARTED_ATTRIBUTE}]`, { state: 'attached' });
    }
    return loaded;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => thenAppStarted(await goto(url, options));
  page.reload = async (options) => thenAppStarted(await reload(options));
}

/**
 * A new page of `context` that waits for the app as the `page` fixture does: for the specs that
 * open a second visitor or tab in a context of their own.
 */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  waitForAppOnLoad(page);
  return page;
}

/** A page of the app (not an API answer, a file or another site) is open. */
function isSiteDocument(page: Page): boolean {
  const { hostname, pathname } = new URL(page.url());
  return (
    hostname === '127.0.0.1' &&
    !/^\/(api|images|assets|healthz|readyz)(\/|$)/.test(pathname) &&
    !/\.\w+$/.test(pathname)
  );
}

/** An address in 198.18.0.0/15, the block reserved for network tests (RFC 2544). */
function randomTestAddress(): string {
  const third = Math.floor(Math.random() * 512);
  return `198.${18 + Math.floor(third / 256)}.${third % 256}.${1 + Math.floor(Math.random() * 254)}`;
}

export { expect };
