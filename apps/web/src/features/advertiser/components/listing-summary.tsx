import { LISTING_STEP_LABELS, type ListingStep, type OwnListing } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text';
import { buildBuilderStepPath } from '../lib/builder-steps';
import {
  formatAmount,
  formatAvailability,
  formatContact,
  formatShownPlace,
} from '../lib/listing-format';
import { RATE_KIND_LABELS, formatDuration } from '../../../components/listing-steps/rate-format';
import styles from './builder.module.css';

/**
 * Everything the listing holds, section by section, each with an Edit link to its step of the
 * builder: the review step and the dashboard's "edit by section" both show it.
 */
export function ListingSummary({
  listing,
  isOnDashboard = false,
}: {
  readonly listing: OwnListing;
  /** Edit links then come back to the dashboard once the section is saved. */
  readonly isOnDashboard?: boolean;
}) {
  // Under the builder's h1 the sections are h2; under a dashboard card's h2 they are h3.
  const headingLevel = isOnDashboard ? 3 : 2;
  return (
    <div className={styles.form}>
      <SummarySection
        step="basics"
        listing={listing}
        isOnDashboard={isOnDashboard}
        headingLevel={headingLevel}
      >
        <dl className={styles.dl}>
          <dt>Display name</dt>
          <dd>{listing.name || '—'}</dd>
          <dt>Age</dt>
          <dd>{listing.age || '—'}</dd>
          <dt>Gender</dt>
          <dd>{listing.gender || '—'}</dd>
          <dt>Account type</dt>
          <dd>{listing.account_type || '—'}</dd>
          <dt>Categories</dt>
          <dd>{listing.categories.join(', ') || 'None'}</dd>
        </dl>
      </SummarySection>
      <SummarySection
        step="location"
        listing={listing}
        isOnDashboard={isOnDashboard}
        headingLevel={headingLevel}
      >
        <dl className={styles.dl}>
          <dt>Suburb</dt>
          <dd>{listing.suburb ? `${listing.suburb} ${listing.postcode}` : '—'}</dd>
          <dt>Clients see</dt>
          <dd>{listing.suburb ? formatShownPlace(listing) : '—'}</dd>
        </dl>
      </SummarySection>
      <SummarySection
        step="about"
        listing={listing}
        isOnDashboard={isOnDashboard}
        headingLevel={headingLevel}
      >
        {listing.description_html ? <RichText html={listing.description_html} /> : <p>—</p>}
        <dl className={styles.dl}>
          <dt>Languages</dt>
          <dd>{listing.languages.join(', ') || '—'}</dd>
          <dt>Ethnicity</dt>
          <dd>{listing.ethnicity || '—'}</dd>
          <dt>Contact</dt>
          <dd>{formatContact(listing)}</dd>
        </dl>
      </SummarySection>
      <SummarySection
        step="photos"
        listing={listing}
        isOnDashboard={isOnDashboard}
        headingLevel={headingLevel}
      >
        {listing.photos.length > 0 ? (
          <ol className={styles.choices} aria-label="Photos in gallery order">
            {listing.photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.sources[0]?.url}
                  alt={`Photo ${index + 1}${index === 0 ? ' (main photo)' : ''}`}
                  width={72}
                  height={96}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p>No photos yet.</p>
        )}
      </SummarySection>
      <SummarySection
        step="rates"
        listing={listing}
        isOnDashboard={isOnDashboard}
        headingLevel={headingLevel}
      >
        {listing.rates.length > 0 ? (
          <ul className={styles.list}>
            {listing.rates.map((rate) => (
              <li key={`${rate.kind}:${rate.minutes}`}>
                {RATE_KIND_LABELS[rate.kind]} · {formatDuration(rate.minutes)} ·{' '}
                {formatAmount(rate.amount)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No rates yet.</p>
        )}
        <ul className={styles.list} aria-label="Availability">
          {formatAvailability(listing).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </SummarySection>
    </div>
  );
}

interface SectionProps {
  readonly step: Exclude<ListingStep, 'review'>;
  readonly listing: OwnListing;
  readonly isOnDashboard: boolean;
  readonly headingLevel: 2 | 3;
  readonly children: ReactNode;
}

function SummarySection({ step, listing, isOnDashboard, headingLevel, children }: SectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isDone = listing.completed_steps.includes(step);
  const title = LISTING_STEP_LABELS[step];
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.cardHeader}>
        <Heading className={styles.cardTitle}>
          {title}
          {isDone ? null : <span className="badge"> Not finished</span>}
        </Heading>
        <Link
          to={buildBuilderStepPath(step, { returnToDashboard: isOnDashboard })}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Link>
      </header>
      {children}
    </section>
  );
}
