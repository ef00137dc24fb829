import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, type UserRole } from '@app/contract';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { TokenIssuer } from './auth-tokens.js';
import { AppError } from './errors.js';

/** The signed-in account a private route acts for. */
export interface AuthenticatedUser {
  id: number;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole's pre-handler; undefined on public routes. */
    authUser?: AuthenticatedUser;
  }
}

/**
 * A pre-handler for private routes (SPEC.md section 6: the token comes as a Bearer
 * credential): the signature and expiry, then the account itself — it must exist, be active,
 * hold the token's role and token version — so a reset or suspension ends old tokens at once.
 */
export function requireRole(
  deps: { db: Database; tokens: TokenIssuer },
  ...roles: UserRole[]
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = readBearerToken(request);
    const claims = token ? await deps.tokens.read(token) : undefined;
    if (!claims) throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
    const [account] = await deps.db
      .select({ role: users.role, status: users.status, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (
      !account ||
      account.status !== 'active' ||
      account.role !== claims.role ||
      account.tokenVersion !== claims.tokenVersion
    ) {
      throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
    }
    if (!roles.includes(account.role)) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
    request.authUser = { id: claims.userId, role: account.role };
  };
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
