import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheFor } from './cache-for.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('cacheFor', () => {
  it('reuses an answer until the time is up, then loads again', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const get = cacheFor(60_000, async () => ++loads);

    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    vi.advanceTimersByTime(60_001);
    expect(await get()).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    let calls = 0;
    const get = cacheFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });

    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('ok');
  });
});
