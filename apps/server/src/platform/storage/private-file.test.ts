import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writePrivateFile } from './private-file.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'private-file-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

it('keeps the file 0600 inside a 0700 folder while it is written, and 0600 at its name once complete', async () => {
  const target = path.join(root, 'backups', 'archive.tar.gz');
  const seenWhileWriting: Array<{ folder: number; file: number; size: number }> = [];
  async function* chunks() {
    yield Buffer.alloc(64 * 1024, 1);
    // The first chunk is on disk (or on its way): look at what another user could see now.
    const [staging] = await readdir(path.dirname(target));
    const partial = path.join(path.dirname(target), staging!, 'archive.tar.gz');
    seenWhileWriting.push({
      folder: await modeOf(path.dirname(partial)),
      file: await modeOf(partial),
      size: (await stat(partial)).size,
    });
    expect(existsSync(target)).toBe(false);
    yield Buffer.alloc(64 * 1024, 2);
  }

  await writePrivateFile(target, Readable.from(chunks()));

  expect(seenWhileWriting).toEqual([{ folder: 0o700, file: 0o600, size: expect.any(Number) }]);
  expect(await modeOf(target)).toBe(0o600);
  expect(await modeOf(path.dirname(target))).toBe(0o700);
  expect((await readFile(target)).length).toBe(128 * 1024);
  expect(await readdir(path.dirname(target))).toEqual(['archive.tar.gz']);
});

it('leaves nothing behind when the source fails half way', async () => {
  const target = path.join(root, 'archive.tar.gz');
  async function* failing() {
    yield Buffer.alloc(1024);
    throw new Error('disk gone');
  }
  await expect(writePrivateFile(target, Readable.from(failing()))).rejects.toThrow('disk gone');
  expect(await readdir(root)).toEqual([]);
});
