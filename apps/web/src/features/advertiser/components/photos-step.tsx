import { LISTING_MESSAGES, type OwnListing } from '@app/contract';
import { useState } from 'react';
import { FieldErrorText } from '../../../components/ui/form-field';
import styles from './builder.module.css';
import { PhotoManager } from './photo-manager';

interface PhotosStepProps {
  readonly listing: OwnListing;
  readonly onContinue: () => void;
}

/** Step 4: the photo manager; photos save as they upload, so Continue only moves on. */
export function PhotosStep({ listing, onContinue }: PhotosStepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.form}>
      <PhotoManager listing={listing} />
      <FieldErrorText message={error} className={styles.error} role="alert" />
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (listing.photos.length === 0) setError(LISTING_MESSAGES.needsPhoto);
            else onContinue();
          }}
        >
          Continue
        </button>
      </div>
    </div>
  );
}
