import type { SearchModelsQuery } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { flattenSearchPages, useSearchModels } from '../api/search-models';
import { ModelCard } from './model-card';
import styles from './model-listing.module.css';

interface ModelListingProps {
  /** The search filters; `{}` lists every live model. */
  readonly query: SearchModelsQuery;
}

/**
 * A grid of listing cards for a search, with a Load more button while there is a next page.
 * A failed fetch is only logged (SPEC.md section 8, by the query cache): the visitor sees the
 * same calm empty state as for no results.
 */
export function ModelListing({ query }: ModelListingProps) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useSearchModels(query);

  if (isPending) {
    return <Spinner label="Loading listings…" className={styles.loading} />;
  }

  const items = flattenSearchPages(data?.pages);
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No listings to show just now.</p>
        <p>New advertisers join every day. Please check back soon or try another location.</p>
      </div>
    );
  }

  return (
    <div className={styles.listing}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.model.id} className={styles.cell}>
            <ModelCard item={item} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
