import type { SearchModelItem } from '@app/contract';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { ListingCard, listingCardFromSearchItem } from '../../../components/ui/listing-card';
import styles from './model-listing.module.css';

interface ModelListingProps {
  readonly items: readonly SearchModelItem[];
  /** The address of the page after the list (`?page=N`), while the API has one. */
  readonly nextPageHref: string | null;
  /** The address of the page before the list, when the list starts after page 1. */
  readonly previousPageHref: string | null;
  readonly isLoadingMore: boolean;
  readonly onLoadMore: () => void;
}

/**
 * A grid of listing cards with a Load more link while the API has a next page. The link is
 * the next page's address, which a reader without JavaScript (or a crawler) follows and the
 * server draws; with JavaScript it appends that page to the list in place
 * (docs/product/search-and-ranking.md#pages-of-results). After Load more, the focus moves to
 * the first new card, so a keyboard visitor carries on from there.
 */
export function ModelListing({
  items,
  nextPageHref,
  previousPageHref,
  isLoadingMore,
  onLoadMore,
}: ModelListingProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [items.length]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) opens the page's address as drawn.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (isLoadingMore) return;
    focusFrom.current = items.length;
    onLoadMore();
  };

  return (
    <div className={styles.listing}>
      {previousPageHref ? (
        <div className={styles.more}>
          <Link to={previousPageHref} className="button button--ghost">
            Previous page
          </Link>
        </div>
      ) : null}
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
      {nextPageHref ? (
        <div className={styles.more}>
          <a
            href={nextPageHref}
            className="button button--ghost"
            onClick={loadMore}
            aria-disabled={isLoadingMore || undefined}
            aria-busy={isLoadingMore || undefined}
          >
            {isLoadingMore ? 'Loading…' : 'Load more'}
          </a>
        </div>
      ) : null}
    </div>
  );
}
