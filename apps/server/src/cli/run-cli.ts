import type { Logger } from 'pino';
import { openDatabase, type OpenDatabase } from '../db/open-database.js';
import { ConfigError, loadConfig, type Config } from '../platform/config/config.js';
import { createLogger } from '../platform/logging/logger.js';

/** A command's own refusal: printed without a stack, exit code 1. */
export class CliError extends Error {}

export interface CliContext {
  config: Config;
  logger: Logger;
  database: OpenDatabase;
}

/**
 * Runs one maintenance command against the database the server would use: DATABASE_URL, or
 * the embedded server in DATA_DIR (the running app's, when `npm start` runs on that DATA_DIR;
 * else started for the command and stopped after it). The
 * database is migrated on the way, as at start. Exit code 0 on success, 1 with a message on
 * a refusal or a bad configuration.
 */
export async function runCli(command: (context: CliContext) => Promise<string>): Promise<void> {
  // Else the default DATA_DIR (./data) would be apps/server/data, not the one `npm start` uses.
  runFromInvokingFolder();
  let database: OpenDatabase | undefined;
  try {
    const config = loadConfig();
    const logger = createLogger(config);
    database = await openDatabase(config, logger, { shareRunningEmbedded: true });
    const summary = await command({ config, logger, database });
    console.log(summary);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CliError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

/**
 * `npm run <command>` at the repository root runs the workspace's script inside apps/server;
 * npm keeps the folder it was typed in as INIT_CWD. Relative paths the operator gives (an
 * archive, DATA_DIR) then mean what they would at the root, where `npm start` runs.
 */
export function runFromInvokingFolder(): void {
  const invokedFrom = process.env.INIT_CWD;
  if (invokedFrom && invokedFrom !== process.cwd()) process.chdir(invokedFrom);
}
