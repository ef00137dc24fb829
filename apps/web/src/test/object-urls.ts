import { onTestFinished, vi } from 'vitest';

/** jsdom has no object URLs: these stand in for a preview's, and go away after the test. */
export function mockObjectUrls(url: string) {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const createObjectURL = vi.fn((_file: Blob) => url);
  const revokeObjectURL = vi.fn((_url: string) => {});
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { createObjectURL, revokeObjectURL };
}
