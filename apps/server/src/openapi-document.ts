import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { createDatabaseClient } from './db/client.js';
import { buildLocalityIndex } from './modules/locations/locality-index.js';
import { createTokenIssuer } from './platform/auth/auth-tokens.js';
import { loadConfig } from './platform/config/config.js';
import { createLocalImageStorage } from './platform/storage/image-storage.js';
import { createMailer } from './platform/mail/mailer.js';

/** The OpenAPI document as `GET /api/docs/json` serves it. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/**
 * Nothing listens and no route is called, so the pool never opens a connection: the document
 * is made offline, with no database, by the very `buildApp` that serves it.
 */
const UNUSED_DATABASE_URL = 'postgres://openapi@127.0.0.1:1/openapi';

/**
 * The app's OpenAPI document, built without a database or a network (for the linter in
 * `npm run lint`). `env` is read as the server reads it: PUBLIC_URL sets `servers`.
 */
export async function buildOpenApiDocument(
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'directory-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    PUBLIC_URL: env.PUBLIC_URL,
    PORT: env.PORT,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'an-unused-secret-of-at-least-32-characters',
    SEARCH_CACHE_SECONDS: '0',
  });
  const { db, pool } = createDatabaseClient(UNUSED_DATABASE_URL, { max: 1 });
  const app = await buildApp({
    config,
    db,
    storage: createLocalImageStorage(path.join(dataDir, 'images')),
    localities: buildLocalityIndex([]),
    mailer: createMailer({ db, logger: pino({ level: 'silent' }), from: config.mailFrom }),
    tokens: createTokenIssuer(config.jwtSecret!),
  });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
