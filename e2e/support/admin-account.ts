import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { AGE_GATE_FLAG } from '../fixtures.js';
import { strongPassword } from './customer-account.js';
import { uniqueEmail } from './mailbox.js';
import { signIn, signInOverApi } from './session.js';

/**
 * An admin for the specs, made the way an operator makes one: the `admin:create` command
 * against the e2e server's own embedded database (DATA_DIR is data/e2e-<port>, see
 * playwright.config.ts; its password is DATA_DIR/postgres-password and its port line 4 of the
 * cluster's postmaster.pid), then signed in at the advertiser sign-in like any admin.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(root, 'data', `e2e-${PORT}`);
const DATABASE_NAME = 'directory';
/**
 * The built command (the e2e run builds the server first), started with node itself: through
 * `npm run admin:create` each call paid for two npm launches and a TypeScript loader, seconds
 * on a busy machine. The npm script runs the same source; the server's CLI tests cover it.
 */
const ADMIN_CREATE_CLI = path.join(root, 'apps', 'server', 'dist', 'cli', 'admin-create.cli.js');

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
  await runAdminCreate(['--email', email, '--name', 'E2E admin', '--password-stdin'], password);
  const { token, session } = await signInOverApi(request, { email, password }, 'model');
  if (session.role !== 'admin') throw new Error(`signed in as ${session.role}, not admin`);
  return token;
}

/**
 * A new admin (made by `admin:create`) signed in on a page of its own browser context, as a
 * returning visitor (past the age gate); answers the context, the page and the token.
 */
export async function openAdminPage(
  browser: Browser,
  request: APIRequestContext,
  label = 'admin',
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const email = uniqueEmail(label);
  const password = strongPassword();
  await runAdminCreate(['--email', email, '--name', 'E2E admin', '--password-stdin'], password);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), AGE_GATE_FLAG);
  const token = await signIn(page, request, { email, password }, 'model');
  return { context, page, token };
}

/**
 * `admin:create <args>` against the e2e server's database, `stdin` written to its
 * standard input (the password of --password-stdin); answers what it printed. Without
 * --password-stdin its last line is the set-password link, on the e2e server's origin (the
 * same PUBLIC_URL as playwright.config.ts gives the server; the same DATA_DIR, so the token is
 * keyed with the server's secret).
 */
export async function runAdminCreate(args: string[], stdin = ''): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_URL: await e2eDatabaseUrl(),
    DATA_DIR,
    // The command moves to the folder npm was started from (INIT_CWD); here, the root.
    INIT_CWD: root,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: 'warn',
  };
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [ADMIN_CREATE_CLI, ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`admin:create failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin?.end(stdin);
  });
}
