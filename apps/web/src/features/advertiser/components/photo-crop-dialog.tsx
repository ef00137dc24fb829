import { LISTING_MESSAGES, PHOTO_CROP_ASPECT } from '@app/contract';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
// The cropper's own styles as a stylesheet: the CSP allows no injected <style> element.
import 'react-easy-crop/react-easy-crop.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { logError } from '../../../lib/log';
import { cropPhoto } from '../lib/crop-photo';
import styles from './photo-crop-dialog.module.css';

type Shape = 'portrait' | 'as-taken';

const MAX_ZOOM = 3;

interface PhotoCropDialogProps {
  readonly file: File;
  /** Gets the photo to upload: the cropped JPEG, or the file itself when nothing changed. */
  onUse(photo: File): void;
  onCancel(): void;
}

/**
 * The crop step before one photo's upload (docs/decisions/010-photos.md): a modal dialog with
 * the photo under a portrait frame (or as taken), moved by dragging or the arrow keys, zoomed
 * with the slider and turned in quarter turns. "Use photo" hands the result to the upload;
 * Cancel and Escape upload nothing. Focus stays inside and goes back where it was.
 */
export function PhotoCropDialog({ file, onUse, onCancel }: PhotoCropDialogProps) {
  const id = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [shape, setShape] = useState<Shape>('portrait');
  const [mediaSize, setMediaSize] = useState<MediaSize | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const isSideways = rotation % 180 !== 0;
  const aspect =
    shape === 'portrait' || !mediaSize
      ? PHOTO_CROP_ASPECT
      : isSideways
        ? mediaSize.naturalHeight / mediaSize.naturalWidth
        : mediaSize.naturalWidth / mediaSize.naturalHeight;
  const isUnchanged = shape === 'as-taken' && rotation === 0 && zoom === 1;

  async function submitPhoto() {
    if (isUnchanged) {
      onUse(file);
      return;
    }
    if (!area) return;
    setIsWorking(true);
    setError(null);
    try {
      onUse(await cropPhoto(file, area, rotation));
    } catch (failure) {
      logError('photo crop', failure);
      setError(LISTING_MESSAGES.photoCropFailed);
      setIsWorking(false);
    }
  }

  function turn(quarterTurns: number) {
    setRotation((current) => (((current + quarterTurns * 90) % 360) + 360) % 360);
  }

  return createPortal(
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-help`}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
      onEscape={onCancel}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Crop and rotate your photo
      </h2>
      <p id={`${id}-help`} className={styles.help}>
        Drag the photo, or focus the frame and use the arrow keys, to choose what shows.
      </p>
      <div className={styles.stage}>
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            rotation={rotation}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={setMediaSize}
            disableAutomaticStylesInjection
            mediaProps={{ alt: `The photo ${file.name}` }}
            // The frame takes the arrow keys itself: "application" lets a screen reader
            // pass them through instead of reading on.
            cropperProps={{
              role: 'application',
              'aria-label': 'Crop frame',
              'aria-describedby': `${id}-help`,
            }}
          />
        ) : null}
      </div>
      <fieldset className={styles.shapes}>
        <legend>Shape</legend>
        <label>
          <input
            type="radio"
            name={`${id}-shape`}
            checked={shape === 'portrait'}
            onChange={() => setShape('portrait')}
          />{' '}
          Portrait, as the directory shows it
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-shape`}
            checked={shape === 'as-taken'}
            onChange={() => {
              setShape('as-taken');
              setZoom(1);
            }}
          />{' '}
          As taken
        </label>
      </fieldset>
      <label className={styles.zoom}>
        Zoom
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <div className={styles.group}>
          <button type="button" className="button button--ghost" onClick={() => turn(-1)}>
            Rotate left
          </button>
          <button type="button" className="button button--ghost" onClick={() => turn(1)}>
            Rotate right
          </button>
        </div>
        <div className={styles.group}>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            disabled={isWorking || (!isUnchanged && !area)}
            onClick={() => void submitPhoto()}
          >
            {isWorking ? 'Preparing…' : 'Use photo'}
          </button>
        </div>
      </div>
    </ModalDialog>,
    document.body,
  );
}
