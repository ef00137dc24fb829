import { prepareAnswer, type PreparedAnswer } from './reusable-answers.js';

/** An answer's body, and the moment it would be written differently (Infinity: never). */
export interface WrittenBody {
  body: string;
  validUntil: number;
}

/**
 * Writes an answer at most once per `variant`: `write` is called only when no answer
 * written from this very value is still valid at `now`.
 */
export type AnswerWriter<T extends object> = (
  value: T,
  variant: string,
  now: Date,
  write: () => WrittenBody,
) => PreparedAnswer;

/** Odd spellings of one question (extra parameters, another order) are written afresh past this. */
const VARIANTS_PER_VALUE = 8;

/**
 * Answers written from kept values (a search page or a profile from the answer cache): a hot
 * page asked a thousand times a second is serialised and hashed once, not once per request
 * (docs/decisions/051-kept-answers-written-once.md). The written answers hang on the value
 * object itself, so they go when the cache lets the value go (a change clears it, expiry ends
 * it); a value read afresh (a miss, or Redis, which hands out a new object each time) is
 * simply written once for its one request.
 */
export function createAnswerWriter<T extends object>(): AnswerWriter<T> {
  const written = new WeakMap<T, Map<string, { answer: PreparedAnswer; validUntil: number }>>();
  return (value, variant, now, write) => {
    let variants = written.get(value);
    const known = variants?.get(variant);
    if (known && now.getTime() < known.validUntil) return known.answer;
    const { body, validUntil } = write();
    const answer = prepareAnswer(body);
    if (!variants) written.set(value, (variants = new Map()));
    if (known || variants.size < VARIANTS_PER_VALUE) variants.set(variant, { answer, validUntil });
    return answer;
  };
}
