import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_WISHLIST_PATH, SEARCH_MODELS_PATH } from '@app/contract';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  key: string;
  operationId?: string;
  summary?: string;
  security?: unknown[];
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, ...operation })),
  );
}

describe('the OpenAPI document for clients (decision 028)', () => {
  let document: OpenApiDocument;
  let operations: Operation[];

  beforeAll(async () => {
    // No database: the pool this builds never connects, so nothing here may need one.
    document = await buildOpenApiDocument({ PUBLIC_URL: 'https://directory.example.net' });
    operations = operationsOf(document);
  });

  it('is built without a database and names its server from PUBLIC_URL', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(document.servers).toEqual([{ url: 'https://directory.example.net' }]);
  });

  it('gives every operation a unique camelCase operationId and a summary', () => {
    const unnamed = operations.filter((operation) => !operation.operationId?.match(/^[a-z]\w+$/));
    expect(unnamed.map((operation) => operation.key)).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const unsummarised = operations.filter((operation) => !operation.summary);
    expect(unsummarised.map((operation) => operation.key)).toEqual([]);
  });

  it('declares security on every operation: Bearer behind a role guard, none on public routes', () => {
    const undeclared = operations.filter((operation) => !Array.isArray(operation.security));
    expect(undeclared.map((operation) => operation.key)).toEqual([]);
    const security = (key: string) =>
      operations.find((operation) => operation.key === key)?.security;
    expect(security(`GET ${SEARCH_MODELS_PATH}`)).toEqual([]);
    expect(security(`GET ${CUSTOMER_WISHLIST_PATH}`)).toEqual([{ bearerAuth: [] }]);
    expect(security('GET /api/admin/dashboard')).toEqual([{ bearerAuth: [] }]);
  });
});
