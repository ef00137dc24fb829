import { expect } from 'vitest';
import { MESSAGES, NEWSLETTER_PATH, SEARCH_MODELS_PATH } from '@app/contract';
import { buildErrorBody } from '../platform/http/error-body.js';

/** One answer of a running server, with how long it took. */
export interface TimedAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/** Asks `url + path`; a request that gets no answer within 15 s fails the test (a hang). */
export async function ask(url: string, path: string, init: RequestInit = {}): Promise<TimedAnswer> {
  const started = Date.now();
  const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: Date.now() - started,
  };
}

let searchPage = 0;
/**
 * A read (the search everyone starts from), a new page each time: the answer cache may serve
 * a search it keeps for a few seconds without the database, which is not what is checked here.
 */
export const readSearch = (url: string) => {
  searchPage = (searchPage % 9_999) + 1;
  return ask(url, `${SEARCH_MODELS_PATH}?page=${searchPage}`);
};
/** A write: a newsletter subscription. */
export const subscribe = (url: string, email: string) =>
  ask(url, NEWSLETTER_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
export const readiness = (url: string) => ask(url, '/readyz');

/** The "database unavailable" answer, quickly: 503, the message, a Retry-After of seconds. */
export function expectDatabaseUnavailable(answer: TimedAnswer, maxMs = 4_000): void {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(buildErrorBody(503, MESSAGES.databaseUnavailable));
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(30);
  expect(answer.ms).toBeLessThan(maxMs);
}

/**
 * Asks until `path` answers 200; the milliseconds since `since`. Meanwhile every answer must
 * be a 200 or the 503 of an unreachable database, never a 500.
 */
export async function msUntilOk(
  check: () => Promise<TimedAnswer>,
  since: number,
  timeoutMs: number,
): Promise<number> {
  for (;;) {
    const answer = await check().catch(() => undefined);
    if (answer?.status === 200) return Date.now() - since;
    if (answer) expect([200, 503]).toContain(answer.status);
    if (Date.now() - since > timeoutMs) throw new Error(`no 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
