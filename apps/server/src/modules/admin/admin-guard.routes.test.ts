import { ADMIN_API_PREFIX, AUTH_MESSAGES } from '@app/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.js';
import { createAdminAccount, createCustomer, createModelAccount } from '../../test/factories.js';

interface Operation {
  method: InjectOptions['method'];
  path: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every `/api/admin/*` operation the OpenAPI document lists, with each `{param}` filled in with
 * 1: the guard answers before a route reads its parameters or body, so any value will do.
 */
function adminOperations(document: { paths?: Record<string, object> }): Operation[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`))
    .flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => method in item).map((method) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        path: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

describe('every admin API operation in the OpenAPI document', () => {
  const context = useApiTest();
  let operations: Operation[] = [];
  const authorizations: Record<'customer' | 'model' | 'admin', string> = {
    customer: '',
    model: '',
    admin: '',
  };

  beforeAll(async () => {
    const { app, tokens } = context.testApp;
    operations = adminOperations(app.swagger() as { paths?: Record<string, object> });
    const { db } = context.database;
    authorizations.customer = (await createCustomer(db, tokens)).authorization;
    authorizations.model = (await createModelAccount(db, tokens)).authorization;
    authorizations.admin = (await createAdminAccount(db, tokens)).authorization;
  });

  function send(operation: Operation, authorization?: string) {
    return context.testApp.app.inject({
      method: operation.method,
      url: operation.path,
      headers: authorization ? { authorization } : {},
      payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {},
    });
  }

  it('covers the whole console: listings, users, admins, blog, newsletter, messages, audit, dashboard', () => {
    const paths = operations.map((operation) => operation.path).join('\n');
    for (const area of [
      'listings',
      'users',
      'admins',
      'blog',
      'newsletter',
      'messages',
      'audit',
      'dashboard',
    ]) {
      expect(paths, `no admin operation for ${area}`).toContain(`${ADMIN_API_PREFIX}/${area}`);
    }
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('marks each of them as needing a Bearer token in the document', () => {
    const document = context.testApp.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith(`${ADMIN_API_PREFIX}/`)) continue;
      for (const method of HTTP_METHODS) {
        if (item[method])
          expect(item[method].security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });

  it('answers 401 to a visitor without a token, on every one', async () => {
    for (const operation of operations) {
      const response = await send(operation);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.unauthorized);
    }
  });

  it('answers 403 to a signed-in customer, on every one', async () => {
    for (const operation of operations) {
      const response = await send(operation, authorizations.customer);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('answers 403 to a signed-in advertiser (model), on every one', async () => {
    for (const operation of operations) {
      const response = await send(operation, authorizations.model);
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(403);
      expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('lets an admin through the guard on every one (the route itself answers, never 401/403)', async () => {
    for (const operation of operations) {
      const response = await send(operation, authorizations.admin);
      expect([401, 403], `${operation.method} ${operation.path}`).not.toContain(
        response.statusCode,
      );
      // Never a crash; 503 is the campaign send's own answer when, as in this test app, no
      // job queue runs.
      if (response.statusCode !== 503) {
        expect(response.statusCode, `${operation.method} ${operation.path}`).toBeLessThan(500);
      }
    }
  });
});
