import { describe, expect, it } from 'vitest';
import { keptByKey } from './kept-by-key.js';

describe('keptByKey', () => {
  it('computes each key once and answers the kept value after', () => {
    const keep = keptByKey<string>(10);
    let computed = 0;
    const answer = (key: string) => keep(key, () => `${key}:${++computed}`);

    expect([answer('a'), answer('b'), answer('a'), answer('b')]).toEqual([
      'a:1',
      'b:2',
      'a:1',
      'b:2',
    ]);
    expect(computed).toBe(2);
  });

  it('forgets the oldest key past its bound and computes it again when asked', () => {
    const keep = keptByKey<number>(2);
    let computed = 0;
    const answer = (key: string) => keep(key, () => ++computed);

    answer('a');
    answer('b');
    answer('c');
    expect(answer('b')).toBe(2);
    expect(answer('a')).toBe(4);
    expect(computed).toBe(4);
  });
});
