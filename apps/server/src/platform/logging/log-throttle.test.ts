import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogThrottle } from './log-throttle.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('createLogThrottle', () => {
  it('says to log the first occurrence, then at most once per interval with the count since', () => {
    vi.useFakeTimers();
    const throttle = createLogThrottle(10_000);
    expect(throttle.note()).toBe(1);
    expect(throttle.note()).toBeUndefined();
    expect(throttle.note()).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    expect(throttle.note()).toBe(3);
    expect(throttle.note()).toBeUndefined();
  });
});
