import Fastify from 'fastify';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contract';
import { createDatabaseClient } from '../../db/client.js';
import { findFreePort } from '../../db/embedded-postgres.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
  rememberDatabasePort,
} from './database-unavailable.js';
import { buildErrorBody } from './error-body.js';
import { handleError } from './errors.js';

/** An error as node-postgres raises it for a server's answer: a message and a SQLSTATE. */
function postgresError(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

/** As drizzle wraps the driver's error. */
function wrappedByDrizzle(cause: unknown): Error {
  return new DrizzleQueryError('select 1', [], cause as Error);
}

/** As node's net module reports a refused connect. */
function refusedConnect(port: number): Error {
  return Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
    address: '127.0.0.1',
    port,
  });
}

describe('telling an unreachable database from a bug', () => {
  it('counts a server shutting down, crashed, starting up or full, and connection exceptions (class 08)', () => {
    for (const code of [
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '08000',
      '08003',
      '08006',
      '08001',
      '08P01',
    ]) {
      expect(isDatabaseUnavailableError(wrappedByDrizzle(postgresError(code))), code).toBe(true);
    }
  });

  it('counts refused and reset connections of a query, and a refused connect to a database port', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailableError(wrappedByDrizzle(refusedConnect(1)))).toBe(true);
    expect(isDatabaseUnavailableError(wrappedByDrizzle(reset))).toBe(true);
    // A transaction's connect is not wrapped by drizzle: the port says it is the database's.
    rememberDatabasePort('postgres://app:secret@127.0.0.1:54329/directory');
    expect(isDatabaseUnavailableError(refusedConnect(54329))).toBe(true);
    expect(
      isDatabaseUnavailableError(new AggregateError([refusedConnect(54329)], 'all failed')),
    ).toBe(true);
  });

  it('leaves other services alone: a refused connect to object storage or Redis is not the database', () => {
    rememberDatabasePort('postgres://app:secret@127.0.0.1:54329/directory');
    expect(isDatabaseUnavailableError(refusedConnect(9000))).toBe(false);
    expect(
      isDatabaseUnavailableError(new Error('fetch failed', { cause: refusedConnect(6379) })),
    ).toBe(false);
  });

  it("counts node-postgres's and pg-pool's own messages, which carry no code", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailableError(wrappedByDrizzle(new Error(message))), message).toBe(true);
    }
  });

  it('leaves bugs and bad data alone: syntax errors, constraint violations, plain errors', () => {
    for (const code of ['42601', '23505', '23503', '22P02', '40001', '57014']) {
      expect(isDatabaseUnavailableError(wrappedByDrizzle(postgresError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailableError(new TypeError('Cannot read properties of undefined'))).toBe(
      false,
    );
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
    // A cause chain that loops ends.
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isDatabaseUnavailableError(looped)).toBe(false);
  });

  it('classifies the real errors of a query and a transaction on a pool whose server is gone', async () => {
    const port = await findFreePort();
    const { db, pool } = createDatabaseClient(`postgres://nobody:x@127.0.0.1:${port}/none`);
    try {
      const error = await db.execute(sql`SELECT 1`).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailableError(error)).toBe(true);
      // A transaction's connect fails with the driver's error alone, not wrapped by drizzle.
      const inTransaction = await db
        .transaction((tx) => tx.execute(sql`SELECT 1`))
        .then(
          () => undefined,
          (failure: unknown) => failure,
        );
      expect(inTransaction).toBeInstanceOf(Error);
      expect(isDatabaseUnavailableError(inTransaction)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});

describe('the answer while the database is unreachable', () => {
  async function answerTo(error: unknown) {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/api/thing', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/api/thing' });
    await app.close();
    return response;
  }

  it('is 503 with the message every client shows and Retry-After, never a 500', async () => {
    const response = await answerTo(wrappedByDrizzle(postgresError('57P01')));

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual(buildErrorBody(503, MESSAGES.databaseUnavailable));
  });

  it('stays a 500 for a bug', async () => {
    const response = await answerTo(wrappedByDrizzle(postgresError('42601')));

    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
