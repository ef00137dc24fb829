import { ADMIN_LISTING_STATUS_LABELS, type AdminListingRow } from '@app/contract';
import { Link, useSearchParams } from 'react-router';
import styles from '../../components/admin-console.module.css';
import { AdminList, type AdminColumn } from '../../components/admin-table';
import { formatAdminDateTime } from '../../lib/admin-dates';
import { useAdminListings } from '../api/admin-listings-api';
import { readListingsFilters, toSearchParams, type ListingsFilters } from '../lib/listings-filters';
import { ListingsFiltersForm } from './listings-filters-form';
import modelStyles from './models.module.css';
import { AdminSection } from '../../components/admin-section';

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
    <AdminSection
      title={isQueue ? 'Review queue' : 'Listings'}
      className={modelStyles.stack}
      actions={
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
      }
    >
      {isQueue ? <p>Listings waiting for review, oldest submission first.</p> : null}
      <ListingsFiltersForm filters={filters} onApply={apply} />
      <AdminList
        query={listings}
        noun="listings"
        loadingLabel="Loading listings…"
        failedText="The listings could not be loaded. Please try again."
        emptyText={
          isQueue ? 'No listing is waiting for review.' : 'No listing matches these filters.'
        }
        caption={
          isQueue ? 'Listings waiting for review, oldest first' : 'Listings, newest change first'
        }
        columns={listingColumns(openLink)}
        onPageChange={(page) => apply({ ...filters, page })}
      />
    </AdminSection>
  );
}

/** One row per listing; the name opens it (`linkTo` keeps the list's filters for Back). */
function listingColumns(
  linkTo: (listingId: number) => string,
): readonly AdminColumn<AdminListingRow>[] {
  return [
    {
      header: 'Photo',
      cell: (row) =>
        row.photo_url ? (
          <img className={modelStyles.thumb} src={row.photo_url} alt="" loading="lazy" />
        ) : (
          <span className={modelStyles.noPhoto}>No photo</span>
        ),
    },
    { header: 'Name', cell: (row) => <Link to={linkTo(row.id)}>{row.name}</Link> },
    {
      // What the reviewer weighs sits with the status (changes, badge, open matches), so the
      // table fits a 1280 px screen without scrolling sideways.
      header: 'Status',
      cell: (row) => (
        <div className={modelStyles.statusCell}>
          <span className={styles.status} data-status={row.status}>
            {ADMIN_LISTING_STATUS_LABELS[row.status]}
          </span>
          {row.changes_pending ? (
            <span className={modelStyles.soft}>Changes waiting for review</span>
          ) : null}
          {row.is_verified ? <span className={modelStyles.soft}>Verified</span> : null}
          {row.open_flags > 0 ? (
            <strong className={modelStyles.flag}>
              {row.open_flags} open {row.open_flags === 1 ? 'match' : 'matches'}
            </strong>
          ) : null}
        </div>
      ),
    },
    { header: 'Age, gender', cell: (row) => `${row.age}, ${row.gender}` },
    {
      header: 'Location',
      cell: (row) => [row.city, row.state].filter(Boolean).join(', ') || '—',
    },
    {
      header: 'Owner',
      cell: (row) => (
        <>
          {row.owner.name}
          <br />
          <span className={modelStyles.email}>{row.owner.email}</span>
        </>
      ),
    },
    { header: 'Submitted', cell: (row) => formatAdminDateTime(row.submitted_at) },
    { header: 'Changed', cell: (row) => formatAdminDateTime(row.updated_at) },
  ];
}
