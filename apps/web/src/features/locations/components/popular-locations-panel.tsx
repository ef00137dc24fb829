import { POPULAR_LOCATIONS, buildPopularCityPath, buildStatePath } from '@app/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useFocusTrap } from '../../../hooks/use-focus-trap';
import styles from './popular-locations-panel.module.css';
import { ROUTES } from '../../../lib/route-paths';

interface PopularLocationsPanelProps {
  /** The element id the header's toggle button points to with aria-controls. */
  readonly id: string;
  /** Closes the panel and gives focus back to the toggle (the cross, Escape). */
  readonly onClose: () => void;
}

const TITLE_ID = 'popular-locations-title';

/**
 * The Popular Locations overlay of docs/product/routes-and-screens.md: Home and Blog on top, then each state
 * (its heading links to /escorts/:state) with its cities (/escorts/:state/:city, or plain text
 * where the page lists no link), every link word kept letter for letter (docs/product/README.md#fixed-behaviour). It closes with
 * the cross, Escape (the header listens) or any route change; focus stays inside while open.
 */
export default function PopularLocationsPanel({ id, onClose }: PopularLocationsPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true);

  return (
    <div
      ref={panelRef}
      id={id}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
    >
      <div className={styles.inner}>
        <div className={styles.top}>
          <h2 id={TITLE_ID} className={styles.title}>
            Popular Locations
          </h2>
          <nav aria-label="Shortcuts" className={styles.topLinks}>
            <Link to={ROUTES.home}>Home</Link>
            <Link to={ROUTES.blog}>Blog</Link>
          </nav>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label="Close popular locations"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.states}>
          {POPULAR_LOCATIONS.map(({ state, cities }) => (
            <section key={state.slug} className={styles.state} aria-label={state.name}>
              <h3 className={styles.stateTitle}>
                <Link to={buildStatePath(state)}>{state.name}</Link>
              </h3>
              <ul className={styles.cities}>
                {cities.map((city) => {
                  const path = buildPopularCityPath(state, city);
                  return (
                    <li key={city.name}>
                      {path ? <Link to={path}>{city.name}</Link> : <span>{city.name}</span>}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
