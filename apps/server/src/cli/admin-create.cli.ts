import { parseArgs } from 'node:util';
import { AdminRefused, createAdmin } from '../modules/auth/create-admin.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = [
  'Usage: ADMIN_EMAIL_NEW=… ADMIN_PASSWORD=… [ADMIN_NAME=…] npm run admin:create',
  '   or: npm run admin:create -- --email … --password … [--name …]',
  '(the environment keeps the password out of the shell history and the process list)',
].join('\n');

/**
 * `npm run admin:create`: a verified admin account in the database the server uses
 * (DATABASE_URL or the embedded one in DATA_DIR). Flags win over the environment.
 */
await runCli(async ({ database }) => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const email = values.email ?? process.env.ADMIN_EMAIL_NEW;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  const name = values.name ?? process.env.ADMIN_NAME;
  if (!email || !password) throw new CliError(USAGE);
  try {
    const admin = await createAdmin(database.db, { email, password, name });
    return `Admin ${admin.email} created (id ${admin.id}). Sign in at /login.`;
  } catch (error) {
    if (error instanceof AdminRefused) throw new CliError(error.message);
    throw error;
  }
});
