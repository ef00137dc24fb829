import { LISTING_SECTION_STEPS, LISTING_STEP_LABELS, type OwnListing } from '@app/contract';
import { Link } from 'react-router';
import { buildBuilderStepPath } from '../lib/builder-steps';
import styles from './builder.module.css';

/**
 * The listing's sections, each a link to its builder form that comes back to the dashboard once
 * saved, marked while not finished. The preview beside it shows what the sections hold.
 */
export function ListingEditLinks({ listing }: { readonly listing: OwnListing }) {
  return (
    <ul className={styles.editLinks} aria-label="Edit your listing">
      {LISTING_SECTION_STEPS.map((step) => {
        const title = LISTING_STEP_LABELS[step];
        return (
          <li key={step}>
            <Link to={buildBuilderStepPath(step, { returnToDashboard: true })}>
              Edit {title.toLowerCase()}
            </Link>
            {listing.completed_steps.includes(step) ? null : (
              <span className="badge"> Not finished</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
