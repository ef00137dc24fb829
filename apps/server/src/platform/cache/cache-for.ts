/**
 * Wraps a loader so its answer is reused for `ttlMs`: for answers every visitor shares that
 * may be a little stale (counts, the sitemap). Callers arriving while a load runs share it;
 * a failed load is forgotten at once, so the next caller tries again.
 */
export function cacheFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { expiresAt: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || cached.expiresAt <= now) {
      const value = load();
      const entry = { expiresAt: now + ttlMs, value };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
