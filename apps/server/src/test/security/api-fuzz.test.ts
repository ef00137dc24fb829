import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ErrorResponseSchema } from '@app/contract';
import { users } from '../../db/schema.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import type { Database } from '../../db/client.js';
import { freshIp } from '../api-test.js';
import { createBlogPost, createListing, createTour } from '../factories.js';
import { buildTestApp, type TestApp } from '../test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { AUTHORISATION_MATRIX, ownerOf, type Caller } from './authorisation-matrix.js';
import { encodeForUrl, oddString, rawUrlPieces, valueFor, wrongValue } from './fuzz-values.js';
import { multipartBody, type RawBody } from './multipart-values.js';
import {
  fillPath,
  listOperations,
  type ApiOperation,
  type ApiParameter,
} from './openapi-operations.js';

/**
 * Property-based requests against every operation of the OpenAPI document (docs/SECURITY.md): hostile
 * path values, query strings and bodies, each sent by a visitor and, for a private operation,
 * by a signed-in account of the role it is for, so validation behind the guard is reached too.
 * Whatever arrives, the app answers below 500, every error as JSON in the API's error shape
 * (platform/http/errors.ts), never with a stack trace.
 */

/** Runs per operation: about 100 operations × 20 runs × 2 callers stays well under a minute. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);
/**
 * And at most this long per operation: the few that check a password run argon2 (64 MiB, 3
 * passes) on each request, which takes a second on a busy machine; they stop early instead.
 */
const TIME_PER_OPERATION_MS = process.env.FUZZ_RUNS ? 600_000 : 2_500;
/**
 * Fixed, so a failure can be replayed. To explore beyond what `npm test` tries, run this file
 * with other values, e.g. `FUZZ_SEED=7 FUZZ_RUNS=200` (no time limit per operation then).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Per area (public, customer, advertiser, admin); a long exploration gets all the time it needs. */
const AREA_TIMEOUT_MS = process.env.FUZZ_RUNS ? 3_600_000 : 120_000;

type SignedInCaller = Exclude<Caller, 'visitor'>;

interface FuzzRequest {
  pathValues: Record<string, string>;
  query: string;
  body?: RawBody;
}

interface FuzzContext {
  database: TestDatabase;
  testApp: TestApp;
  authorization: Record<SignedInCaller, string>;
  /** Row ids worth naming in paths: real listings, tours, posts; never the callers' accounts. */
  ids: string[];
  /** The signed-in customer's id (the profile routes read on only for it). */
  customerId: string;
}

/**
 * Ids far above what the fuzz writes by chance, so an admin operation run with a random id never
 * suspends or deletes an account the suite signs in with.
 */
const ACCOUNT_IDS: Record<SignedInCaller, number> = {
  customer: 1_900_000_001,
  model: 1_900_000_002,
  admin: 1_900_000_003,
};

async function signIn(db: Database, tokens: TokenIssuer, role: SignedInCaller) {
  const id = ACCOUNT_IDS[role];
  await db.insert(users).values({
    id,
    role,
    name: `Fuzz ${role}`,
    email: `fuzz-${role}-${process.pid}@example.com`,
    emailVerifiedAt: new Date(),
  });
  return `Bearer ${await tokens.issue({ userId: id, role, tokenVersion: 0 })}`;
}

/** A job queue that accepts jobs and runs none: sending a campaign answers as in production. */
const idleJobQueue = {
  send: async () => {},
  work: async () => {},
  stop: async () => {},
  queueSize: async () => 0,
};

async function setUp(): Promise<FuzzContext> {
  const database = await createTestDatabase();
  // Google sign-in switched on, with no keys: every token is refused as Google would refuse it.
  const testApp = await buildTestApp(
    database.db,
    { GOOGLE_CLIENT_ID: 'fuzz-client.apps.googleusercontent.com' },
    { jobQueue: idleJobQueue, googleCerts: async () => ({}) },
  );
  const { db } = database;
  const authorization = {
    customer: await signIn(db, testApp.tokens, 'customer'),
    model: await signIn(db, testApp.tokens, 'model'),
    admin: await signIn(db, testApp.tokens, 'admin'),
  };
  const ownListing = await createListing(db, { userId: ACCOUNT_IDS.model, status: 'draft' });
  const otherListing = await createListing(db);
  const tour = await createTour(db, {
    modelId: ownListing.id,
    city: 'Melbourne',
    state: 'Victoria',
    startsOn: '2030-01-01',
    endsOn: '2030-01-05',
  });
  const post = await createBlogPost(db);
  const ids = [ownListing.id, otherListing.id, tour.id, post.id, 2_147_483_647].map(String);
  return { database, testApp, authorization, ids, customerId: String(ACCOUNT_IDS.customer) };
}

function pathValue(parameter: ApiParameter, context: FuzzContext): fc.Arbitrary<string> {
  const ids = parameter.name === 'userId' ? [context.customerId, ...context.ids] : context.ids;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: oddString.map(encodeForUrl), weight: 4 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...ids), rawUrlPieces).map(([id, raw]) => id + raw),
      weight: 1,
    },
  );
}

/** One query value as the strings a client writes (arrays repeat the key). */
function queryWords(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryWords);
  if (typeof value === 'string') return [encodeForUrl(value)];
  if (value !== null && typeof value === 'object') return [encodeForUrl(JSON.stringify(value))];
  return [encodeForUrl(String(value))];
}

function queryString(operation: ApiOperation): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const values = parameters.map((parameter) =>
    fc
      .option(valueFor(parameter.schema), { freq: 3 })
      .map((value) =>
        value === null ? [] : queryWords(value).map((word) => `${parameter.name}=${word}`),
      ),
  );
  const extra = fc.option(
    fc.oneof(
      rawUrlPieces.map((raw) => `x=${raw}`),
      rawUrlPieces,
      fc.constantFrom('__proto__[admin]=1', 'constructor[prototype][x]=1', '&&&==', 'a[]=1&a[]=2'),
      oddString.map((text) => `${encodeForUrl(text)}=${encodeForUrl(text)}`),
    ),
    { freq: 3 },
  );
  return fc
    .tuple(fc.tuple(...values), extra)
    .map(([pairs, more]) => [...pairs.flat(), ...(more === null ? [] : [more])].join('&'));
}

const json = (value: unknown): RawBody => ({
  contentType: 'application/json',
  payload: Buffer.from(JSON.stringify(value) ?? 'null'),
});

/** Bodies that are not JSON at all, or JSON that parsers trip on. */
const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom(
      '{"a":',
      '\u0000',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":1,"a":2}',
      '"\\ud800"',
      '\uFEFF{}',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
      '1e99999',
      '',
    )
    .map((text) => ({ contentType: 'application/json', payload: Buffer.from(text) })),
  fc.constant({ contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) }),
  fc
    .tuple(
      fc.constantFrom(
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json\u0000',
        '',
      ),
      oddString,
    )
    .map(([contentType, text]) => ({ contentType, payload: Buffer.from(text) })),
);

function body(operation: ApiOperation, context: FuzzContext): fc.Arbitrary<RawBody | undefined> {
  if (operation.method === 'GET') return fc.constant(undefined);
  if (operation.jsonBody) {
    return fc.oneof(
      { arbitrary: valueFor(operation.jsonBody).map(json), weight: 6 },
      { arbitrary: wrongValue.map(json), weight: 1 },
      { arbitrary: rawBody, weight: 1 },
    );
  }
  // No JSON body: an upload form, or an action that takes none. Both get odd bodies anyway.
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: multipartBody([context.customerId]), weight: 4 },
    { arbitrary: wrongValue.map(json), weight: 1 },
    { arbitrary: rawBody, weight: 1 },
  );
}

function fuzzRequest(operation: ApiOperation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  return fc.record({
    pathValues: fc.record(
      Object.fromEntries(pathParameters.map((p) => [p.name, pathValue(p, context)])),
    ),
    query: queryString(operation),
    body: body(operation, context),
  });
}

function send(context: FuzzContext, operation: ApiOperation, request: FuzzRequest, token?: string) {
  const url = fillPath(operation.path, request.pathValues);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (request.body) headers['content-type'] = request.body.contentType;
  const options: InjectOptions = {
    method: operation.method,
    url: request.query ? `${url}?${request.query}` : url,
    headers,
    // A fresh address each time: per-address rate limits answer 429, which would hide the rest.
    remoteAddress: freshIp(),
    ...(request.body ? { payload: request.body.payload } : {}),
  };
  return context.testApp.app.inject(options);
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|\/src\/.+\.ts\b/;

/** What is wrong with an answer, or undefined when it is one the API may give. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  const { statusCode, body } = response;
  if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 300)}`;
  if (STACK_TRACE.test(body))
    return `a stack trace or source path in the answer: ${body.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (statusCode < 400) {
    return type.startsWith('application/json') && !isJson(body)
      ? `a ${statusCode} typed JSON whose body is not JSON`
      : undefined;
  }
  if (!type.startsWith('application/json'))
    return `a ${statusCode} answered as ${type || 'no type'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${statusCode} whose body is not JSON: ${body.slice(0, 200)}`;
  }
  const shape = ErrorResponseSchema.safeParse(parsed);
  if (!shape.success || shape.data.statusCode !== statusCode || !shape.data.message) {
    return `a ${statusCode} not in the error shape { statusCode, error, message }: ${body.slice(0, 200)}`;
  }
  return undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function describeRequest(operation: ApiOperation, request: FuzzRequest): string {
  const url = fillPath(operation.path, request.pathValues);
  const query = request.query ? `?${request.query}` : '';
  const payload = request.body
    ? ` [${request.body.contentType}] ${JSON.stringify(request.body.payload.toString('utf8').slice(0, 300))}`
    : '';
  return `${operation.method} ${url.slice(0, 300)}${query.slice(0, 300)}${payload}`;
}

/**
 * Runs the property on one operation; answers the failures found (none when all held).
 * Shrinking is off: a failing request is reported as drawn, which is quick and clear enough.
 */
async function fuzzOperation(
  context: FuzzContext,
  operation: ApiOperation,
  owner: SignedInCaller | undefined,
): Promise<string[]> {
  const failures: string[] = [];
  const property = fc.asyncProperty(fuzzRequest(operation, context), async (request) => {
    const visitor = await send(context, operation, request);
    let problem = problemWith(visitor);
    if (!problem && owner && visitor.statusCode < 300) {
      problem = `a visitor got ${visitor.statusCode} from a private operation`;
    }
    if (problem) {
      failures.push(
        `${operation.key} as visitor: ${problem}\n    request: ${describeRequest(operation, request)}`,
      );
      return;
    }
    if (!owner) return;
    const signedIn = await send(context, operation, request, context.authorization[owner]);
    problem = problemWith(signedIn);
    if (!problem && signedIn.statusCode === 401) {
      const message = (JSON.parse(signedIn.body) as { message?: string }).message;
      // The guard must let the right role through, or the fuzz never reaches the route.
      if (message === AUTH_MESSAGES.unauthorized) problem = `the ${owner}'s token was refused`;
    }
    if (problem) {
      failures.push(
        `${operation.key} as ${owner}: ${problem}\n    request: ${describeRequest(operation, request)}`,
      );
    }
  });
  await fc
    .assert(property, {
      numRuns: RUNS_PER_OPERATION,
      interruptAfterTimeLimit: TIME_PER_OPERATION_MS,
      seed: SEED,
      endOnFailure: true,
    })
    .catch(() => undefined);
  return failures.slice(0, 3);
}

type Area = 'public' | SignedInCaller;

function areaOf(operation: ApiOperation): Area {
  const row = AUTHORISATION_MATRIX[operation.key];
  // A route missing from the matrix fails authorisation-matrix.test.ts; here it is fuzzed as a
  // visitor (and by an admin when the document marks it private).
  if (!row) return operation.isPrivate ? 'admin' : 'public';
  return ownerOf(row) ?? 'public';
}

describe('hostile requests to every operation of the OpenAPI document (fast-check)', () => {
  let context: FuzzContext;
  let operations: ApiOperation[] = [];

  beforeAll(async () => {
    context = await setUp();
    operations = listOperations(context.testApp.app);
  });
  afterAll(async () => {
    await context?.testApp.app.close();
    await context?.database.close();
  });

  async function fuzzArea(area: Area): Promise<void> {
    const inArea = operations.filter((operation) => areaOf(operation) === area);
    expect(inArea.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of inArea) {
      failures.push(
        ...(await fuzzOperation(context, operation, area === 'public' ? undefined : area)),
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }

  // The admin's area goes last: its random suspensions and deletions touch only fixture rows,
  // but nothing after it depends on them.
  it(
    'never answers 5xx, a non-JSON error or a stack trace on a public operation, whatever path, query or body a visitor sends',
    async () => {
      await fuzzArea('public');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'never answers 5xx, a non-JSON error or a stack trace on a customer operation, to a visitor or to a signed-in customer (multipart included)',
    async () => {
      await fuzzArea('customer');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'never answers 5xx, a non-JSON error or a stack trace on an advertiser operation, to a visitor or to a signed-in advertiser (multipart included)',
    async () => {
      await fuzzArea('model');
    },
    AREA_TIMEOUT_MS,
  );

  it(
    'never answers 5xx, a non-JSON error or a stack trace on an admin operation, to a visitor or to a signed-in admin (multipart included)',
    async () => {
      await fuzzArea('admin');
    },
    AREA_TIMEOUT_MS,
  );
});
