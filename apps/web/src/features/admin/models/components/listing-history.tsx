import type { AdminListing } from '@app/contract';
import { formatAdminDateTime } from '../../lib/admin-dates';
import modelStyles from './models.module.css';

/**
 * What the advertiser did to her listing, newest first; a change that waited for review says
 * so. Admins' own actions are in the audit log.
 */
export function ListingHistory({ listing }: { readonly listing: AdminListing }) {
  return (
    <section aria-labelledby="listing-history-title">
      <h2 id="listing-history-title">Advertiser’s changes</h2>
      {listing.history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ul className={modelStyles.history}>
          {listing.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {formatAdminDateTime(entry.at)}: {entry.label}
              {entry.waited_for_review ? ' (waited for review)' : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
