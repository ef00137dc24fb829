import { AGE_GATE_STORAGE_KEY } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog';
import styles from './age-gate.module.css';
import { ROUTES } from '../../lib/route-paths';

/** Where Cancel sends a visitor who does not agree: a search engine (docs/product/routes-and-screens.md). */
export const AGE_GATE_EXIT_URL = 'https://www.google.com';
const TERMS_PATH = ROUTES.terms;

function hasVisitedFlag(): boolean {
  try {
    return window.localStorage.getItem(AGE_GATE_STORAGE_KEY) !== null;
  } catch {
    // Without storage the flag cannot be kept; asking on every page would lock the site.
    return true;
  }
}

/**
 * Whether the age gate shows (docs/product/routes-and-screens.md): while the visited flag is missing, except
 * on the terms page its text links to. The flag is read again on every page and when another
 * tab changes it, so the gate returns only once the flag is gone.
 */
export function useAgeGate(): { isShown: boolean; accept: () => void } {
  const { pathname } = useLocation();
  const [hasVisited, setHasVisited] = useState(hasVisitedFlag);

  useEffect(() => {
    setHasVisited(hasVisitedFlag());
  }, [pathname]);

  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key === null || event.key === AGE_GATE_STORAGE_KEY) setHasVisited(hasVisitedFlag());
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(AGE_GATE_STORAGE_KEY, 'true');
    } catch {
      // Private modes: the visitor agreed for this page view at least.
    }
    setHasVisited(true);
  }, []);

  const isTermsPage = pathname.toLowerCase() === TERMS_PATH;
  return { isShown: !hasVisited && !isTermsPage, accept };
}

interface AgeGateProps {
  readonly onAccept: () => void;
}

/**
 * The over-18 and terms gate: a modal dialog with focus kept inside. The page behind is made
 * inert by the layout. Escape does not dismiss it: a choice is required.
 */
export function AgeGate({ onAccept }: AgeGateProps) {
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.body.classList.add('is-scroll-locked');
    return () => document.body.classList.remove('is-scroll-locked');
  }, []);

  return (
    <ModalDialog
      titleId="age-gate-title"
      descriptionId="age-gate-text"
      backdropClassName={styles.backdrop}
      className={styles.dialog}
      focusTrap={{ initialFocus: nextRef, restoreFocus: false }}
    >
      <p className={styles.badge} aria-hidden="true">
        18+
      </p>
      <h2 id="age-gate-title" className={styles.title}>
        Are You Agree ?
      </h2>
      <p id="age-gate-text" className={styles.text}>
        This website contains adult content. By continuing you confirm that you are over 18 years of
        age and that you accept our <Link to={TERMS_PATH}>Terms and Conditions</Link>.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => window.location.assign(AGE_GATE_EXIT_URL)}
        >
          Cancel
        </button>
        <button ref={nextRef} type="button" className="button" onClick={onAccept}>
          Next
        </button>
      </div>
    </ModalDialog>
  );
}
