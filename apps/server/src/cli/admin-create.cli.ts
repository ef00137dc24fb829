import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { ADMIN_CREATE_LINK_TTL_HOURS } from '@app/contract';
import { AdminRefused, createAdmin } from '../modules/auth/create-admin.js';
import { createSecretDigester, resolveCodeSecret } from '../platform/auth/one-time-codes.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = [
  'Usage: npm run admin:create -- --email … [--name …] [--password-stdin]',
  `Without --password-stdin it prints a single-use link to set the password (valid ${ADMIN_CREATE_LINK_TTL_HOURS} hours).`,
  'With --password-stdin it reads the password from standard input, e.g.',
  '  printf %s "$PASSWORD" | npm run admin:create -- --email … --password-stdin',
  '(never on the command line: it would show in the shell history and the process list)',
].join('\n');

/**
 * `npm run admin:create`: a verified admin account in the database the server uses
 * (DATABASE_URL or the embedded one in DATA_DIR). The link's origin is PUBLIC_URL, or
 * http://localhost:PORT; its token is keyed with the server's secret, so the server accepts it.
 */
await runCli(async ({ config, database }) => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.email) throw new CliError(USAGE);
  const password = values['password-stdin'] ? await readPasswordFromStdin() : undefined;
  const links = {
    digester: createSecretDigester(await resolveCodeSecret(config)),
    baseUrl: config.publicUrl,
  };
  try {
    const admin = await createAdmin(
      database.db,
      { email: values.email, name: values.name, password },
      links,
    );
    if (!admin.setPasswordLink) {
      return `Admin ${admin.email} created (id ${admin.id}). Sign in at /login.`;
    }
    return [
      `Admin ${admin.email} created (id ${admin.id}) without a password.`,
      `Set the password at this link (single use, valid ${ADMIN_CREATE_LINK_TTL_HOURS} hours), then sign in at /login:`,
      admin.setPasswordLink,
    ].join('\n');
  } catch (error) {
    if (error instanceof AdminRefused) throw new CliError(error.message);
    throw error;
  }
});

/** Standard input up to its end, without the one line break `echo` or a here-string adds. */
async function readPasswordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new CliError('--password-stdin reads the password from a pipe, not from a terminal.');
  }
  const password = (await text(process.stdin)).replace(/\r?\n$/, '');
  if (!password) throw new CliError(`No password on standard input.\n${USAGE}`);
  return password;
}
