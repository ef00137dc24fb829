import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/contract';
import { AppError } from './errors.js';

/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte that reaches a query fails it, and the
 * failure used to be a 500 logged with the query's parameters. No field of this API has a use
 * for the character, so it is refused wherever a request carries text, before validation.
 */
export const NUL = '\u0000';

/** Nested objects deeper than this are not walked further (a JSON body is at most 1 MB). */
const MAX_DEPTH = 64;

/**
 * The dotted path of the first string (value or key) holding a NUL character, `''` for the
 * value itself, or undefined when there is none.
 */
export function findNulCharacter(value: unknown): string | undefined {
  // Nearly every request holds none: a walk that builds no paths says so first.
  return holdsNulCharacter(value, 0) ? pathOfNulCharacter(value, '', 0) : undefined;
}

function holdsNulCharacter(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNulCharacter(item, depth + 1));
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (key.includes(NUL) || holdsNulCharacter(record[key], depth + 1)) return true;
  }
  return false;
}

function pathOfNulCharacter(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return itemPath;
    const found = pathOfNulCharacter(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws the API's 4xx when `value` carries a NUL: 422 on a body's field, 400 elsewhere. */
export function assertNoNulCharacter(value: unknown, part: 'body' | 'query' | 'params'): void {
  const path = findNulCharacter(value);
  if (path === undefined) return;
  const field = path || (part === 'body' ? 'input' : part);
  const errors = { [field]: MESSAGES.nulCharacter };
  throw part === 'body'
    ? new AppError('unprocessable', MESSAGES.nulCharacter, errors)
    : new AppError('bad_request', MESSAGES.nulCharacter, errors);
}

/**
 * One check for every route, registered on the root before any route: the path's parameters,
 * the query and a parsed body (JSON or form). Multipart bodies are read by their handlers, which
 * check each text field with `assertNoNulCharacter` as they read it.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      assertNoNulCharacter(request.params, 'params');
      assertNoNulCharacter(request.query, 'query');
      assertNoNulCharacter(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
