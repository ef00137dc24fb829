import { describe, expect, it } from 'vitest';
import { createAnswerWriter } from './written-answers.js';

const at = (ms: number) => new Date(ms);

describe('createAnswerWriter', () => {
  it('writes a value once per variant and hands the same bytes and ETag to every later request', () => {
    const writeAnswer = createAnswerWriter<{ n: number }>();
    const kept = { n: 1 };
    let writes = 0;
    const write = () => ({
      body: JSON.stringify({ n: kept.n, writes: ++writes }),
      validUntil: Infinity,
    });
    const first = writeAnswer(kept, '/a', at(0), write);
    expect(writeAnswer(kept, '/a', at(5_000), write)).toBe(first);
    expect(first.body.toString()).toBe('{"n":1,"writes":1}');
    expect(writeAnswer(kept, '/a?page=1', at(5_000), write).body.toString()).toBe(
      '{"n":1,"writes":2}',
    );
    // A value read afresh (after a change cleared the kept one) is a new object: written anew.
    expect(writeAnswer({ n: 1 }, '/a', at(5_000), write).body.toString()).toBe(
      '{"n":1,"writes":3}',
    );
  });

  it('writes again from the moment the answer would read differently', () => {
    const writeAnswer = createAnswerWriter<object>();
    const kept = {};
    let writes = 0;
    const write = () => ({ body: String(++writes), validUntil: 1_000 });
    writeAnswer(kept, '', at(0), write);
    expect(writeAnswer(kept, '', at(999), write).body.toString()).toBe('1');
    expect(writeAnswer(kept, '', at(1_000), write).body.toString()).toBe('2');
    expect(writeAnswer(kept, '', at(1_001), write).body.toString()).toBe('3');
  });

  it('keeps a few spellings of one value, so endless odd addresses cost no memory', () => {
    const writeAnswer = createAnswerWriter<object>();
    const kept = {};
    let writes = 0;
    const write = () => ({ body: String(++writes), validUntil: Infinity });
    for (let i = 0; i < 20; i++) writeAnswer(kept, `/a?x=${i}`, at(0), write);
    expect(writes).toBe(20);
    writeAnswer(kept, '/a?x=0', at(0), write);
    writeAnswer(kept, '/a?x=19', at(0), write);
    expect(writes).toBe(21);
  });
});
