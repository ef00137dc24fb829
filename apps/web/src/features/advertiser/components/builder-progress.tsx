import {
  LISTING_STEPS,
  LISTING_STEP_LABELS,
  type ListingStep,
  type OwnListing,
} from '@app/contract';
import { Link } from 'react-router';
import { cx } from '../../../lib/class-names';
import { buildBuilderStepPath, canOpenStep } from '../lib/builder-steps';
import styles from './builder-progress.module.css';

interface BuilderProgressProps {
  readonly current: ListingStep;
  readonly listing: OwnListing | null;
}

/**
 * "Step n of 7" with every step's name: completed steps carry a tick and are links (the
 * advertiser can go back to any of them), the current one is marked with aria-current.
 */
export function BuilderProgress({ current, listing }: BuilderProgressProps) {
  const index = LISTING_STEPS.indexOf(current);
  const done = new Set(listing?.completed_steps ?? []);
  return (
    <nav aria-label="Listing steps" className={styles.progress}>
      <p className={styles.count}>
        Step {index + 1} of {LISTING_STEPS.length}: <strong>{LISTING_STEP_LABELS[current]}</strong>
      </p>
      <ol className={styles.steps}>
        {LISTING_STEPS.map((step, position) => {
          const isCurrent = step === current;
          const isDone = done.has(step);
          const label = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {isDone ? '✓' : position + 1}
              </span>
              <span className={styles.name}>{LISTING_STEP_LABELS[step]}</span>
              {isDone ? <span className="visually-hidden"> (completed)</span> : null}
            </>
          );
          return (
            <li
              key={step}
              className={cx(styles.step, isCurrent && styles.current, isDone && styles.done)}
            >
              {!isCurrent && canOpenStep(step, listing) ? (
                <Link to={buildBuilderStepPath(step)} className={styles.link}>
                  {label}
                </Link>
              ) : (
                <span className={styles.link} aria-current={isCurrent ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
