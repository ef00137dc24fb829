import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MODEL_LOGIN_API_PATH, type LoginResponse } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { strongPassword } from './customer-account.js';
import { uniqueEmail } from './mailbox.js';

/**
 * An admin for the specs, made the way an operator makes one: `npm run admin:create` against
 * the e2e server's own embedded database (DATA_DIR is data/e2e-<port>, see playwright.config.ts;
 * its password is DATA_DIR/postgres-password and its port line 4 of the cluster's
 * postmaster.pid), then signed in at the advertiser sign-in like any admin.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(root, 'data', `e2e-${PORT}`);
const DATABASE_NAME = 'directory';

async function e2eDatabaseUrl(): Promise<string> {
  const password = (await readFile(path.join(DATA_DIR, 'postgres-password'), 'utf8')).trim();
  const pid = await readFile(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3]?.trim();
  if (!port) throw new Error('the e2e database port is not in postmaster.pid');
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** Creates an admin with `npm run admin:create` and answers its Bearer token. */
export async function createAdminToken(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('admin');
  const password = strongPassword();
  await promisify(execFile)('npm', ['run', '--silent', 'admin:create'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: await e2eDatabaseUrl(),
      ADMIN_EMAIL_NEW: email,
      ADMIN_PASSWORD: password,
      ADMIN_NAME: 'E2E admin',
      DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  });
  const response = await request.post(MODEL_LOGIN_API_PATH, { data: { email, password } });
  if (!response.ok()) {
    throw new Error(`admin sign-in answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as LoginResponse;
  if (body.role !== 'admin') throw new Error(`signed in as ${body.role}, not admin`);
  return body.token;
}
