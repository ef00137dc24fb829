import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/class-names';
import { useWishlistToggle } from '../../lib/wishlist';
import styles from './wishlist-heart.module.css';
import { ROUTES } from '../../lib/route-paths';

export const WISHLIST_HEART_LABELS = {
  save: 'Save to wishlist',
  remove: 'Remove from wishlist',
} as const;

interface WishlistHeartProps {
  readonly modelId: number;
  /** The listing's name: for the tooltip and the sign-in prompt. */
  readonly name: string;
  /**
   * `overlay` sits on a card's photo: the card (the nearest positioned ancestor) places the
   * heart in its top-right corner and the prompt across the photo. `inline` flows in the text.
   */
  readonly variant?: 'inline' | 'overlay';
  readonly className?: string;
}

/**
 * The wishlist heart (profile pages, result cards, the dashboard's wishlist).
 * - A signed-in customer toggles the listing in and out of the wishlist: a toggle button
 *   (aria-pressed) whose label says what pressing it does.
 * - A visitor (not signed in, or no token stored) is asked to sign in: a small disclosure with
 *   a link to /step, the header's Sign in target. Escape or a click elsewhere closes it.
 * - A signed-in model or admin sees no heart: wishlists belong to customer accounts
 *   (docs/product/README.md), and a control that can never work would only be noise.
 */
export function WishlistHeart({
  modelId,
  name,
  variant = 'inline',
  className,
}: WishlistHeartProps) {
  const { viewer, isSaved, isBusy, toggle } = useWishlistToggle(modelId);
  const [isPromptShown, setIsPromptShown] = useState(false);
  const promptId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const heartRef = useRef<HTMLButtonElement>(null);

  useCloseOnOutsidePress(wrapRef, isPromptShown, setIsPromptShown);

  if (viewer === 'other-role') return null;
  const isCustomer = viewer === 'customer';

  // The prompt is a small disclosure: Escape closes it and puts focus back on the heart.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isPromptShown) return;
    event.stopPropagation();
    setIsPromptShown(false);
    heartRef.current?.focus();
  }

  function handleClick() {
    if (isCustomer) toggle();
    else setIsPromptShown((shown) => !shown);
  }

  const isShownSaved = isCustomer && isSaved;
  const label = isShownSaved ? WISHLIST_HEART_LABELS.remove : WISHLIST_HEART_LABELS.save;
  const hint = isShownSaved ? `Remove ${name} from your wishlist` : `Save ${name} to your wishlist`;

  return (
    <div
      ref={wrapRef}
      className={cx(styles.wrap, variant === 'overlay' && styles.overlay, className)}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={heartRef}
        type="button"
        className={cx(styles.heart, isShownSaved && styles.saved)}
        onClick={handleClick}
        aria-label={label}
        aria-pressed={isCustomer ? isSaved : undefined}
        aria-expanded={isCustomer ? undefined : isPromptShown}
        aria-controls={isCustomer || !isPromptShown ? undefined : promptId}
        aria-busy={isBusy || undefined}
        title={hint}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M12 20.5s-7.5-4.6-7.5-10.3C4.5 7.3 6.7 5 9.4 5c1.1 0 2 .5 2.6 1.3C12.6 5.5 13.5 5 14.6 5c2.7 0 4.9 2.3 4.9 5.2 0 5.7-7.5 10.3-7.5 10.3z" />
        </svg>
      </button>
      {!isCustomer && isPromptShown ? (
        <div id={promptId} className={styles.prompt} role="status">
          <p>Sign in to save {name} to your wishlist.</p>
          <Link to={ROUTES.step} className="button button--small">
            Sign in
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** Closes a popover when the pointer goes down outside `ref`. */
function useCloseOnOutsidePress(
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  setIsOpen: (isOpen: boolean) => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [ref, isOpen, setIsOpen]);
}
