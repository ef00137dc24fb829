import { SITE_NAME } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useMatch, useNavigate } from 'react-router';
import { LogoMark } from '../../components/ui/logo-mark';
import { LocationAutocomplete } from '../../features/locations/components/location-autocomplete';
import { FilterBar } from '../../features/search/components/filter-bar';
import { blogListQueryOptions } from '../../lib/blog-list';
import { cx } from '../../lib/class-names';
import { LOGOUT_POPUP_MS, dashboardPathFor, useSession } from '../../lib/session';
import styles from './site-header.module.css';
import { ROUTES, ROUTE_PATTERNS } from '../../lib/route-paths';

// The overlay's list of places is loaded the first time a visitor opens it.
const PopularLocationsPanel = lazy(
  () => import('../../features/locations/components/popular-locations-panel'),
);

const PANEL_ID = 'popular-locations-panel';

/**
 * docs/product/routes-and-screens.md: the logo and Home clear session storage (the saved search results),
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

/** docs/product/accounts.md: after Logout the popup shows for 1.7 s, then the visitor is sent home. */
function useLogout(): { isPopupShown: boolean; logOut: () => void } {
  const logout = useSession((session) => session.logout);
  const navigate = useNavigate();
  const [isPopupShown, setIsPopupShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const logOut = useCallback(() => {
    logout();
    setIsPopupShown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setIsPopupShown(false);
      void navigate(ROUTES.home);
    }, LOGOUT_POPUP_MS);
  }, [logout, navigate]);

  return { isPopupShown, logOut };
}

/**
 * docs/product/api.md: GET /api/get-blogs once when the header loads. It fills the query /blog
 * reads, so the blog opens at once; a failure is only logged (by the query cache).
 */
function usePrimeBlogList(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(blogListQueryOptions);
  }, [queryClient]);
}

/**
 * The shared header (docs/product/routes-and-screens.md). Visitors see Home, Blog, Popular Locations,
 * Advertise and Sign in; signed-in users Home, Blog, Popular Locations, Dashboard and Logout.
 * Under them, the filter bar; on a profile page it is hidden on small screens.
 */
export function SiteHeader() {
  const location = useLocation();
  usePrimeBlogList();
  const isSignedIn = useSession((session) => session.isLogging);
  const role = useSession((session) => session.role);
  const { isPopupShown, logOut } = useLogout();
  const isProfilePage = useMatch(ROUTE_PATTERNS.profile) !== null;
  // docs/product/routes-and-screens.md: signed-in users' home is /homepage, which redirects to /.
  const homePath = isSignedIn ? ROUTES.signedInHome : ROUTES.home;

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
    <header className={cx(styles.header, isProfilePage && styles.headerCompact)}>
      <div className={styles.inner}>
        <Link to={homePath} className={styles.brand} onClick={resetBrowsing}>
          <LogoMark className={styles.brandMark} />
          <span className={styles.brandName}>{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={homePath} end className={navClass} onClick={resetBrowsing}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.blog} className={navClass}>
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
          {isSignedIn ? (
            <ul className={styles.navList}>
              <li>
                <Link to={dashboardPathFor(role)} className="button button--small">
                  Dashboard
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={cx(styles.navLink, styles.navButton)}
                  onClick={logOut}
                  disabled={isPopupShown}
                >
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <ul className={styles.navList}>
              <li>
                <NavLink to={ROUTES.registration} className="button button--small">
                  Advertise
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.step} className={navClass}>
                  Sign in
                </NavLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
      <div className={styles.filters}>
        <FilterBar renderLocationField={(props) => <LocationAutocomplete {...props} />} />
      </div>
      {isPanelOpen ? (
        <Suspense fallback={null}>
          <PopularLocationsPanel id={PANEL_ID} onClose={closePanel} />
        </Suspense>
      ) : null}
      <div className={styles.popupRegion} role="status" aria-live="polite">
        {isPopupShown ? <p className={styles.popup}>Logout Successful</p> : null}
      </div>
    </header>
  );
}
