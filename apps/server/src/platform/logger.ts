import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** Query parameters that carry secrets: the /Verify and reset links' `token`. */
const SECRET_QUERY_PARAM = /([?&]token=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** pino: JSON lines in production, pretty lines in a development terminal. */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Fastify's request line, without the secrets a link may carry in its query.
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
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
