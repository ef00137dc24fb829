/**
 * Keeps the answer of each key once it is computed: for answers that change only with a deploy
 * (the packaged gazetteer's suggestions). At most `max` keys are kept; past that the oldest is
 * forgotten, so a caller sending endless distinct keys costs a bounded amount of memory and a
 * forgotten answer is merely computed again.
 */
export function keptByKey<T>(max: number): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  return (key, compute) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
