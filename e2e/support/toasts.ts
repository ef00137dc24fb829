import type { Locator, Page } from '@playwright/test';

/** A react-toastify toast holding `text` (toasts are role="alert" inside .Toastify). */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}
