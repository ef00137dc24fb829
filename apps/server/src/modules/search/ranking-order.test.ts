import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_ORDER, compareRank, type RankValues } from './ranking-order.js';

const DOC = new URL('../../../../../docs/product/search-and-ranking.md', import.meta.url);

describe('the recommended order', () => {
  it('is the order the product docs list, term by term', async () => {
    const doc = await readFile(DOC, 'utf8');
    const section = doc.split('## Ranking order')[1]!.split('\n## ')[0]!;
    const listed = [...section.matchAll(/^\d+\. (?:then )?(?:an? |the )?\*\*([^*]+)\*\*/gm)].map(
      (match) => match[1],
    );
    expect(listed).toEqual(RECOMMENDED_ORDER.map((key) => key.says));
  });

  it('compares Active Now before Available today, then the badge, the rotation and the id', () => {
    const listing = (values: Partial<RankValues>): RankValues => ({
      active: 0,
      available: 0,
      verified: 0,
      rotation: 500,
      id: 7,
      ...values,
    });
    const ranked = [
      listing({ rotation: 900, id: 2 }),
      listing({ verified: 1, rotation: 990 }),
      listing({ available: 1, rotation: 999 }),
      listing({ active: 1, rotation: 999, id: 9 }),
      listing({ rotation: 900, id: 1 }),
    ].sort(compareRank);
    expect(
      ranked.map((values) => [values.active, values.available, values.verified, values.id]),
    ).toEqual([
      [1, 0, 0, 9],
      [0, 1, 0, 7],
      [0, 0, 1, 7],
      [0, 0, 0, 1],
      [0, 0, 0, 2],
    ]);
  });
});
