import { randomUUID } from 'node:crypto';
import { NEWSLETTER_UNSUBSCRIBE_ROUTE } from '@app/contract';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.js';

/**
 * Query parameters a request log must not keep: the `token` of the /Verify, reset and
 * newsletter links (a secret), and the reset link's `email` (whose address it is).
 */
const PRIVATE_QUERY_PARAM = /([?&](?:token|email)=)[^&#]*/gi;
/** The one-click unsubscribe URL holds its token in the path. */
const UNSUBSCRIBE_PREFIX = NEWSLETTER_UNSUBSCRIBE_ROUTE.replace(':token', '');
const PRIVATE_PATH_SEGMENT = new RegExp(`(${UNSUBSCRIBE_PREFIX})[^/?#]+`, 'gi');

/** A request's URL as the log keeps it: secrets and addresses blanked, the rest as it came. */
export function redactUrl(url: string): string {
  return url
    .replace(PRIVATE_PATH_SEGMENT, '$1[redacted]')
    .replace(PRIVATE_QUERY_PARAM, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/**
 * The properties of an error that are logged besides its type, message and stack: codes and
 * names that say what failed, never values. Everything else is left out, above all a database
 * error's `params`/`parameters` (drizzle's DrizzleQueryError carries the query's values, a
 * password hash among them), pg's `detail` ("Key (email)=(…) already exists") and `where`.
 */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'errno',
  'syscall',
  'responseCode',
  'command',
] as const;

/** Nested causes logged at most this deep. */
const MAX_CAUSE_DEPTH = 5;

/** drizzle appends the values to its message: "Failed query: <sql>\nparams: <values>". */
function withoutQueryValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError | string;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer, allow-listed: type, message and stack with any query values cut
 * out, a few codes, and the cause chain the same way. Used in every environment.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const type = error.constructor?.name || error.name;
  const message = withoutQueryValues(error.message);
  // The stack's first lines repeat the message; keep only its frames after the clean message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    const cause = serializeError(error.cause, depth + 1);
    logged.cause = typeof cause === 'object' ? (cause as LoggedError) : '[not an error]';
  }
  return logged;
}

/**
 * pino: JSON lines in production, pretty lines in a development terminal. `destination` is
 * for tests that read what is logged.
 */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // Fastify's request line, without the secrets a link may carry in its query.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
    hooks: {
      // pino takes an error's message as the line's `msg` when none is given, and a caller may
      // put one in its own: cut query values out of the message too.
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, second] = args;
        if (first instanceof Error && typeof second !== 'string') {
          return method.apply(this, [first, withoutQueryValues(first.message), ...args.slice(1)]);
        }
        return method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutQueryValues(arg) : arg)),
        );
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.env === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  return pino(options);
}

/** Honours a caller's x-request-id (from a load balancer) when it looks sane, else a new UUID. */
export function generateRequestId(req: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)) return incoming;
  return randomUUID();
}
