import { AGE_GATE_STORAGE_KEY } from '@app/contract';
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { cx } from '../../lib/class-names';
import styles from './age-gate.module.css';
import { ROUTES } from '../../lib/route-paths';

/** Where Cancel sends a visitor who does not agree: a search engine (docs/product/routes-and-screens.md). */
export const AGE_GATE_EXIT_URL = 'https://www.google.com';
const TERMS_PATH = ROUTES.terms;
/** The gate's heading: named by the dialog, and the target of its Next link (see the CSS). */
const TITLE_ID = 'age-gate-title';

function hasVisitedFlag(): boolean {
  try {
    return window.localStorage.getItem(AGE_GATE_STORAGE_KEY) !== null;
  } catch {
    // Without storage the flag cannot be kept; asking on every page would lock the site.
    return true;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The server cannot read local storage: it draws the gate, and so must hydration (decision 044). */
function flagUnknownOnServer(): null {
  return null;
}

export interface AgeGateState {
  readonly isShown: boolean;
  /**
   * False while a server-drawn page hydrates: the flag is not read yet, so the gate is drawn
   * as the server drew it (hidden by CSS for a visitor who agreed) and does not hold the page.
   */
  readonly isSettled: boolean;
  readonly accept: () => void;
}

/**
 * Whether the age gate shows (docs/product/routes-and-screens.md): while the visited flag is missing, except
 * on the terms page its text links to. The flag is read again on every render (so on every
 * page) and when another tab changes it, so the gate returns only once the flag is gone.
 */
export function useAgeGate(): AgeGateState {
  const { pathname } = useLocation();
  const hasVisited = useSyncExternalStore(subscribeToStorage, hasVisitedFlag, flagUnknownOnServer);
  const [hasAcceptedWithoutStorage, setHasAcceptedWithoutStorage] = useState(false);
  const [, readFlagAgain] = useReducer((count: number) => count + 1, 0);

  const accept = useCallback(() => {
    try {
      window.localStorage.setItem(AGE_GATE_STORAGE_KEY, 'true');
    } catch {
      // Private modes: the visitor agreed for this page view at least.
      setHasAcceptedWithoutStorage(true);
    }
    readFlagAgain();
  }, []);

  // Next followed as a link before the app took over the gate: the visitor agreed, so the flag
  // is stored as the button would have.
  useEffect(() => {
    if (hasVisited === false && window.location.hash === `#${TITLE_ID}`) accept();
  }, [hasVisited, accept]);

  const isTermsPage = pathname.toLowerCase() === TERMS_PATH;
  return {
    isShown: hasVisited !== true && !hasAcceptedWithoutStorage && !isTermsPage,
    isSettled: hasVisited !== null,
    accept,
  };
}

interface AgeGateProps {
  readonly onAccept: () => void;
  /** False while hydrating (AgeGateState.isSettled): no focus trap or scroll lock yet. */
  readonly isActive?: boolean;
}

/**
 * The over-18 and terms gate: a modal dialog with focus kept inside. The page behind is made
 * inert by the layout. Escape does not dismiss it: a choice is required.
 */
export function AgeGate({ onAccept, isActive = true }: AgeGateProps) {
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isActive) return undefined;
    document.body.classList.add('is-scroll-locked');
    return () => document.body.classList.remove('is-scroll-locked');
  }, [isActive]);

  return (
    <ModalDialog
      titleId={TITLE_ID}
      descriptionId="age-gate-text"
      backdropClassName={cx(styles.backdrop, !isActive && styles.unsettled)}
      className={styles.dialog}
      isActive={isActive}
      focusTrap={{ initialFocus: nextRef, restoreFocus: false }}
    >
      <p className={styles.badge} aria-hidden="true">
        18+
      </p>
      <h2 id={TITLE_ID} className={styles.title}>
        Are You Agree ?
      </h2>
      <p id="age-gate-text" className={styles.text}>
        This website contains adult content. By continuing you confirm that you are over 18 years of
        age and that you accept our <Link to={TERMS_PATH}>Terms and Conditions</Link>.
      </p>
      <div className={cx(styles.actions, isActive && styles.live)}>
        <a href={AGE_GATE_EXIT_URL} className="button button--ghost">
          Cancel
        </a>
        <button
          ref={nextRef}
          type="button"
          className={cx('button', styles.nextWithScript)}
          onClick={onAccept}
        >
          Next
        </button>
        {/* Until the app has taken over, and without JavaScript: this link hides the gate for
            the page in view (decisions 047, 048). */}
        <a href={`#${TITLE_ID}`} className={cx('button', styles.nextWithoutScript)}>
          Next
        </a>
      </div>
    </ModalDialog>
  );
}
