import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/** pino: JSON lines in production, pretty lines in a development terminal. */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): Logger {
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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
