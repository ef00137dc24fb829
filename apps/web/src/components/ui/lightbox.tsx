import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './lightbox.module.css';

interface LightboxProps {
  /** Image URLs in gallery order. */
  readonly photos: readonly string[];
  readonly index: number;
  /** Describes the photos: "Photo 2 of 5 of Jane". */
  readonly name: string;
  onIndexChange(index: number): void;
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** The next index in a ring of `count` photos: past the last comes the first again. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * A full-screen photo viewer: a modal dialog that keeps focus inside (Tab and Shift+Tab go
 * round its buttons), moves with the arrow keys, Home and End, and closes on Escape, on the
 * cross or on a click beside the photo. Focus goes to the close button when it opens; the
 * caller returns it to the photo that opened it. One viewer for the public profile's gallery and
 * the admin console's listing review (docs/decisions/013-listing-moderation.md).
 */
export function Lightbox({ photos, index, name, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const hasSeveral = count > 1;

  useEffect(() => {
    closeRef.current?.focus();
    // The page behind must not scroll under the viewer. Set through the CSSOM (allowed by
    // the CSP), and put back as it was.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Focus that lands outside (a click on the page behind is impossible, but a screen reader
  // or a script may move it) is brought back.
  useEffect(() => {
    function keepFocusInside(event: FocusEvent) {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        closeRef.current?.focus();
      }
    }
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        return;
      case 'ArrowRight':
        event.preventDefault();
        onIndexChange(wrapIndex(index + 1, count));
        return;
      case 'ArrowLeft':
        event.preventDefault();
        onIndexChange(wrapIndex(index - 1, count));
        return;
      case 'Home':
        event.preventDefault();
        onIndexChange(0);
        return;
      case 'End':
        event.preventDefault();
        onIndexChange(count - 1);
        return;
      case 'Tab':
        trapTab(event);
        return;
    }
  }

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const photo = photos[index];
  const position = `Photo ${index + 1} of ${count}`;

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={`Photos of ${name}`}
      onKeyDown={handleKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {position}
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close photos"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure className={styles.figure}>
        {photo ? (
          <img className={styles.image} src={photo} alt={`${name}, ${position.toLowerCase()}`} />
        ) : null}
      </figure>
      {hasSeveral ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => onIndexChange(wrapIndex(index - 1, count))}
            aria-label="Previous photo"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => onIndexChange(wrapIndex(index + 1, count))}
            aria-label="Next photo"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
