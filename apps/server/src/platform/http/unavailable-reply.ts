import type { FastifyReply } from 'fastify';
import type { ErrorResponse } from '@app/contract';
import { buildErrorBody } from './error-body.js';

/**
 * Readies a 503 with Retry-After and returns our error body for it, from any hook on any
 * route. The body is serialized here: a route's own 503 schema (/readyz answers
 * `{ status, database }`) must not reject the error body and turn a refusal into a 500.
 */
export function prepareUnavailable(
  reply: FastifyReply,
  message: string,
  retryAfterSeconds: number,
): ErrorResponse {
  reply
    .status(503)
    .header('retry-after', String(retryAfterSeconds))
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload));
  return buildErrorBody(503, message);
}
