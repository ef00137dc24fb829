import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark';
import { cx } from '../../lib/class-names';
import { SITE_NAME } from '@app/contract';
import styles from './site-header.module.css';

// The overlay's list of places is loaded the first time a visitor opens it.
const PopularLocationsPanel = lazy(
  () => import('../../features/locations/components/popular-locations-panel'),
);

const PANEL_ID = 'popular-locations-panel';

/**
 * SPEC.md section 2: the logo and Home clear session storage (the saved search results),
 * scroll to the top and go home.
 */
function resetBrowsing(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private modes); going home still works.
  }
  window.scrollTo({ top: 0 });
}

function navClass({ isActive }: { isActive: boolean }): string {
  return cx(styles.navLink, isActive && styles.navLinkActive);
}

/** The shared header, visitor view: Home, Blog, Popular Locations, Advertise, Sign in. */
export function SiteHeader() {
  const location = useLocation();
  // The panel is open for the location it was opened on, so any route change closes it.
  const [panelLocationKey, setPanelLocationKey] = useState<string | null>(null);
  const isPanelOpen = panelLocationKey === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closePanel = useCallback(() => {
    setPanelLocationKey(null);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isPanelOpen) return undefined;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closePanel();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isPanelOpen, closePanel]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} onClick={resetBrowsing}>
          <LogoMark className={styles.brandMark} />
          <span className={styles.brandName}>{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <NavLink to="/" end className={navClass} onClick={resetBrowsing}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className={navClass}>
                Blog
              </NavLink>
            </li>
            <li>
              <button
                ref={toggleRef}
                type="button"
                className={cx(
                  styles.navLink,
                  styles.navButton,
                  isPanelOpen && styles.navLinkActive,
                )}
                aria-expanded={isPanelOpen}
                aria-controls={PANEL_ID}
                onClick={() => setPanelLocationKey(isPanelOpen ? null : location.key)}
              >
                Popular Locations
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label="Account" className={styles.account}>
          <ul className={styles.navList}>
            <li>
              <NavLink to="/registration" className="button button--small">
                Advertise
              </NavLink>
            </li>
            <li>
              <NavLink to="/step" className={navClass}>
                Sign in
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
      {isPanelOpen ? (
        <Suspense fallback={null}>
          <PopularLocationsPanel id={PANEL_ID} onClose={closePanel} />
        </Suspense>
      ) : null}
    </header>
  );
}
