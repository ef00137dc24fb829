import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import '@fastify/rate-limit';
import { MESSAGES } from '@app/contract';
import { AppError } from '../../platform/http/errors.js';

const ACCOUNT_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a limited call names, set just before its per-account limit is checked. */
    accountLimitKey?: string | number;
  }
}

export type AccountLimiter = <Body>(
  route: string,
  max: number,
  keyOf: (body: Body, request: { authUser?: { id: number } }) => string | number,
) => preHandlerAsyncHookHandler;

/**
 * A second limit keyed on the account the body names (lower-cased e-mail or id) or the
 * signed-in account, checked after validation. The plugin's per-route limit marks a request
 * as counted, so a second route-level limit would be skipped; `createRateLimit` counts
 * independently. Keys carry the route name because such limiters share one store namespace;
 * routes that share a name share a count (the two sign-in forms count one account's tries
 * together).
 */
export function createAccountLimiter(app: FastifyInstance): AccountLimiter {
  // One limiter per route name: an in-process store belongs to its limiter, so routes that
  // share a name must share the limiter to share the count.
  const limits = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limitFor = (route: string, max: number) => {
    let limit = limits.get(route);
    if (!limit) {
      limit = app.createRateLimit({
        max,
        timeWindow: ACCOUNT_WINDOW_MS,
        keyGenerator: (request) => `account:${route}:${String(request.accountLimitKey)}`,
      });
      limits.set(route, limit);
    }
    return limit;
  };
  return (route, max, keyOf) => {
    const limit = limitFor(route, max);
    return async (request) => {
      request.accountLimitKey = keyOf(request.body as never, request);
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('too_many_requests', MESSAGES.tooManyRequests, undefined, {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    };
  };
}
