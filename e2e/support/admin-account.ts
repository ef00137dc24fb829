import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_LOGIN_API_PATH, type LoginResponse } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { createVerifiedAdvertiser } from './advertiser-account.js';

/**
 * An admin for the specs, until the admin console has its own way in. The account is made the
 * ordinary way (signed up and verified over the API), then promoted with one UPDATE on the
 * e2e server's own embedded database: DATA_DIR is data/e2e-<port> (playwright.config.ts), its
 * password is DATA_DIR/postgres-password and the port is line 4 of the cluster's
 * postmaster.pid. Only the role is written by hand; nothing else bypasses the app.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(here, '..', '..', 'data', `e2e-${PORT}`);
const DATABASE_NAME = 'directory';

async function e2eDatabaseUrl(): Promise<string> {
  const password = (await readFile(path.join(DATA_DIR, 'postgres-password'), 'utf8')).trim();
  const pid = await readFile(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3]?.trim();
  if (!port) throw new Error('the e2e database port is not in postmaster.pid');
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** Signs up, verifies and promotes an account to admin; answers its Bearer token. */
export async function createAdminToken(request: APIRequestContext): Promise<string> {
  const account = await createVerifiedAdvertiser(request, 'admin');
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [account.id]);
  } finally {
    await client.end();
  }
  const response = await request.post(MODEL_LOGIN_API_PATH, {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) {
    throw new Error(`admin sign-in answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as LoginResponse;
  if (body.role !== 'admin') throw new Error(`signed in as ${body.role}, not admin`);
  return body.token;
}
