import { buildImageUrl, buildPhotoSrcSet } from '@app/contract';
import { useRef, useState } from 'react';
import { cx } from '../../lib/class-names';
import { Lightbox } from '../ui/lightbox';
import styles from './photo-gallery.module.css';

/** The large photo's width in the profile's layout (profile-body.module.css). */
const MAIN_IMAGE_SIZES =
  '(min-width: 80rem) 36rem, (min-width: 60rem) 45vw, (min-width: 40rem) 50vw, 100vw';
/** The thumbnails are about 5 rem wide: the narrowest stored width is plenty. */
const THUMB_SIZES = '6rem';

interface PhotoGalleryProps {
  readonly name: string;
  /** Image names in gallery order, the primary photo first (as the API sends them). */
  readonly photos: readonly string[];
}

/**
 * The listing's photos: the chosen one large, the others as thumbnails. The large photo is a
 * button that opens the lightbox at that photo; when the lightbox closes, focus goes back to
 * the photo that opened it.
 */
export function PhotoGallery({ name, photos }: PhotoGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const urls = photos.map((photo) => buildImageUrl(photo));
  const current = urls[selected] ?? urls[0];
  const srcSets = photos.map((photo) => buildPhotoSrcSet(photo));
  const currentSrcSet = srcSets[selected] ?? srcSets[0];

  if (!current) {
    return (
      <div className={styles.empty} role="img" aria-label={`${name}: no photos yet`}>
        <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
      </div>
    );
  }

  function closeLightbox() {
    if (openIndex !== null) setSelected(openIndex);
    setOpenIndex(null);
    // After React has removed the dialog, so focus is not pulled back into it.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  return (
    <div className={styles.gallery}>
      <button
        ref={openerRef}
        type="button"
        className={styles.main}
        onClick={() => setOpenIndex(selected)}
        aria-label={`Open photo ${selected + 1} of ${urls.length} of ${name} full screen`}
      >
        <img
          className={styles.mainImage}
          src={current}
          srcSet={currentSrcSet}
          sizes={currentSrcSet ? MAIN_IMAGE_SIZES : undefined}
          alt=""
          width={600}
          height={800}
          fetchPriority="high"
        />
        <span className={styles.zoomHint} aria-hidden="true">
          View {urls.length > 1 ? `all ${urls.length} photos` : 'photo'}
        </span>
      </button>
      {urls.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Choose a photo">
          {urls.map((url, index) => (
            // Photos may repeat in a gallery, so the position is the key.
            <li key={`${index}-${url}`}>
              <button
                type="button"
                className={cx(styles.thumb, index === selected && styles.thumbSelected)}
                aria-pressed={index === selected}
                aria-label={`Show photo ${index + 1} of ${urls.length}`}
                onClick={() => setSelected(index)}
              >
                <img
                  src={url}
                  srcSet={srcSets[index]}
                  sizes={srcSets[index] ? THUMB_SIZES : undefined}
                  alt=""
                  width={120}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {openIndex !== null ? (
        <Lightbox
          photos={urls}
          index={openIndex}
          name={name}
          onIndexChange={setOpenIndex}
          onClose={closeLightbox}
        />
      ) : null}
    </div>
  );
}
