import { describe, expect, it } from 'vitest';
import { ChunkLoadTimeoutError, lazyPage } from './lazy-page';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it("answers the module's default export as the route Component", async () => {
    const load = lazyPage(async () => ({ default: Page }));
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('gives up on a chunk that does not load in time', async () => {
    const load = lazyPage(() => new Promise<never>(() => {}), 10);
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes on a failed chunk load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = lazyPage(() => Promise.reject(failure));
    await expect(load()).rejects.toBe(failure);
  });
});
