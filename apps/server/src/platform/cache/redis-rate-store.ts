import type { Redis } from 'ioredis';
import { BoundedRateStore, type RateLimitStoreClass } from './bounded-rate-store.js';

/**
 * @fastify/rate-limit's counters in Redis, shared by every server, that fall back to this
 * process's bounded counters (bounded-rate-store.ts) while Redis does not answer.
 *
 * The plugin's own Redis store fails the request when Redis does not answer: every sign-in,
 * upload and form would answer 500 until Redis came back. Its `skipOnError` would instead drop
 * every limit. Counting in-process for the outage keeps each limit per server (with N servers a
 * client gets at most N times the limit), and the shared count resumes when Redis is back.
 *
 * Keys are the plugin's own (`<nameSpace><METHOD><url>-<key>`), so counts carry over a deploy.
 */

interface StoreResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result: StoreResult) => void;

/** The part of the plugin's per-route options `child()` reads. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface RedisRateStoreOptions {
  redis: Redis;
  /** The plugin's `nameSpace` (e.g. 'rate-limit:'). */
  nameSpace: string;
  /** Told once when Redis stops answering and once when it answers again. */
  onFallback?: (error: Error) => void;
  onRecovered?: () => void;
  /** A Redis that hangs rather than refuses counts as not answering after this long. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 1_000;

/** INCR; a new counter (or one left without an expiry) gets the window. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

/** The two scripts, once defined on the client (`defineCommand`). */
interface RateCommands {
  sharedRateIncrement(key: string, windowMs: number): Promise<[number, number]>;
  sharedRateRead(key: string): Promise<[number, number]>;
}

export function redisRateStore(options: RedisRateStoreOptions): RateLimitStoreClass {
  if (!('sharedRateIncrement' in options.redis)) {
    options.redis.defineCommand('sharedRateIncrement', { numberOfKeys: 1, lua: INCREMENT });
    options.redis.defineCommand('sharedRateRead', { numberOfKeys: 1, lua: READ });
  }
  const redis = options.redis as unknown as RateCommands;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const withinTime = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
  // One outage is one warning, whichever route noticed it first.
  let fallingBack = false;
  const failed = (error: Error) => {
    if (fallingBack) return;
    fallingBack = true;
    options.onFallback?.(error);
  };
  const answered = () => {
    if (!fallingBack) return;
    fallingBack = false;
    options.onRecovered?.();
  };

  class RedisRateStore extends BoundedRateStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = options.nameSpace,
    ) {
      super();
    }

    override incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      withinTime(redis.sharedRateIncrement(this.prefix + key, timeWindow)).then(
        ([current, ttl]) => {
          answered();
          callback(null, { current, ttl });
        },
        (error: Error) => {
          failed(error);
          super.incr(key, callback, timeWindow, max);
        },
      );
    }

    override read(key: string, callback: Callback, timeWindow: number): void {
      withinTime(redis.sharedRateRead(this.prefix + key)).then(
        ([current, ttl]) => {
          answered();
          callback(null, { current, ttl });
        },
        (error: Error) => {
          failed(error);
          super.read(key, callback, timeWindow);
        },
      );
    }

    /** Per route, as the plugin's store does; `createRateLimit` limiters have no route. */
    override child(params?: RouteParams): RedisRateStore {
      const route = params?.routeInfo ?? {};
      return new RedisRateStore(undefined, `${this.prefix}${route.method}${route.url}-`);
    }
  }
  return RedisRateStore;
}
