import { describe, expect, it } from 'vitest';
import { wellFormedJson } from './well-formed-json.js';

describe('wellFormedJson', () => {
  it('replaces lone surrogates with U+FFFD at any depth and keeps whole pairs', () => {
    const value = { name: 'a\udff6b', nested: { list: ['\ud800', 'ok 𢔥'] }, count: 3 };
    expect(wellFormedJson(value)).toEqual({
      name: 'a\uFFFDb',
      nested: { list: ['\uFFFD', 'ok 𢔥'] },
      count: 3,
    });
  });
});
