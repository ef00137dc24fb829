import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Writes `source` to `target` so that no other user of the machine can read a byte of it at
 * any moment: the bytes go into a file created 0600 (by the call that creates it, so never
 * readable for an instant) inside a fresh 0700 folder beside the target, which is renamed
 * into place once complete. A missing parent folder is created 0700. The backup archive holds
 * password hashes, addresses, phone numbers and live codes (docs/SECURITY.md#privacy).
 */
export async function writePrivateFile(
  target: string,
  source: AsyncIterable<Uint8Array>,
): Promise<void> {
  const folder = path.dirname(target);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // mkdtemp makes its folder 0700; being beside the target, the rename stays on one file system.
  const staging = await mkdtemp(path.join(folder, '.partial-'));
  try {
    const partial = path.join(staging, path.basename(target));
    await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
