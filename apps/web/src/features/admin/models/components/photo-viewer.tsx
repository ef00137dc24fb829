import type { OwnPhoto } from '@app/contract';
import { useRef, useState, type ReactNode } from 'react';
import { Lightbox } from '../../../../components/ui/lightbox';
import modelStyles from './models.module.css';

/** The widest stored width of a photo: what a moderator checks a photo at. */
function widestUrl(photo: OwnPhoto): string {
  return photo.sources.at(-1)?.url ?? '';
}

/**
 * Full-size photos for a moderator (docs/decisions/013-listing-moderation.md): `open` shows
 * `photos` from `index` at their widest stored width in the public gallery's viewer (arrows to
 * the next, Escape to close); `viewer` is rendered where the photos are, and focus goes back
 * to the thumbnail that opened it.
 */
export function usePhotoViewer(photos: readonly OwnPhoto[], name: string) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  function open(index: number, opener: HTMLButtonElement) {
    openerRef.current = opener;
    setOpenIndex(index);
  }

  function close() {
    setOpenIndex(null);
    // After React has removed the dialog, so focus is not pulled back into it.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  const viewer =
    openIndex === null ? null : (
      <Lightbox
        photos={photos.map(widestUrl)}
        index={openIndex}
        name={name}
        onIndexChange={setOpenIndex}
        onClose={close}
      />
    );
  return { open, viewer };
}

interface PhotoOpenerProps {
  readonly label: string;
  onOpen(opener: HTMLButtonElement): void;
  readonly children: ReactNode;
}

/** A thumbnail as a button that opens the viewer. */
export function PhotoOpener({ label, onOpen, children }: PhotoOpenerProps) {
  return (
    <button
      type="button"
      className={modelStyles.photoOpener}
      aria-label={label}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {children}
    </button>
  );
}
