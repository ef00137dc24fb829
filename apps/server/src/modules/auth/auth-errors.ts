import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '@app/contract';
import { buildErrorBody, handleError } from '../../platform/errors.js';

/**
 * An answer the shared AppError cannot express: a status outside its map (503), an account
 * id the browser needs (the unverified sign-in goes on to /otp-verify/:id), or a Retry-After.
 */
export class AuthResponseError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { data?: { id: number }; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AuthResponseError';
  }
}

/** The usual error body, plus `data.id` when the account must be verified first. */
export const AuthErrorResponseSchema = ErrorResponseSchema.extend({
  data: z.object({ id: z.number().int() }).optional(),
});

/** This module's error handler: its own errors, then the app's usual handling. */
export function handleAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthResponseError) {
    const { data, retryAfterSeconds } = error.extra;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(error.statusCode).send({
      ...buildErrorBody(error.statusCode, error.message),
      ...(data ? { data } : {}),
    });
  }
  return handleError(error, request, reply);
}
