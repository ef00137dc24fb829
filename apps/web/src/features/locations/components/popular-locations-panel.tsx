import { POPULAR_LOCATIONS, buildPopularCityPath, buildStatePath } from '@app/contract';
import { Link } from 'react-router';
import styles from './popular-locations-panel.module.css';

interface PopularLocationsPanelProps {
  /** The element id the header's toggle button points to with aria-controls. */
  readonly id: string;
  readonly onClose: () => void;
}

/**
 * The Popular Locations overlay of SPEC.md section 2: Home and Blog on top, then each state
 * (its heading links to /escorts/:state) with its cities (/escorts/:state/:city, or plain text
 * where the spec lists no link). It closes with the cross, Escape, or any route change.
 */
export default function PopularLocationsPanel({ id, onClose }: PopularLocationsPanelProps) {
  return (
    <div id={id} className={styles.panel} role="region" aria-label="Popular locations">
      <div className={styles.inner}>
        <div className={styles.top}>
          <nav aria-label="Shortcuts" className={styles.topLinks}>
            <Link to="/">Home</Link>
            <Link to="/blog">Blog</Link>
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
              <h2 className={styles.stateTitle}>
                <Link to={buildStatePath(state)}>{state.name}</Link>
              </h2>
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
