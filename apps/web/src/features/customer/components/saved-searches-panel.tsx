import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearchFrequency,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { savedSearchesQueryOptions, useSavedSearchChange } from '../../../lib/saved-searches';
import styles from './alerts-panel.module.css';

/**
 * The customer's saved searches (docs/product/accounts.md#saved-searches-and-tour-alerts): each
 * one's name linking back to its results, its mail frequency and Delete.
 */
export function SavedSearchesPanel({ userId }: { readonly userId: string }) {
  const searches = useQuery(savedSearchesQueryOptions(userId));
  const change = useSavedSearchChange();

  return (
    <section className={styles.panel} aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className={styles.title}>
        Saved searches
      </h2>
      {searches.isPending ? <Spinner label="Loading your saved searches…" /> : null}
      {searches.isError ? (
        <LoadFailed
          message="Your saved searches could not be loaded just now."
          onRetry={() => void searches.refetch()}
        />
      ) : null}
      {searches.data?.length === 0 ? (
        <p className={styles.empty}>
          No saved searches yet. Search a place, then press “Save this search” to get its new
          listings by e-mail.
        </p>
      ) : null}
      {searches.data && searches.data.length > 0 ? (
        <ul className={styles.list}>
          {searches.data.map((search) => (
            <li key={search.id} className={styles.item}>
              <Link to={search.path} className={styles.name}>
                {search.name}
              </Link>
              <span className={styles.control}>
                <label htmlFor={`saved-search-${search.id}-mail`}>E-mail</label>
                <select
                  id={`saved-search-${search.id}-mail`}
                  value={search.frequency}
                  disabled={change.isPending}
                  onChange={(event) =>
                    change.mutate({
                      kind: 'frequency',
                      id: search.id,
                      frequency: event.target.value as SavedSearchFrequency,
                    })
                  }
                >
                  {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {SAVED_SEARCH_FREQUENCY_LABELS[frequency]}
                    </option>
                  ))}
                </select>
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={change.isPending}
                aria-label={`Delete the saved search ${search.name}`}
                onClick={() => change.mutate({ kind: 'delete', id: search.id })}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
