import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/class-names';
import { useWishlistToggle } from '../api/wishlist';
import styles from './wishlist-heart.module.css';

interface WishlistHeartProps {
  readonly modelId: number;
  readonly name: string;
}

/**
 * The wishlist heart. Signed-in customers add and remove the model; a visitor who presses it
 * is asked to sign in (a link to /step, the Sign in button's target); other roles are told
 * that wishlists belong to customer accounts.
 */
export function WishlistHeart({ modelId, name }: WishlistHeartProps) {
  const { viewer, isSaved, isBusy, toggle } = useWishlistToggle(modelId);
  const [isPromptShown, setIsPromptShown] = useState(false);
  const promptId = useId();
  const heartRef = useRef<HTMLButtonElement>(null);

  // The prompt is a small disclosure: Escape closes it and puts focus back on the heart.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isPromptShown) return;
    event.stopPropagation();
    setIsPromptShown(false);
    heartRef.current?.focus();
  }

  function handleClick() {
    if (viewer === 'customer') toggle();
    else setIsPromptShown((shown) => !shown);
  }

  const label =
    viewer === 'customer' && isSaved
      ? `Remove ${name} from your wishlist`
      : `Add ${name} to your wishlist`;

  return (
    <div className={styles.wrap} onKeyDown={handleKeyDown}>
      <button
        ref={heartRef}
        type="button"
        className={cx(styles.heart, isSaved && styles.saved)}
        onClick={handleClick}
        aria-pressed={viewer === 'customer' ? isSaved : undefined}
        aria-expanded={viewer === 'customer' ? undefined : isPromptShown}
        aria-controls={viewer === 'customer' ? undefined : promptId}
        aria-busy={isBusy}
        disabled={isBusy}
        title={label}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M12 20.5s-7.5-4.6-7.5-10.3C4.5 7.3 6.7 5 9.4 5c1.1 0 2 .5 2.6 1.3C12.6 5.5 13.5 5 14.6 5c2.7 0 4.9 2.3 4.9 5.2 0 5.7-7.5 10.3-7.5 10.3z" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {viewer !== 'customer' && isPromptShown ? (
        <div id={promptId} className={styles.prompt} role="status">
          {viewer === 'visitor' ? (
            <>
              <p>Sign in to save {name} to your wishlist.</p>
              <Link to="/step" className="button button--small">
                Sign in
              </Link>
            </>
          ) : (
            <p>Wishlists are kept by customer accounts. Sign in as a user to keep one.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
