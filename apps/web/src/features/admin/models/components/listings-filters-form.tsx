import { ADMIN_LISTING_STATUS_LABELS, LISTING_STATUSES, STATES } from '@app/contract';
import type { FormEvent } from 'react';
import styles from '../../components/admin-console.module.css';
import type { ListingsFilters } from '../lib/listings-filters';

interface ListingsFiltersFormProps {
  readonly filters: ListingsFilters;
  readonly onApply: (filters: ListingsFilters) => void;
}

/**
 * Search and filters above the table. The inputs start from the URL and are applied together
 * with "Apply filters" (the server filters, so each change is one request, not one per key).
 */
export function ListingsFiltersForm({ filters, onApply }: ListingsFiltersFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onApply({
      q: text('q'),
      status: text('status') as ListingsFilters['status'],
      state: text('state'),
      city: text('city'),
      flagged: text('flagged') as ListingsFilters['flagged'],
    });
  }

  return (
    // The key resets the inputs when the URL changes (Back, a status link).
    <form
      key={JSON.stringify(filters)}
      className={styles.toolbar}
      role="search"
      aria-label="Filter listings"
      onSubmit={submit}
    >
      <label>
        Search
        <input
          type="search"
          name="q"
          defaultValue={filters.q ?? ''}
          placeholder="Name or owner e-mail"
          maxLength={200}
        />
      </label>
      <label>
        Status
        <select name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_LISTING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        State
        <select name="state" defaultValue={filters.state ?? ''}>
          <option value="">Any state</option>
          {STATES.map((state) => (
            <option key={state.code} value={state.name}>
              {state.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        City
        <input type="text" name="city" defaultValue={filters.city ?? ''} maxLength={60} />
      </label>
      <label>
        Flagged
        <select name="flagged" defaultValue={filters.flagged ?? ''}>
          <option value="">Any</option>
          <option value="yes">Open photo match</option>
          <option value="no">No open flag</option>
        </select>
      </label>
      <button type="submit" className="button button--small">
        Apply filters
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => onApply({})}
      >
        Clear filters
      </button>
    </form>
  );
}
