import { APPROVAL_UNDO_MINUTES } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { removePhotoFiles } from '../advertiser/index.js';
import { deleteRetiredPhotos } from '../listings/index.js';

/** How often each server looks for photos whose approval can no longer be undone. */
const SWEEP_INTERVAL_MS = 60_000;

/** Deletes the photos approved changes replaced once their undo window has passed, with files. */
export async function sweepRetiredPhotos(db: Database, storage: ImageStorage): Promise<number> {
  const removed = await deleteRetiredPhotos(db, APPROVAL_UNDO_MINUTES);
  await removePhotoFiles(storage, removed);
  return removed.length;
}

/**
 * Sweeps every minute in this process (any server may: a row is deleted once, by whichever
 * gets it); answers the stop. A failed sweep (database away) is logged and tried again.
 */
export function startRetiredPhotoSweeper(
  db: Database,
  storage: ImageStorage,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    sweepRetiredPhotos(db, storage).catch((error: unknown) =>
      log.warn({ err: error }, 'retired photos could not be swept; trying again'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
