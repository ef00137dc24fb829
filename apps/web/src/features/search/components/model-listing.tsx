import type { SearchModelItem } from '@app/contract';
import { useEffect, useRef } from 'react';
import { ListingCard, listingCardFromSearchItem } from '../../../components/ui/listing-card';
import styles from './model-listing.module.css';

interface ModelListingProps {
  readonly items: readonly SearchModelItem[];
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  readonly onLoadMore: () => void;
}

/**
 * A grid of listing cards with a Load more button while the API has a next page. After Load
 * more, the focus moves to the first new card, so a keyboard visitor carries on from there
 * (the button may be gone when the last page came).
 */
export function ModelListing({ items, hasMore, isLoadingMore, onLoadMore }: ModelListingProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [items.length]);

  const loadMore = () => {
    focusFrom.current = items.length;
    onLoadMore();
  };

  return (
    <div className={styles.listing}>
      <ul ref={listRef} className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.model.id} className={styles.cell}>
            <ListingCard listing={listingCardFromSearchItem(item)} isPriority={index === 0} />
          </li>
        ))}
      </ul>
      <p className={styles.count} role="status">
        {items.length === 1 ? 'Showing 1 listing' : `Showing ${items.length} listings`}
      </p>
      {hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button--ghost"
            onClick={loadMore}
            disabled={isLoadingMore}
            aria-busy={isLoadingMore}
          >
            {isLoadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
