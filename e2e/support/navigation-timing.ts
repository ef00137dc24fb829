import type { Page } from '@playwright/test';

type TimedWindow = Window & { navigatedAt?: number };

/**
 * Notes, inside the page, when the app first moves to `pathname` (React Router goes through
 * `history.pushState`/`replaceState`). Call it once the page has loaded, before the action.
 */
export async function noteNavigationTo(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    const timed = window as TimedWindow;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        if (window.location.pathname === target) timed.navigatedAt ??= performance.now();
      };
    }
  }, pathname);
}

/**
 * How long after the page received the last answer of `apiPath` it moved (see
 * `noteNavigationTo`), both read from the page's own clock. A delay the app keeps with a timer
 * is then measured as the app keeps it, not as late as a busy test runner happens to look.
 */
export async function msFromAnswerToNavigation(page: Page, apiPath: string): Promise<number> {
  return page.evaluate((path) => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === path);
    const answer = answers.at(-1) as PerformanceResourceTiming | undefined;
    const { navigatedAt } = window as TimedWindow;
    if (!answer || navigatedAt === undefined) {
      throw new Error(`no answer of ${path} or no navigation noted`);
    }
    return navigatedAt - answer.responseEnd;
  }, apiPath);
}
