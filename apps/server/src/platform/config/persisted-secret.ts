import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret generated on first start and kept in DATA_DIR (mode 0600), so a zero-set-up install
 * keeps its embedded database password and its development JWT secret across restarts.
 */
export async function readOrCreateSecret(dataDir: string, fileName: string): Promise<string> {
  const file = path.join(dataDir, fileName);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then theirs is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
