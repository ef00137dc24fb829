import { test as base, expect } from '@playwright/test';

/** The age gate's local storage flag (packages/contract AGE_GATE_STORAGE_KEY). */
export const AGE_GATE_FLAG = 'visited';

/**
 * Pages as a returning visitor sees them: the age gate already accepted. Specs of the age
 * gate itself use `@playwright/test` directly, so the gate shows.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, 'true');
    }, AGE_GATE_FLAG);
    await use(page);
  },
});

export { expect };
