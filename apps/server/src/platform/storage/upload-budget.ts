import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { IMAGE_UPLOADS_PER_HOUR, MESSAGES } from '@app/contract';
import type { Database, Db, Transaction } from '../../db/client.js';
import { imageUploads } from '../../db/schema.js';
import { AppError } from '../http/errors.js';
import type { UploadControl } from './image-upload.js';

/**
 * The account's hourly image budget and a listing's photos in flight, both counted in the
 * database before anything is decoded, so they hold across servers and across uploads sent at
 * once (docs/decisions/010-photos.md).
 */

const WINDOW = sql`interval '1 hour'`;
/**
 * An upload unfinished after this long died with its server (a crash, a kill): it no longer
 * holds a place under a listing's limit. A live one is far quicker: its body arrives within the
 * request timeout (30 s) and its turn comes within the pipeline's bounded queue.
 */
const IN_FLIGHT_AT_MOST = sql`interval '5 minutes'`;
/** First key of the advisory lock that takes one account's reservations one at a time. */
const RESERVATION_LOCK_SPACE = 7_010;

/** 429 with Retry-After: when the oldest upload of the hour leaves the window. */
export class UploadBudgetSpentError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('too_many_requests', MESSAGES.uploadBudgetSpent, undefined, {
      headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
    });
    this.name = 'UploadBudgetSpentError';
  }
}

/** One reserved upload: its ledger row, and what its request tells the pipeline. */
export interface ImageUpload extends UploadControl {
  readonly id: number;
  decoded: boolean;
}

export interface ImageUploadOptions {
  /** A gallery photo's listing: the upload holds a place under its limit until it finishes. */
  listingId?: number;
  /** Aborted when the client goes away (clientGoneSignal). */
  signal?: AbortSignal;
  /** Runs first in the reservation's transaction, e.g. a listing's photo limit; throws to refuse. */
  check?: (tx: Transaction) => Promise<void>;
}

/**
 * Reserves a place for one image in the account's hourly budget (429 when it is spent), runs
 * `work`, and settles the reservation: an image that was decoded counts for the hour whether it
 * was stored or refused; one that never got that far (its body never arrived whole, its header
 * was refused, its client left before its turn) is taken off again and costs nothing.
 */
export async function withImageUpload<T>(
  db: Database,
  userId: number,
  options: ImageUploadOptions,
  work: (upload: ImageUpload) => Promise<T>,
): Promise<T> {
  const id = await reserveImageUpload(db, userId, options);
  const upload: ImageUpload = { id, signal: options.signal, decoded: false };
  let result: T;
  try {
    result = await work(upload);
  } catch (error) {
    // A failure to settle must not hide the upload's own error; the row then ages out.
    await (upload.decoded ? finishImageUpload(db, upload) : dropImageUpload(db, upload)).catch(
      () => undefined,
    );
    throw error;
  }
  await finishImageUpload(db, upload);
  return result;
}

async function reserveImageUpload(
  db: Database,
  userId: number,
  { listingId, check }: ImageUploadOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    await check?.(tx);
    // Two uploads sent at once must not both take the hour's last place.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK_SPACE}, ${userId})`);
    const mine = eq(imageUploads.userId, userId);
    await tx
      .delete(imageUploads)
      .where(and(mine, sql`${imageUploads.startedAt} <= now() - ${WINDOW}`));
    const [spent] = await tx
      .select({
        used: count(),
        retryAfter: sql<number>`ceil(extract(epoch from min(${imageUploads.startedAt}) + ${WINDOW} - now()))::int`,
      })
      .from(imageUploads)
      .where(mine);
    if ((spent?.used ?? 0) >= IMAGE_UPLOADS_PER_HOUR) {
      throw new UploadBudgetSpentError(spent?.retryAfter ?? 60);
    }
    const [row] = await tx
      .insert(imageUploads)
      .values({ userId, listingId })
      .returning({ id: imageUploads.id });
    return row!.id;
  });
}

/**
 * Marks the upload done: it still counts for the hour, no longer as in flight. A listing photo
 * does this inside the transaction that inserts its row, so the two are never counted twice.
 */
export async function finishImageUpload(db: Db, upload: Pick<ImageUpload, 'id'>): Promise<void> {
  await db
    .update(imageUploads)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(imageUploads.id, upload.id), isNull(imageUploads.finishedAt)));
}

async function dropImageUpload(db: Db, upload: Pick<ImageUpload, 'id'>): Promise<void> {
  await db.delete(imageUploads).where(eq(imageUploads.id, upload.id));
}

/** A listing's uploads reserved and not yet finished: places its photo limit keeps for them. */
export async function countPhotosInFlight(db: Db, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(imageUploads)
    .where(
      and(
        eq(imageUploads.listingId, listingId),
        isNull(imageUploads.finishedAt),
        gt(imageUploads.startedAt, sql`now() - ${IN_FLIGHT_AT_MOST}`),
      ),
    );
  return row?.n ?? 0;
}
