import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_MAIL_SENDER_NAME } from '@app/contract';
import { parseTrustProxy, type TrustProxy } from '../http/trust-proxy.js';
import { isSendableAddress, parseSender } from '../mail/mail-address.js';

/** Environment variables (the README's Configuration); `npm start` works with none of them set. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''], {
      error: 'must be true or false',
    })
    .optional()
    .transform((value) => (value ? ['true', '1', 'yes', 'on'].includes(value) : fallback));

const urlWithProtocols = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || hasProtocol(value, protocols),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A Leaflet URL template ({s}.host/{z}/{x}/{y}) with its placeholders filled, so URL can parse it. */
export function fillTemplate(template: string): string {
  return template.replace(/\{[a-z]+\}/gi, 'a');
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
    .default('3000')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a port number from 0 to 65535'),
  HOST: optionalText.default('0.0.0.0'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  DATA_DIR: optionalText.default('./data'),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long',
  ),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText
    .default('Directory <no-reply@localhost>')
    .refine(
      (value) => parseSender(value) !== undefined,
      'must be one e-mail address, bare or as Name <address>',
    ),
  // The sender name of account mail (docs/product/accounts.md#account-mail); a lock screen shows it.
  MAIL_ACCOUNT_SENDER: optionalText.default(ACCOUNT_MAIL_SENDER_NAME).refine(
    // eslint-disable-next-line no-control-regex
    (value) => value.length <= 80 && !/[\u0000-\u001f\u007f<>"]/.test(value),
    'must be a name of at most 80 characters without quotes, angle brackets or line breaks',
  ),
  // A bare address: contact messages are mailed here ('admin@localhost' is allowed: one label).
  ADMIN_EMAIL: optionalText.refine(
    (value) => value === undefined || isSendableAddress(value),
    'must be an e-mail address',
  ),
  GOOGLE_CLIENT_ID: optionalText,
  // Unset by default: the map draws its built-in basemap and asks no tile server (decision 019).
  MAP_TILE_URL: optionalText.refine(
    (value) => value === undefined || hasProtocol(fillTemplate(value), ['https:', 'http:']),
    'must be a tile URL template starting with https:// or http://',
  ),
  MAP_TILE_ATTRIBUTION: optionalText,
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  SEARCH_CACHE_SECONDS: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of seconds from 0 (off) to 3600')
    .default('30')
    .transform(Number)
    .refine((seconds) => seconds <= 3600, 'must be a whole number of seconds from 0 (off) to 3600'),
  PUBLIC_URL: optionalText.refine(
    (value) => value === undefined || isOrigin(value),
    'must be the origin the site is reached at, like https://www.example.com.au (no path)',
  ),
  SEED_DEMO: booleanFlag(true),
  TRUST_PROXY: optionalText.transform((value, context) => {
    const trust = parseTrustProxy(value);
    if (typeof trust === 'string') {
      context.addIssue({ code: 'custom', message: trust });
      return z.NEVER;
    }
    return trust;
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: optionalText,
  // Object storage for images (S3 or any S3-compatible store); unset, images stay in DATA_DIR.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: urlWithProtocols(['https:', 'http:']),
  S3_REGION: optionalText.default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Most S3-compatible stores (MinIO, Ceph, a test's own) want bucket-in-the-path URLs.
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  // /metrics answers only a request that carries this token as a Bearer credential.
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters long',
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The sender name of account mail and replies to contact messages (never the site's name). */
  mailAccountFromName: string;
  /** Where contact messages go. */
  adminEmail: string;
  googleClientId?: string;
  /** A tile URL template; unset, the map draws the built-in basemap and fetches no tiles. */
  mapTileUrl?: string;
  /** Credit line shown under the tiles (most providers' licences ask for one). */
  mapTileAttribution?: string;
  redisUrl?: string;
  /** How long a search page is reused (shared through Redis when set); 0 turns it off. */
  searchCacheSeconds: number;
  /**
   * The site's origin (no trailing slash): every link in mail, canonical link, the sitemap and
   * page links are built on it, never on the request's Host. Required in production.
   */
  publicUrl: string;
  seedDemo: boolean;
  /**
   * Which proxies may name the client in X-Forwarded-For (rate limits, view counts, logs):
   * none (false), the nearest N hops, or these addresses and CIDR ranges. Fastify's trustProxy.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  webDistDir?: string;
  /** Images in this bucket of an S3-compatible store; undefined: in DATA_DIR/images. */
  s3?: S3Config;
  /** The Bearer token /metrics asks for; unset, /metrics is not served. */
  metricsToken?: string;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible store's URL; unset, AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain (instance role, env). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const s3Problems = checkS3Settings(values);
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  if (values.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'PUBLIC_URL'] as const).filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `${name}: is required when NODE_ENV is production`),
      );
    }
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailAccountFromName: values.MAIL_ACCOUNT_SENDER,
    // Empty counts as unset, so the defaults live here rather than in the schema.
    adminEmail: values.ADMIN_EMAIL ?? 'admin@localhost',
    googleClientId: values.GOOGLE_CLIENT_ID,
    mapTileUrl: values.MAP_TILE_URL,
    mapTileAttribution: values.MAP_TILE_ATTRIBUTION,
    redisUrl: values.REDIS_URL,
    searchCacheSeconds: values.SEARCH_CACHE_SECONDS,
    // Outside production links point at this server itself, so `npm start` needs nothing set.
    publicUrl: values.PUBLIC_URL
      ? new URL(values.PUBLIC_URL).origin
      : `http://localhost:${values.PORT}`,
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : undefined,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.S3_ACCESS_KEY_ID,
                  secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    metricsToken: values.METRICS_TOKEN,
  };
}

/** Storage settings without S3_BUCKET, or a key without its secret, are a mistake to report. */
function checkS3Settings(values: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!values.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (values[name]) problems.push(`${name}: is only used with S3_BUCKET, which is not set`);
    }
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID: and S3_SECRET_ACCESS_KEY must be set together');
  }
  return problems;
}

/**
 * PUBLIC_URL: http(s), a host, maybe a port, and nothing after it but a slash. Links append
 * absolute paths to it, so a path would be dropped or doubled.
 */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:'].includes(url.protocol) &&
      url.pathname === '/' &&
      !value.includes('?') &&
      !value.includes('#') &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}
