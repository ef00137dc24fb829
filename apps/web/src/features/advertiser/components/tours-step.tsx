import type { OwnListing } from '@app/contract';
import styles from './builder.module.css';
import { ToursPanel } from './tours-panel';

interface ToursStepProps {
  readonly listing: OwnListing;
  readonly onContinue: () => void;
}

/**
 * The optional tours step: the dashboard's tours panel, so a tour is added and checked the same
 * way in both places; each tour saves as it is added, so Continue only moves on.
 */
export function ToursStep({ listing, onContinue }: ToursStepProps) {
  return (
    <div className={styles.form}>
      <p>Planning to visit other cities? Add up to three tours now or any time later.</p>
      <ToursPanel listing={listing} />
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
