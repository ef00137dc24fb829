import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The pid in the embedded PostgreSQL's lock file under a server's DATA_DIR. */
export async function postmasterPid(dataDir: string): Promise<number> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  return Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
}

/**
 * SIGKILLs the embedded PostgreSQL a killed server left running in `dataDir`. Only if that pid
 * is still a process of this folder: pids are reused (32,768 of them on a test machine, and
 * every connection forks one), so a stale lock file's pid may be another test's server.
 */
export async function killLeftoverPostgres(dataDir: string): Promise<void> {
  const pid = await postmasterPid(dataDir).catch(() => 0);
  if (!(pid > 0)) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes(dataDir)) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}
