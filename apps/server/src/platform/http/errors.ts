import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/contract';
import { isDatabaseUnavailableError, sendDatabaseUnavailable } from './database-unavailable.js';
import { buildErrorBody } from './error-body.js';

const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A link that worked once and has run out (an expired newsletter confirmation). */
  gone: 410,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** What some answers carry besides the message and field errors. */
export interface AppErrorExtra {
  /** Response headers, e.g. `{ 'retry-after': '42' }`. */
  headers?: Record<string, string>;
  /** Extra top-level fields of the body, e.g. `{ data: { id } }` for the unverified sign-in. */
  details?: Record<string, unknown>;
}

/** The one error type services throw; the error handler maps its code to HTTP. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field → message; sent as `errors` (the forms show them on the fields). */
    readonly fieldErrors?: Record<string, string>,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/**
 * Bad input answers 400 (422 for a body's field errors) with a message and never a stack
 * trace; anything unexpected is logged and answered with a plain 500.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.extra.headers) reply.headers(error.extra.headers);
    return reply.status(error.statusCode).send({
      ...buildErrorBody(error.statusCode, error.message, error.fieldErrors),
      ...error.extra.details,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'input';
      errors[field] ??= issue.message ?? MESSAGES.invalidInput;
    }
    const isBody = error.validationContext === 'body';
    const status = isBody ? 422 : 400;
    const first = Object.entries(errors)[0];
    const message = first
      ? isBody
        ? first[1]
        : `${first[0]}: ${first[1]}`
      : MESSAGES.invalidInput;
    return reply.status(status).send(buildErrorBody(status, message, errors));
  }
  if (isUnstorableTextError(error)) {
    // A last line behind the NUL guard (nul-bytes.ts): text PostgreSQL cannot store is the
    // client's mistake, not a 500.
    return reply.status(400).send(buildErrorBody(400, MESSAGES.nulCharacter));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message = statusCode === 429 ? MESSAGES.tooManyRequests : error.message;
    return reply.status(statusCode).send(buildErrorBody(statusCode, message));
  }
  if (isDatabaseUnavailableError(error)) {
    // Stopped, restarting or cut off: 503 with Retry-After, not a 500 (database-unavailable.ts).
    return sendDatabaseUnavailable(error, request.log, reply);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(buildErrorBody(500, MESSAGES.internal));
}

/**
 * PostgreSQL's "invalid byte sequence" (22021, a NUL byte in text) and "untranslatable
 * character" (22P05, a \u0000 in jsonb), wherever they sit in the error's cause chain (drizzle
 * wraps the driver's error).
 */
const UNSTORABLE_TEXT_CODES: ReadonlySet<string> = new Set(['22021', '22P05']);

function isUnstorableTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
