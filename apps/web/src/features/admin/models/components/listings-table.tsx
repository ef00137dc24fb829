import { ADMIN_LISTING_STATUS_LABELS, type AdminListingRow } from '@app/contract';
import { Link } from 'react-router';
import styles from '../../components/admin-console.module.css';
import { formatAdminDateTime } from '../../lib/admin-dates';
import modelStyles from './models.module.css';

interface ListingsTableProps {
  readonly rows: readonly AdminListingRow[];
  /** The link (search params) that opens one listing, keeping the list's filters for Back. */
  readonly linkTo: (listingId: number) => string;
  readonly isQueue: boolean;
}

/** One row per listing; the name opens it. */
export function ListingsTable({ rows, linkTo, isQueue }: ListingsTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {isQueue ? 'Listings waiting for review, oldest first' : 'Listings, newest change first'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Age, gender</th>
            <th scope="col">Location</th>
            <th scope="col">Owner</th>
            <th scope="col">Submitted</th>
            <th scope="col">Changed</th>
            <th scope="col">Verified</th>
            <th scope="col">Flags</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {row.photo_url ? (
                  <img className={modelStyles.thumb} src={row.photo_url} alt="" loading="lazy" />
                ) : (
                  <span className={modelStyles.noPhoto}>No photo</span>
                )}
              </td>
              <td>
                <Link to={linkTo(row.id)}>{row.name}</Link>
              </td>
              <td>
                <span className={styles.status} data-status={row.status}>
                  {ADMIN_LISTING_STATUS_LABELS[row.status]}
                </span>
              </td>
              <td>
                {row.age}, {row.gender}
              </td>
              <td>{[row.city, row.state].filter(Boolean).join(', ') || '—'}</td>
              <td>
                {row.owner.name}
                <br />
                <span className={modelStyles.soft}>{row.owner.email}</span>
              </td>
              <td>{formatAdminDateTime(row.submitted_at)}</td>
              <td>{formatAdminDateTime(row.updated_at)}</td>
              <td>{row.is_verified ? 'Verified' : '—'}</td>
              <td>
                {row.open_flags > 0 ? (
                  <strong className={modelStyles.flag}>
                    {row.open_flags} open {row.open_flags === 1 ? 'match' : 'matches'}
                  </strong>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
