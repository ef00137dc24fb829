import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where image files live. The local folder is the zero-set-up default; an object-storage
 * implementation of the same interface lets many servers share one store.
 */
export interface ImageStorage {
  save(name: string, data: Buffer): Promise<void>;
  /** A stream of the file, or undefined when there is none by that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  exists(name: string): Promise<boolean>;
  /** Deletes the file; a missing file or a name that is not ours is no error. */
  remove(name: string): Promise<void>;
}

/** Names are ours (content hashes), so anything else, `..` and `/` above all, is refused. */
/**
 * How long any cache may keep an image: a day. Names are content hashes, so a file never
 * changes under its name (`immutable`: no revalidation while fresh); but a removed photo must
 * leave browsers and shared caches within a day, not a year (docs/SECURITY.md#privacy).
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

export const IMAGE_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,120}\.(?:jpg|jpeg|png|webp)$/i;

/**
 * Images only admins may see (verification photos) are stored under names with this prefix;
 * the public image route never serves them.
 */
export const PRIVATE_IMAGE_PREFIX = 'private';

export function isPrivateImageName(name: string): boolean {
  return name.startsWith(`${PRIVATE_IMAGE_PREFIX}-`);
}

export function isValidImageName(name: string): boolean {
  return IMAGE_NAME_PATTERN.test(name);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The media type an image is served (and stored in a bucket) with, from its name's extension. */
export function imageContentType(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalImageStorage(directory: string): ImageStorage {
  const fileOf = (name: string) => {
    if (!isValidImageName(name)) throw new Error(`Invalid image name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async save(name, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(fileOf(name), data);
    },
    async open(name) {
      if (!isValidImageName(name)) return undefined;
      try {
        const info = await stat(fileOf(name));
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(fileOf(name)), size: info.size };
      } catch {
        return undefined;
      }
    },
    async exists(name) {
      if (!isValidImageName(name)) return false;
      return stat(fileOf(name)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async remove(name) {
      if (!isValidImageName(name)) return;
      await rm(fileOf(name), { force: true });
    },
  };
}
