/**
 * Failures the visitor is not told about (docs/product/limits-and-messages.md: blog, search and wishlist fetch
 * failures are only logged) go through here, so one place decides where logs go.
 */
export function logError(context: string, error: unknown): void {
  console.error(`[${context}]`, error);
}
