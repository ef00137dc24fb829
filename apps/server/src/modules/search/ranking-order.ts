/**
 * The recommended order of docs/product/search-and-ranking.md#ranking-order, in one place: the
 * search's SQL sorts its candidates by it (search.service.ts), the naive-query test compares
 * listings by it, and a test holds the docs' list to it.
 */
export const RECOMMENDED_ORDER = [
  { key: 'active', descending: true, says: 'Active Now' },
  { key: 'available', descending: true, says: 'Available today' },
  { key: 'verified', descending: true, says: 'verified' },
  { key: 'rotation', descending: false, says: 'daily rotation' },
  { key: 'id', descending: false, says: 'listing number' },
] as const;

export type RankKey = (typeof RECOMMENDED_ORDER)[number]['key'];

/**
 * A listing's place in the order: 1 or 0 for the tiers and the badge, its distance round the
 * rotation circle from the day's start, its id.
 */
export type RankValues = Record<RankKey, number>;

/** Negative when `a` comes first in the recommended order. */
export function compareRank(a: RankValues, b: RankValues): number {
  for (const { key, descending } of RECOMMENDED_ORDER) {
    const difference = a[key] - b[key];
    if (difference !== 0) return descending ? -difference : difference;
  }
  return 0;
}
