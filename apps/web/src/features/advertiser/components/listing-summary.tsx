import { LISTING_STEP_LABELS, type ListingStep, type OwnListing } from '@app/contract';
import { Fragment, type ReactNode } from 'react';
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
  const shared = { listing, isOnDashboard, headingLevel: isOnDashboard ? 3 : 2 } as const;
  return (
    <div className={styles.form}>
      <SummarySection step="basics" {...shared}>
        <Facts
          rows={[
            ['Display name', listing.name || '—'],
            ['Age', listing.age || '—'],
            ['Gender', listing.gender || '—'],
            ['Account type', listing.account_type || '—'],
            ['Categories', listing.categories.join(', ') || 'None'],
          ]}
        />
      </SummarySection>
      <SummarySection step="location" {...shared}>
        <Facts
          rows={[
            ['Suburb', listing.suburb ? `${listing.suburb} ${listing.postcode}` : '—'],
            ['Clients see', listing.suburb ? formatShownPlace(listing) : '—'],
          ]}
        />
      </SummarySection>
      <SummarySection step="about" {...shared}>
        {listing.description_html ? <RichText html={listing.description_html} /> : <p>—</p>}
        <Facts
          rows={[
            ['Languages', listing.languages.join(', ') || '—'],
            ['Ethnicity', listing.ethnicity || '—'],
            ['Contact', formatContact(listing)],
          ]}
        />
      </SummarySection>
      <SummarySection step="photos" {...shared}>
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
      <SummarySection step="rates" {...shared}>
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

/** A section's facts as term and detail pairs, in order. */
function Facts({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.dl}>
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      ))}
    </dl>
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
