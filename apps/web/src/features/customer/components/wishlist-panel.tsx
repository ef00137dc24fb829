import { CUSTOMER_MESSAGES, type WishlistItem } from '@app/contract';
import { useEffect, useRef, type RefObject } from 'react';
import { ListingCard, listingCardFromWishlistItem } from '../../../components/ui/listing-card';
import { Spinner } from '../../../components/ui/spinner';
import styles from './wishlist-panel.module.css';

interface WishlistPanelProps {
  /** Undefined while loading or after a failure (only logged: docs/product/limits-and-messages.md). */
  readonly items: readonly WishlistItem[] | undefined;
  readonly isLoading: boolean;
}

/** docs/product/routes-and-screens.md: the saved listings as cards, or `No models in the wishlist`. */
export function WishlistPanel({ items, isLoading }: WishlistPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusHeadingWhenFocusIsLost(headingRef, items?.length ?? 0);

  return (
    <section className={styles.panel} aria-labelledby="wishlist-title">
      <h2 id="wishlist-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Wishlist
      </h2>
      {isLoading ? <Spinner label="Loading your wishlist…" /> : null}
      {items && items.length === 0 ? (
        <p className={styles.empty}>{CUSTOMER_MESSAGES.wishlistEmpty}</p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.modeles.id}>
              <ListingCard listing={listingCardFromWishlistItem(item)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Removing a listing removes its card, heart and all; focus would fall to the page's body.
 * When the list shrinks and nothing holds focus, the panel's heading takes it instead.
 */
function useFocusHeadingWhenFocusIsLost(
  headingRef: RefObject<HTMLHeadingElement | null>,
  count: number,
): void {
  const previousCount = useRef(count);
  useEffect(() => {
    const hasShrunk = count < previousCount.current;
    previousCount.current = count;
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (hasShrunk && isFocusLost) headingRef.current?.focus();
  }, [count, headingRef]);
}
