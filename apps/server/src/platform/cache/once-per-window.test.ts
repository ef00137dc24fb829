import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOncePerWindow } from './once-per-window.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('createOncePerWindow (in-process)', () => {
  it('lets a key through once per window and again after it', async () => {
    vi.useFakeTimers();
    const window = createOncePerWindow({ windowMs: 1_000, namespace: 'test:' });

    expect(await window.claim('a')).toBe(true);
    expect(await window.claim('a')).toBe(false);
    expect(await window.claim('b')).toBe(true);
    vi.advanceTimersByTime(1_001);
    expect(await window.claim('a')).toBe(true);
  });

  it('keeps at most maxEntries keys, forgetting the oldest first', async () => {
    const window = createOncePerWindow({ windowMs: 60_000, namespace: 'test:', maxEntries: 3 });
    for (const key of ['k1', 'k2', 'k3', 'k4']) expect(await window.claim(key)).toBe(true);

    // k1 was pushed out to make room for k4, so it counts as new; k4 is still remembered.
    expect(await window.claim('k4')).toBe(false);
    expect(await window.claim('k1')).toBe(true);
  });
});
