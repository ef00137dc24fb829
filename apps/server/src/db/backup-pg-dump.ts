import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The archive's optional `pg_dump --format=custom` file (for pg_restore on another server). */
export const PG_DUMP_FILE = 'database.pgdump';

/** What became of the optional pg_dump copy: written, or why not. */
export type PgDumpOutcome = { written: true; version: string } | { written: false; reason: string };

/** The major version in `pg_dump --version`'s answer ("pg_dump (PostgreSQL) 15.20 (Debian …)"). */
export function parsePgDumpMajor(versionText: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionText);
  return match ? Number(match[1]) : undefined;
}

/** pg_dump refuses a server newer than itself, so only one at least as new is used. */
export function canDumpServer(pgDumpMajor: number | undefined, serverMajor: number): boolean {
  return pgDumpMajor !== undefined && pgDumpMajor >= serverMajor;
}

/**
 * Beside the COPY files (which restore reads), a pg_dump of the very same snapshot when a
 * pg_dump at least as new as the server is on the PATH: the embedded package ships none, and
 * an older one refuses a newer server. Never fails the backup: the outcome says what happened.
 */
export async function writePgDumpOfSnapshot(options: {
  databaseUrl: string;
  /** pg_export_snapshot() of the open dump transaction. */
  snapshot: string;
  serverVersionNum: number;
  file: string;
}): Promise<PgDumpOutcome> {
  const serverMajor = Math.floor(options.serverVersionNum / 10_000);
  let versionText: string;
  try {
    versionText = (await execFileAsync('pg_dump', ['--version'])).stdout.trim();
  } catch {
    return { written: false, reason: 'no pg_dump on the PATH' };
  }
  const major = parsePgDumpMajor(versionText);
  if (!canDumpServer(major, serverMajor)) {
    return {
      written: false,
      reason: `pg_dump ${major ?? '?'} is older than the server (PostgreSQL ${serverMajor})`,
    };
  }
  // The password goes in the environment, not on the command line (the process list shows it).
  const url = new URL(options.databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await execFileAsync(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${options.snapshot}`,
        '--no-owner',
        `--file=${options.file}`,
        `--dbname=${url.toString()}`,
      ],
      { env: { ...process.env, PGPASSWORD: password }, maxBuffer: 1024 * 1024 },
    );
    return { written: true, version: versionText };
  } catch (error) {
    return { written: false, reason: `pg_dump failed: ${(error as Error).message.split('\n')[0]}` };
  }
}
