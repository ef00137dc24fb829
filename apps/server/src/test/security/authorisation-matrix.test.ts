import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  buildListingStatsPath,
  buildListingSubmitPath,
  buildModelListingPath,
} from '@app/contract';
import { models, tours } from '../../db/schema.js';
import { expectAnswer, freshIp, useApiTest } from '../api-test.js';
import {
  createAdminAccount,
  createCustomer,
  createListing,
  createModelAccount,
  createTour,
} from '../factories.js';
import { BASICS, saveListingStep, send } from '../listing-helpers.js';
import {
  AUTHORISATION_MATRIX,
  CALLERS,
  type Caller,
  type Expected,
} from './authorisation-matrix.js';
import { fillPath, listOperations, type ApiOperation } from './openapi-operations.js';

/**
 * Path ids no row has: the guard's answer is what is checked, and an allowed admin call must not
 * suspend or delete the accounts the other callers sign in with.
 */
const NO_SUCH_ID = '2147483647';

const api = useApiTest();

describe('the authorisation matrix (src/test/security/authorisation-matrix.ts)', () => {
  const authorization: Record<Caller, string | undefined> = {
    visitor: undefined,
    customer: undefined,
    model: undefined,
    admin: undefined,
  };
  let operations: ApiOperation[] = [];
  /** The customer's own id: getProfile answers only that one (checked below, object-level). */
  const ownPathValues: Partial<Record<Caller, Record<string, string>>> = {};

  beforeAll(async () => {
    const { db } = api.database;
    const { tokens, app } = api.testApp;
    operations = listOperations(app);
    const customer = await createCustomer(db, tokens);
    authorization.customer = customer.authorization;
    ownPathValues.customer = { userId: String(customer.user.id) };
    authorization.model = (await createModelAccount(db, tokens)).authorization;
    authorization.admin = (await createAdminAccount(db, tokens)).authorization;
  });

  function call(operation: ApiOperation, caller: Caller) {
    const token = authorization[caller];
    const hasBody = operation.method !== 'GET';
    const request: InjectOptions = {
      method: operation.method,
      url: fillPath(operation.path, ownPathValues[caller] ?? {}, NO_SUCH_ID),
      headers: token ? { authorization: token } : {},
      remoteAddress: freshIp(),
      ...(hasBody && operation.jsonBody ? { payload: {} } : {}),
    };
    return api.app.inject(request);
  }

  function meets(statusCode: number, message: unknown, expected: Expected): boolean {
    if (expected === 'allowed') return statusCode !== 401 && statusCode !== 403;
    if (statusCode !== expected) return false;
    return message === (expected === 401 ? AUTH_MESSAGES.unauthorized : AUTH_MESSAGES.forbidden);
  }

  it('has a row for every operation of the OpenAPI document, and none for a route that is gone', () => {
    const documented = operations.map((operation) => operation.key);
    const missing = documented.filter((key) => !(key in AUTHORISATION_MATRIX));
    const stale = Object.keys(AUTHORISATION_MATRIX).filter((key) => !documented.includes(key));
    expect(missing, 'operations to decide in authorisation-matrix.ts').toEqual([]);
    expect(stale, 'rows of routes the app no longer has').toEqual([]);
  });

  it('marks exactly the operations a visitor may not call as Bearer-only in the document', () => {
    const mismatched = operations
      .filter((operation) => {
        const row = AUTHORISATION_MATRIX[operation.key];
        return row && operation.isPrivate !== (row.visitor !== 'allowed');
      })
      .map((operation) => operation.key);
    expect(mismatched).toEqual([]);
  });

  it('answers visitor, customer, model and admin on every operation exactly as the table says', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const row = AUTHORISATION_MATRIX[operation.key];
      if (!row) continue;
      for (const caller of CALLERS) {
        const response = await call(operation, caller);
        const message = response.statusCode < 500 ? safeMessage(response.body) : undefined;
        if (!meets(response.statusCode, message, row[caller])) {
          wrong.push(
            `${operation.key} as ${caller}: expected ${row[caller]}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("object-level checks: a signed-in account cannot reach another account's data", () => {
  it("refuses a customer reading another customer's profile with 403, whether or not the id exists", async () => {
    const { db } = api.database;
    const reader = await createCustomer(db, api.testApp.tokens);
    const other = await createCustomer(db, api.testApp.tokens);

    for (const id of [other.user.id, 2147483647]) {
      const response = await send(
        api.app,
        'GET',
        `/api/customer/getProfile/${id}`,
        reader.authorization,
      );
      expectAnswer(response, 403, AUTH_MESSAGES.forbidden);
    }
    const own = await send(
      api.app,
      'GET',
      `/api/customer/getProfile/${reader.user.id}`,
      reader.authorization,
    );
    expect(own.statusCode).toBe(200);
  });

  it("refuses an advertiser reading, editing, submitting or reading the stats of another advertiser's listing, and leaves it unchanged", async () => {
    const { db } = api.database;
    const intruder = await createModelAccount(db, api.testApp.tokens);
    const owner = await createModelAccount(db, api.testApp.tokens);
    const listing = await createListing(db, { userId: owner.id, name: 'Owned' });
    const app = api.app;

    const answers = await Promise.all([
      send(app, 'GET', buildModelListingPath(listing.id), intruder.authorization),
      saveListingStep(app, intruder.authorization, listing.id, 'basics', {
        ...BASICS,
        name: 'Hijacked',
      }),
      send(app, 'POST', buildListingSubmitPath(listing.id), intruder.authorization),
      send(app, 'GET', buildListingStatsPath(listing.id), intruder.authorization),
    ]);

    for (const answer of answers) expect([403, 404]).toContain(answer.statusCode);
    const [row] = await db.select().from(models).where(eq(models.id, listing.id));
    expect(row!.name).toBe('Owned');
    expect(row!.status).toBe(listing.status);
  });

  it("refuses an advertiser deleting a tour of another advertiser's listing, and keeps the tour", async () => {
    const { db } = api.database;
    const intruder = await createModelAccount(db, api.testApp.tokens);
    const owner = await createModelAccount(db, api.testApp.tokens);
    const listing = await createListing(db, { userId: owner.id });
    const tour = await createTour(db, {
      modelId: listing.id,
      city: 'Melbourne',
      state: 'Victoria',
      startsOn: '2030-01-01',
      endsOn: '2030-01-05',
    });

    const response = await send(
      api.app,
      'DELETE',
      `/api/model/listings/${listing.id}/tours/${tour.id}`,
      intruder.authorization,
    );

    expect([403, 404]).toContain(response.statusCode);
    expect(await db.select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(1);
  });
});

function safeMessage(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}
