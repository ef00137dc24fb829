import { STATUS_CODES } from 'node:http';
import { ErrorResponseSchema, type ErrorResponse } from '@app/contract';

/**
 * The one shape of every error answer. It sits apart from the error handler (errors.ts) so
 * the replies that hooks send before any handler runs (unavailable-reply.ts, request-limits.ts)
 * can use it without importing the handler.
 */
export function buildErrorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
): ErrorResponse {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
  };
}

/** The OpenAPI answers of a route's error statuses: each one the one error shape. */
export function errorResponses<Code extends number>(
  ...codes: Code[]
): Record<Code, typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    Code,
    typeof ErrorResponseSchema
  >;
}
