import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { serverMessageOf } from '../../../../lib/http';
import { AdminPagination } from '../../components/admin-pagination';
import styles from '../../components/admin-console.module.css';
import { useAdminListings } from '../api/admin-listings-api';
import { readListingsFilters, toSearchParams, type ListingsFilters } from '../lib/listings-filters';
import { ListingsFiltersForm } from './listings-filters-form';
import { ListingsTable } from './listings-table';
import modelStyles from './models.module.css';

/** The listings table with its filters and pages, all in the URL; "Review queue" is status=pending. */
export function ListingsList() {
  const [params, setParams] = useSearchParams();
  const filters = readListingsFilters(params);
  const listings = useAdminListings(filters);
  const isQueue = filters.status === 'pending';

  const apply = (next: ListingsFilters) => setParams(toSearchParams(next));
  const openLink = (listingId: number) => {
    const next = toSearchParams(filters);
    next.set('listing', String(listingId));
    return `?${next.toString()}`;
  };

  return (
    <section aria-labelledby="listings-title" className={modelStyles.stack}>
      <header className={styles.sectionHeader}>
        <h1 id="listings-title" className="page__title">
          {isQueue ? 'Review queue' : 'Listings'}
        </h1>
        <nav aria-label="Listing views" className={styles.actions}>
          <Link
            className={`button button--small ${isQueue ? 'button--ghost' : ''}`}
            aria-current={isQueue ? undefined : 'page'}
            to="?"
          >
            All listings
          </Link>
          <Link
            className={`button button--small ${isQueue ? '' : 'button--ghost'}`}
            aria-current={isQueue ? 'page' : undefined}
            to="?status=pending"
          >
            Review queue
          </Link>
        </nav>
      </header>
      {isQueue ? <p>Listings waiting for review, oldest submission first.</p> : null}
      <ListingsFiltersForm filters={filters} onApply={apply} />
      {listings.isPending ? (
        <Spinner label="Loading listings…" />
      ) : listings.isError ? (
        <p role="alert">
          {serverMessageOf(listings.error) ?? 'The listings could not be loaded. Please try again.'}
        </p>
      ) : listings.data.data.length === 0 ? (
        <p className={styles.empty}>
          {isQueue ? 'No listing is waiting for review.' : 'No listing matches these filters.'}
        </p>
      ) : (
        <>
          <ListingsTable rows={listings.data.data} linkTo={openLink} isQueue={isQueue} />
          <AdminPagination
            of={listings.data}
            noun="listings"
            onPageChange={(page) => apply({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}
