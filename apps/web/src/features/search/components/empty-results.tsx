import type { State } from '@app/contract';
import { Link } from 'react-router';
import { useLocalityPosition } from '../api/locality-position';
import { findNearbyCities } from '../lib/nearby-cities';
import styles from './search-results.module.css';

interface EmptyResultsProps {
  /** The place searched, as the heading names it; none on the home page. */
  readonly placeName?: string | undefined;
  readonly state?: State | undefined;
  readonly city?: string | undefined;
}

/**
 * No listings (or a search that failed, which docs/product/limits-and-messages.md keeps quiet): a calm note and
 * the popular cities nearest the place searched, as links to their results.
 */
export function EmptyResults({ placeName, state, city }: EmptyResultsProps) {
  const origin = useLocalityPosition(city, state, true);
  const cities = findNearbyCities({ origin, state, city });
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        {placeName ? `No listings in ${placeName} just now.` : 'No listings to show just now.'}
      </p>
      <p>New advertisers join every day. Please check back soon or try another location.</p>
      {cities.length > 0 ? (
        <nav aria-labelledby="nearby-cities-title" className={styles.nearby}>
          <h2 id="nearby-cities-title" className={styles.nearbyTitle}>
            {origin ? 'Nearby cities' : 'Popular cities'}
          </h2>
          <ul className={styles.nearbyList}>
            {cities.map((nearby) => (
              <li key={nearby.path}>
                <Link to={nearby.path} className={styles.nearbyLink}>
                  <span>{nearby.name}</span>
                  <span className={styles.nearbyMeta}>
                    {nearby.distanceKm === null
                      ? nearby.stateName
                      : `${nearby.stateName} · ${nearby.distanceKm} km`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
