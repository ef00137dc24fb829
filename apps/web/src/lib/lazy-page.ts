import type { ComponentType } from 'react';

/** docs/product/limits-and-messages.md: a page's code chunk that has not loaded after 120 s counts as failed. */
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/**
 * A route's `lazy` function for a page module with a default export: the page is code-split
 * into its own chunk, loaded when the route is first visited, and given up after the time-out
 * so the route's error element can offer a reload.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = PAGE_CHUNK_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError(`Page did not load within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
