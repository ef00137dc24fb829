import { eq } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { AUTH_MESSAGES, type UserRole } from '@app/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { TokenIssuer } from './auth-tokens.js';
import { AppError } from '../http/errors.js';

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
 * A role check, for `onRequest` (before the body is read, so a stranger's body is neither
 * validated nor answered) or `preHandler`.
 */
export type RoleGuard = onRequestAsyncHookHandler & preHandlerAsyncHookHandler;

/**
 * The guard of private routes (docs/product/accounts.md: the token comes as a Bearer
 * credential): the signature and expiry, then the account itself — it must exist, be active,
 * hold the token's role and token version — so a reset or suspension ends old tokens at once.
 */
export function requireRole(
  deps: { db: Database; tokens: TokenIssuer },
  ...roles: UserRole[]
): RoleGuard {
  const guard: RoleGuard = async (request: FastifyRequest) => {
    const account = await findSignedInAccount(deps, request);
    if (!account) throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
    if (!roles.includes(account.role)) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
    request.authUser = account;
  };
  ROLE_GUARDS.add(guard);
  return guard;
}

/**
 * The account a request's Bearer token signs in, checked as requireRole checks it; undefined
 * without a token or with one that no longer holds. Public routes that give signed-in accounts
 * more (a larger budget) read it without requiring it.
 */
export async function findSignedInAccount(
  deps: { db: Database; tokens: TokenIssuer },
  request: FastifyRequest,
): Promise<AuthenticatedUser | undefined> {
  const token = readBearerToken(request);
  const claims = token ? await deps.tokens.read(token) : undefined;
  if (!claims) return undefined;
  const [account] = await deps.db
    .select({ role: users.role, status: users.status, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  const holds =
    account?.status === 'active' &&
    account.role === claims.role &&
    account.tokenVersion === claims.tokenVersion;
  return holds ? { id: claims.userId, role: account.role } : undefined;
}

/** Every hook requireRole made: how the OpenAPI document tells a guarded route (isGuarded). */
const ROLE_GUARDS = new WeakSet<object>();

/**
 * Whether a route runs a requireRole guard, on request or before its handler. The OpenAPI
 * document reads this to declare Bearer security, so the document and the guard cannot differ.
 */
export function isGuarded(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): boolean {
  const hooks: unknown[] = [route.onRequest ?? [], route.preHandler ?? []].flat();
  return hooks.some((hook) => typeof hook === 'function' && ROLE_GUARDS.has(hook));
}

export interface RoleScopeOptions {
  /** A private area, e.g. MODEL_API_PREFIX ('/api/model') or ADMIN_API_PREFIX. */
  prefix: string;
  role: UserRole;
  deps: { db: Database; tokens: TokenIssuer };
}

/**
 * Guards every route whose path is `prefix` or starts with `prefix/` with requireRole, whatever
 * plugin registers it later: the area is guarded by its prefix in one place, so a route added
 * later cannot forget the check. The check runs on request, before the body is read (a
 * stranger's 10 MB upload is refused unread). The OpenAPI document marks such routes Bearer
 * (isGuarded).
 * Call it in app.ts before the routes are registered.
 */
export function guardRoutesByPrefix(app: FastifyInstance, options: RoleScopeOptions): void {
  const guard = requireRole(options.deps, options.role);
  app.addHook('onRoute', (route) => {
    if (route.url !== options.prefix && !route.url.startsWith(`${options.prefix}/`)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
  });
}

/** The signed-in account of a route behind requireRole (a bug, never a client error, if not). */
export function authUserOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.authUser) throw new Error('authUser read on a route without requireRole');
  return request.authUser;
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
