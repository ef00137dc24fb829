import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { MESSAGES } from '@app/contract';
import { buildErrorBody } from './error-body.js';

/**
 * How much a request may send and how long it may take, so no client holds memory or a
 * connection for ever. Multipart uploads have their own per-route limits (file size, parts).
 */
export interface RequestLimits {
  /** A JSON or form body, in bytes (413 past it). */
  bodyLimitBytes: number;
  /** All request headers together, in bytes (431 past it). */
  maxHeaderBytes: number;
  /** From connecting to the last header line (408, then closed: a slow-loris client). */
  headersTimeoutMs: number;
  /** From connecting to the last byte of the body (408, then closed: a stalled upload). */
  requestTimeoutMs: number;
  /** A socket silent this long while a request is open is closed. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would double them). */
  timeoutCheckIntervalMs: number;
}

/**
 * Production values. A photo (at most 10 MB) must arrive within 30 s, which asks for about
 * 3 Mbit/s; headers arrive in one packet from any real client, so 10 s is plenty. Keep-alive
 * outlives the 60 s idle timeout common to load balancers, so the balancer always closes
 * first and never sends a request down a connection this server is closing.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  bodyLimitBytes: 1_048_576,
  maxHeaderBytes: 16_384,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  timeoutCheckIntervalMs: 1_000,
};

type LimitOptions = Pick<
  FastifyServerOptions,
  | 'bodyLimit'
  | 'connectionTimeout'
  | 'requestTimeout'
  | 'keepAliveTimeout'
  | 'forceCloseConnections'
  | 'return503OnClosing'
> & {
  http: {
    maxHeaderSize: number;
    headersTimeout: number;
    requestTimeout: number;
    connectionsCheckingInterval: number;
  };
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
};

/** The Fastify options that carry `limits` (and the stop behaviour graceful-stop.ts needs). */
export function requestLimitOptions(overrides: Partial<RequestLimits> = {}): LimitOptions {
  const limits = { ...DEFAULT_REQUEST_LIMITS, ...overrides };
  return {
    bodyLimit: limits.bodyLimitBytes,
    connectionTimeout: limits.connectionTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    // Closing: idle keep-alive connections are closed at once; requests still arriving on a
    // busy one are refused with our 503 (graceful-stop.ts), not Fastify's bare one.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
  };
}

/**
 * Requests Node refuses before Fastify sees them (headers too large, too slow to arrive,
 * unreadable HTTP), answered with our error shape when nothing has been answered yet, then
 * the connection is closed.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusForClientError(error.code);
  this.log.info({ code: error.code, status }, 'client error: connection closed');
  const answered = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answered?.headersSent) {
    const body = JSON.stringify(buildErrorBody(status, messageForStatus(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function statusForClientError(code: string | undefined): 400 | 408 | 431 {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

function messageForStatus(status: 400 | 408 | 431): string {
  if (status === 408) return MESSAGES.requestTimeout;
  if (status === 431) return MESSAGES.headersTooLarge;
  return MESSAGES.unreadableRequest;
}
