import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { MESSAGES } from '@app/contract';
import { createLogThrottle } from '../logging/log-throttle.js';
import { prepareUnavailable } from './unavailable-reply.js';

/**
 * Telling "the database cannot be reached" (stopped, restarting, crashed, cut off, full) from
 * a bug: the first is answered 503 with Retry-After, so clients and load balancers try again,
 * the second stays a 500. Drizzle wraps the driver's error (`cause`), node's connect wraps
 * one error per address (AggregateError `errors`), pg-pool wraps its connect timeout.
 */

/** Seconds a client is told to wait: about what a restart of the embedded server takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Socket errors of a connection that could not be made or was cut. Other connections (object
 * storage, Redis, SMTP) fail with the same codes, so these count only when they come from the
 * database: wrapped by a drizzle query, or naming a database port (a refused connect).
 */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's own: shutting down (57P01 admin, 57P02 crash), starting up or in recovery
 * (57P03), out of connections (53300), and class 08 (connection exceptions).
 */
const SERVER_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_CLASS = '08';

/** node-postgres and pg-pool raise these without a code. */
const DRIVER_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/, // unexpectedly; due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client whose connection failed or closed
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/, // the pool is closing (shutdown)
];

const MAX_DEPTH = 8;

/** Ports of the databases this process connects to (db/client.ts registers each pool's). */
const databasePorts = new Set<number>();

/** Lets a refused or timed-out connect to `url`'s port count as the database being down. */
export function rememberDatabasePort(url: string): void {
  const port = Number(new URL(url).port || 5432);
  if (Number.isInteger(port) && port > 0) databasePorts.add(port);
}

/** True when `error`, or an error it wraps, says the database cannot be reached right now. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: Array<{ value: unknown; depth: number; inQuery: boolean }> = [
    { value: error, depth: 0, inQuery: false },
  ];
  while (queue.length > 0) {
    const { value, depth, inQuery } = queue.shift()!;
    if (!value || typeof value !== 'object' || seen.has(value) || depth > MAX_DEPTH) continue;
    seen.add(value);
    if (saysUnavailable(value, inQuery)) return true;
    const { cause, errors } = value as { cause?: unknown; errors?: unknown };
    const below = { depth: depth + 1, inQuery: inQuery || value instanceof DrizzleQueryError };
    queue.push({ value: cause, ...below });
    if (Array.isArray(errors)) {
      for (const inner of errors) queue.push({ value: inner, ...below });
    }
  }
  return false;
}

function saysUnavailable(value: object, inQuery: boolean): boolean {
  const { code, message, port } = value as { code?: unknown; message?: unknown; port?: unknown };
  if (typeof code === 'string') {
    if (SERVER_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_CLASS)) return true;
    if (NETWORK_CODES.has(code) && (inQuery || databasePorts.has(Number(port)))) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** How often the "database unavailable" warning is logged at most while it lasts. */
const LOG_EVERY_MS = 10_000;
const logThrottle = createLogThrottle(LOG_EVERY_MS);

/**
 * Answers 503 with the message every client shows and Retry-After. Logged as a warning at
 * most every 10 s with the count of answers since, so an outage does not flood the log.
 */
export function sendDatabaseUnavailable(
  error: unknown,
  log: FastifyBaseLogger,
  reply: FastifyReply,
): FastifyReply {
  const answers503 = logThrottle.note();
  if (answers503 !== undefined) {
    log.warn({ err: error, answers503 }, 'database unavailable: answering 503 until it is back');
  }
  return reply.send(
    prepareUnavailable(reply, MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS),
  );
}
