import {
  LISTING_MESSAGES,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_LISTING,
  type OwnListing,
  type OwnPhoto,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'react-toastify';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { ownListingQueryOptions } from '../api/own-listing';
import { deletePhoto, savePhotoOrder } from '../api/photo-changes';
import { uploadPhoto } from '../api/photo-upload';
import { advertiserKeys } from '../api/query-keys';
import { isSameOrder, orderAsChosen } from '../lib/photo-order';
import { PhotoCropDialog } from './photo-crop-dialog';
import styles from './photo-manager.module.css';
import { SortablePhotoGrid } from './sortable-photo-grid';

/** One file on its way up (or refused), shown with its own bar and message. */
export interface UploadItem {
  readonly key: string;
  readonly name: string;
  readonly progress: number;
  readonly state: 'uploading' | 'done' | 'failed';
  readonly message: string;
  readonly isFlagged?: boolean;
}

export const FLAGGED_MESSAGE =
  'This photo matches a photo on another listing, so your listing will be reviewed by our team before it goes live.';
const UPLOAD_FAILED = 'This photo could not be uploaded. Please try again.';

let uploadCounter = 0;

/**
 * The uploads picked since the last moment none was in flight: their keys in the order picked,
 * the photo id of each that arrived, and how many are still on their way.
 */
interface OpenBatch {
  readonly keys: string[];
  readonly photoIds: Map<string, number>;
  unsettled: number;
}

function newBatch(): OpenBatch {
  return { keys: [], photoIds: new Map(), unsettled: 0 };
}

/** The ids of the batch's photos that arrived, in the order they were picked. */
function chosenPhotoIds(batch: OpenBatch): number[] {
  return batch.keys.flatMap((key) => {
    const photoId = batch.photoIds.get(key);
    return photoId === undefined ? [] : [photoId];
  });
}

/**
 * The photo manager of the builder and the dashboard: several files at once (picker or drop),
 * each in its own request with its own progress bar; files over the size limit are refused
 * here before any byte leaves (the server checks again); the grid reorders by drag or keyboard.
 * One photo picked alone goes through the crop step first; several go up at once, uncropped.
 * Uploads go in parallel and finish in any order, so the grid shows them in the order picked,
 * and once none is in flight that order is saved (docs/decisions/010-photos.md).
 */
export function PhotoManager({ listing }: { readonly listing: OwnListing }) {
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [isDragOver, setIsDragOver] = useState(false);
  const batchRef = useRef<OpenBatch>(newBatch());
  const [chosenIds, setChosenIds] = useState<readonly number[]>([]);
  const [cropping, setCropping] = useState<File | null>(null);
  const inFlight = uploads.filter((upload) => upload.state === 'uploading').length;
  const room = PHOTO_MAX_PER_LISTING - listing.photos.length - inFlight;

  function update(key: string, change: Partial<UploadItem>) {
    setUploads((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  async function refreshListing() {
    await queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listing.id) });
  }

  async function uploadOne(key: string, file: File) {
    try {
      const answer = await uploadPhoto({
        listingId: listing.id,
        file,
        onProgress: (fraction) => update(key, { progress: fraction }),
      });
      batchRef.current.photoIds.set(key, answer.data.id);
      setChosenIds(chosenPhotoIds(batchRef.current));
      update(key, {
        state: 'done',
        progress: 1,
        message: answer.message || LISTING_MESSAGES.photoUploaded,
        isFlagged: answer.flagged,
      });
      await refreshListing();
    } catch (error) {
      logError('photo upload', error);
      update(key, { state: 'failed', message: uploadErrorMessage(error) });
    } finally {
      batchRef.current.unsettled -= 1;
      if (batchRef.current.unsettled === 0) void saveChosenOrder();
    }
  }

  /**
   * Once every upload has settled: if the server stored the new photos in another order than
   * picked (it appends each where it lands), one PUT of the order puts them as picked, after
   * the photos that were there before. Failed files are simply not in it.
   */
  async function saveChosenOrder() {
    const ids = chosenPhotoIds(batchRef.current);
    batchRef.current = newBatch();
    try {
      if (ids.length < 2) return;
      // Read from the server, not the cache: the order it really stored.
      const stored = await queryClient.fetchQuery({
        ...ownListingQueryOptions(listing.id),
        staleTime: 0,
      });
      const chosen = orderAsChosen(stored.photos, ids);
      if (!isSameOrder(stored.photos, chosen)) saveOrder.mutate(chosen);
    } catch (error) {
      logError('photo order', error);
    } finally {
      setChosenIds(chosenPhotoIds(batchRef.current));
    }
  }

  /** A drag or "Make main photo" during uploads: her new order wins for the photos already in. */
  function forgetArrivedChoices() {
    const batch = batchRef.current;
    const waiting = batch.keys.filter((key) => !batch.photoIds.has(key));
    batch.keys.splice(0, batch.keys.length, ...waiting);
    setChosenIds([]);
  }

  /** A photo picked alone is offered the crop step; several at once go straight up. */
  function pickFiles(files: readonly File[]) {
    const [only] = files;
    if (files.length === 1 && only && only.size <= PHOTO_MAX_BYTES && room > 0) setCropping(only);
    else addFiles(files);
  }

  function addFiles(files: readonly File[]) {
    const items: UploadItem[] = [];
    const accepted: Array<[string, File]> = [];
    let space = room;
    for (const file of files) {
      const key = `upload-${(uploadCounter += 1)}`;
      const refusal =
        file.size > PHOTO_MAX_BYTES
          ? LISTING_MESSAGES.photoTooLarge
          : space <= 0
            ? LISTING_MESSAGES.tooManyPhotos
            : null;
      if (refusal) {
        items.push({ key, name: file.name, progress: 0, state: 'failed', message: refusal });
        continue;
      }
      space -= 1;
      items.push({ key, name: file.name, progress: 0, state: 'uploading', message: 'Uploading…' });
      accepted.push([key, file]);
    }
    batchRef.current.keys.push(...accepted.map(([key]) => key));
    batchRef.current.unsettled += accepted.length;
    setUploads((current) => [...items, ...current.filter((item) => item.state === 'uploading')]);
    for (const [key, file] of accepted) void uploadOne(key, file);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragOver(false);
    pickFiles(Array.from(event.dataTransfer.files));
  }

  const listingKey = advertiserKeys.listing(listing.id);
  const saveOrder = useMutation({
    mutationFn: (photos: readonly OwnPhoto[]) =>
      savePhotoOrder(
        listing.id,
        photos.map((photo) => photo.id),
      ),
    // Shown at once; put back from the server if the save fails.
    onMutate: (photos) =>
      queryClient.setQueryData<OwnListing>(listingKey, (current) =>
        current ? { ...current, photos: [...photos] } : current,
      ),
    onError: async (error) => {
      logError('photo order', error);
      toast.error(serverMessageOf(error) ?? 'The new order could not be saved. Please try again.');
      await refreshListing();
    },
  });

  const removePhoto = useMutation({
    mutationFn: (photo: OwnPhoto) => deletePhoto(listing.id, photo.id),
    onSuccess: () => toast.success('Photo deleted.'),
    onError: (error) => {
      logError('photo delete', error);
      toast.error(serverMessageOf(error) ?? 'The photo could not be deleted. Please try again.');
    },
    onSettled: refreshListing,
  });

  function remove(photo: OwnPhoto, position: number) {
    if (!window.confirm(`Delete photo ${position}? This cannot be undone.`)) return;
    removePhoto.mutate(photo);
  }

  return (
    <section className={styles.manager} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Photos{' '}
        <span className={styles.count}>
          ({listing.photos.length} of {PHOTO_MAX_PER_LISTING})
        </span>
      </h2>
      <div
        className={styles.drop}
        data-active={isDragOver || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={handleDrop}
      >
        <p>Drop photos here, or</p>
        <label className="button" htmlFor={`${id}-files`}>
          Choose photos
        </label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={room <= 0}
          aria-describedby={`${id}-rules`}
          onChange={(event) => {
            pickFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p id={`${id}-rules`} className={styles.rules}>
          JPEG, PNG, WebP or AVIF, up to 10 MB each, at most {PHOTO_MAX_PER_LISTING}. Location and
          camera data are removed from every photo.
        </p>
      </div>
      {cropping ? (
        <PhotoCropDialog
          file={cropping}
          onUse={(photo) => {
            setCropping(null);
            addFiles([photo]);
          }}
          onCancel={() => setCropping(null)}
        />
      ) : null}
      {uploads.length > 0 ? <UploadList uploads={uploads} /> : null}
      {listing.photos.length > 0 ? (
        <SortablePhotoGrid
          photos={orderAsChosen(listing.photos, chosenIds)}
          onReorder={(photos) => {
            forgetArrivedChoices();
            saveOrder.mutate(photos);
          }}
          onDelete={remove}
        />
      ) : (
        <p className={styles.empty}>No photos yet. The first photo is your main photo.</p>
      )}
    </section>
  );
}

/** The server's message, a network failure's own words, or a calm fallback. */
function uploadErrorMessage(error: unknown): string {
  const fromServer = serverMessageOf(error);
  if (fromServer) return fromServer;
  return error instanceof TypeError ? error.message : UPLOAD_FAILED;
}

function UploadList({ uploads }: { readonly uploads: readonly UploadItem[] }) {
  return (
    <ul className={styles.uploads} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key} className={styles.upload} data-state={upload.state}>
          <span className={styles.fileName}>{upload.name}</span>
          {upload.state === 'failed' ? null : (
            <progress
              className={styles.bar}
              max={1}
              value={upload.progress}
              aria-label={`Uploading ${upload.name}`}
            />
          )}
          <p
            className={styles.uploadMessage}
            role={upload.state === 'uploading' ? undefined : 'status'}
          >
            {upload.state === 'failed' ? <span aria-hidden="true">⚠ </span> : null}
            {upload.message}
          </p>
          {upload.isFlagged ? (
            <p className={styles.flagged} role="alert">
              {FLAGGED_MESSAGE}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
