/**
 * The in-process store of @fastify/rate-limit's counters when there is no Redis (one server).
 *
 * The plugin's own LocalStore is an LRU of 5,000 keys per route: a flood of 5,000 distinct
 * keys (addresses of a botnet or an IPv6 range, or e-mail addresses for the per-account
 * limits) pushes a blocked client's counter out, and the client starts again at zero. Here:
 *
 * - A key seen once in its window is "fresh"; fresh counters are many and cheap to lose (a lost
 *   one is one request forgotten), so when their map is full the oldest gives way.
 * - A key seen again is "held". A held counter that has reached its limit is never forgotten
 *   before its window ends, however many other keys arrive: flooding cannot unblock anyone.
 *   When the held map is full of live counters, the oldest one still under its limit gives
 *   way (that client loses a partial count, never a block); when all those looked at are
 *   blocked, the newcomer is refused (429) rather than a block forgotten.
 *
 * Memory stays under 2 × capacity counters per route, whatever arrives.
 */

/** Counters per route and kind (fresh, held): about 150 bytes each, so 1.5 MB per route at most. */
export const RATE_LIMIT_COUNTERS_PER_ROUTE = 5_000;

/** Held counters looked at for one under its limit before the newcomer is refused instead. */
const EVICTION_SCAN_LIMIT = 64;

interface Counter {
  current: number;
  startMs: number;
}

interface StoreResult {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result: StoreResult) => void;

export interface BoundedRateStoreOptions {
  /** Counters per kind (fresh, held); default RATE_LIMIT_COUNTERS_PER_ROUTE. */
  capacity?: number;
  /** The clock; tests pass their own. */
  now?: () => number;
}

/** What the plugin's `store` option takes: a class it constructs, then `child()` per route. */
export type RateLimitStoreClass = new (globalParams?: unknown) => BoundedRateStore;

export class BoundedRateStore {
  private readonly fresh = new Map<string, Counter>();
  private readonly held = new Map<string, Counter>();
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(options: BoundedRateStoreOptions = {}) {
    this.capacity = Math.max(1, options.capacity ?? RATE_LIMIT_COUNTERS_PER_ROUTE);
    this.now = options.now ?? Date.now;
  }

  /** How many counters are kept now (for tests and the bound). */
  get size(): number {
    return this.fresh.size + this.held.size;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const now = this.now();
    const result = this.count(key, now, timeWindow, max);
    callback(null, result);
  }

  /** The state without counting (the plugin's `{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    const counter = this.held.get(key) ?? this.fresh.get(key);
    if (!counter || isOver(counter, now, timeWindow)) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: counter.current, ttl: ttlOf(counter, now, timeWindow) });
  }

  /** Every route (and every `createRateLimit`) gets a store of its own, as with LocalStore. */
  child(): BoundedRateStore {
    return new BoundedRateStore({ capacity: this.capacity, now: this.now });
  }

  private count(key: string, now: number, timeWindow: number, max: number): StoreResult {
    const held = this.held.get(key);
    if (held && !isOver(held, now, timeWindow)) {
      held.current += 1;
      return { current: held.current, ttl: ttlOf(held, now, timeWindow) };
    }
    if (held) this.held.delete(key);
    const fresh = this.fresh.get(key);
    if (fresh && !isOver(fresh, now, timeWindow))
      return this.promote(key, fresh, now, timeWindow, max);
    if (fresh) this.fresh.delete(key);
    this.makeRoomInFresh(now, timeWindow);
    const counter = { current: 1, startMs: now };
    this.fresh.set(key, counter);
    return { current: 1, ttl: timeWindow };
  }

  /** The second request of a window: the counter moves to the held map, if it has room. */
  private promote(
    key: string,
    counter: Counter,
    now: number,
    timeWindow: number,
    max: number,
  ): StoreResult {
    if (!this.makeRoomInHeld(now, timeWindow, max)) {
      // Every counter looked at is a live block: refuse this one rather than forget a block.
      return { current: max + 1, ttl: ttlOf(counter, now, timeWindow) };
    }
    this.fresh.delete(key);
    counter.current += 1;
    this.held.set(key, counter);
    return { current: counter.current, ttl: ttlOf(counter, now, timeWindow) };
  }

  private makeRoomInFresh(now: number, timeWindow: number): void {
    dropExpiredFromHead(this.fresh, now, timeWindow);
    if (this.fresh.size < this.capacity) return;
    // The oldest first-request counter gives way: its client gains one request, no more.
    const oldest = this.fresh.keys().next().value;
    if (oldest !== undefined) this.fresh.delete(oldest);
  }

  /** Whether the held map has room now, after dropping the expired and one under its limit. */
  private makeRoomInHeld(now: number, timeWindow: number, max: number): boolean {
    dropExpiredFromHead(this.held, now, timeWindow);
    if (this.held.size < this.capacity) return true;
    let looked = 0;
    for (const [key, counter] of this.held) {
      if (isOver(counter, now, timeWindow) || counter.current < max) {
        this.held.delete(key);
        return true;
      }
      looked += 1;
      if (looked >= EVICTION_SCAN_LIMIT) break;
    }
    return false;
  }
}

/** A class for the plugin's `store` option, sharing `options` (capacity, clock) with its routes. */
export function boundedRateStore(options: BoundedRateStoreOptions = {}): RateLimitStoreClass {
  return class extends BoundedRateStore {
    constructor() {
      super(options);
    }
  };
}

function isOver(counter: Counter, now: number, timeWindow: number): boolean {
  return counter.startMs + timeWindow <= now;
}

function ttlOf(counter: Counter, now: number, timeWindow: number): number {
  return Math.max(0, counter.startMs + timeWindow - now);
}

/** Maps keep insertion order, which is (nearly) window order: the expired sit at the head. */
function dropExpiredFromHead(map: Map<string, Counter>, now: number, timeWindow: number): void {
  for (const [key, counter] of map) {
    if (!isOver(counter, now, timeWindow)) return;
    map.delete(key);
  }
}
