import type { Redis } from 'ioredis';

/** Says whether a key is new within a time window: the first claim wins, repeats lose. */
export interface OncePerWindow {
  claim(key: string): Promise<boolean>;
}

export interface OncePerWindowOptions {
  windowMs: number;
  /** Shared across servers when set: SET key NX PX. */
  redis?: Redis;
  /** Prefix of the Redis keys. */
  namespace: string;
  /** At most this many keys in memory; the oldest give way first. */
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * With Redis, every server shares the window (SET NX PX is one atomic step). Without it, or
 * when Redis does not answer, an in-process map does the job for this process, bounded so a
 * flood of distinct keys cannot exhaust memory.
 */
export function createOncePerWindow(options: OncePerWindowOptions): OncePerWindow {
  const local = createLocalWindow(options.windowMs, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  const { redis } = options;
  if (!redis) return local;
  return {
    async claim(key) {
      try {
        const answer = await redis.set(
          `${options.namespace}${key}`,
          '1',
          'PX',
          options.windowMs,
          'NX',
        );
        return answer === 'OK';
      } catch {
        return local.claim(key);
      }
    },
  };
}

function createLocalWindow(windowMs: number, maxEntries: number): OncePerWindow {
  // Insertion order is expiry order (every entry lives windowMs), so the first keys are the oldest.
  const expiries = new Map<string, number>();
  return {
    async claim(key) {
      const now = Date.now();
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > now) return false;
      expiries.delete(key);
      for (const [oldKey, oldExpiry] of expiries) {
        if (oldExpiry > now && expiries.size < maxEntries) break;
        expiries.delete(oldKey);
      }
      expiries.set(key, now + windowMs);
      return true;
    },
  };
}
