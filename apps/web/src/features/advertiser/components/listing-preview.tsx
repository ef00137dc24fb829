import { buildSourcesSrcSet, type OwnListing } from '@app/contract';
import { RichText } from '../../../components/ui/rich-text';
import {
  formatAmount,
  formatAvailability,
  formatDay,
  formatShownPlace,
} from '../lib/listing-format';
import { RATE_KIND_LABELS, formatDuration } from '../../../components/listing-steps/rate-format';
import styles from './listing-preview.module.css';

/**
 * The listing read-only, laid out the way its public profile shows it (main photo, name and
 * age, place, description, rates, tours), so the advertiser sees it before it is live.
 */
export function ListingPreview({ listing }: { readonly listing: OwnListing }) {
  const [main, ...rest] = listing.photos;
  return (
    <article id="listing-preview" className={styles.preview} aria-label="Preview of your listing">
      <p className={styles.note}>Preview: only you can see this until your listing is live.</p>
      <div className={styles.layout}>
        {main ? (
          <img
            className={styles.main}
            src={main.sources.at(-1)?.url}
            srcSet={buildSourcesSrcSet(main.sources)}
            sizes="(max-width: 40rem) 100vw, 320px"
            alt={`${listing.name}, main photo`}
          />
        ) : (
          <div className={styles.placeholder}>No photo yet</div>
        )}
        <div className={styles.details}>
          <h3 className={styles.name}>
            {listing.name || 'Your name'}
            {listing.age ? <span className={styles.age}>, {listing.age}</span> : null}
          </h3>
          <p className={styles.place}>{listing.suburb ? formatShownPlace(listing) : '—'}</p>
          <p className={styles.tags}>
            {[listing.gender, listing.account_type, ...listing.categories]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {listing.description_html ? <RichText html={listing.description_html} /> : null}
        </div>
      </div>
      {rest.length > 0 ? (
        <ul className={styles.thumbs} aria-label="More photos">
          {rest.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.sources[0]?.url} alt={`Photo ${index + 2}`} width={96} height={128} />
            </li>
          ))}
        </ul>
      ) : null}
      {listing.rates.length > 0 ? (
        <table className={styles.rates}>
          <caption>Rates</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Duration</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {listing.rates.map((rate) => (
              <tr key={`${rate.kind}:${rate.minutes}`}>
                <td>{RATE_KIND_LABELS[rate.kind]}</td>
                <td>{formatDuration(rate.minutes)}</td>
                <td>{formatAmount(rate.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {listing.availability.length > 0 ? (
        <p className={styles.availability}>{formatAvailability(listing).join(' · ')}</p>
      ) : null}
      {listing.tours.length > 0 ? (
        <p>
          Touring:{' '}
          {listing.tours
            .map(
              (tour) => `${tour.city} (${formatDay(tour.starts_on)} – ${formatDay(tour.ends_on)})`,
            )
            .join(', ')}
        </p>
      ) : null}
    </article>
  );
}
