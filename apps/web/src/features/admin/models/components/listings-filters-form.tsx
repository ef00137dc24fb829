import { ADMIN_LISTING_STATUS_LABELS, LISTING_STATUSES, STATES } from '@app/contract';
import { AdminFilterForm } from '../../components/admin-filter-form';
import {
  LISTINGS_FILTER_NAMES,
  readListingsFilters,
  type ListingsFilterName,
  type ListingsFilters,
} from '../lib/listings-filters';

interface ListingsFiltersFormProps {
  readonly filters: ListingsFilters;
  readonly onApply: (filters: ListingsFilters) => void;
}

/** Search and filters above the listings table, applied together with "Apply filters". */
export function ListingsFiltersForm({ filters, onApply }: ListingsFiltersFormProps) {
  const values = Object.fromEntries(
    LISTINGS_FILTER_NAMES.map((name) => [name, filters[name] ?? '']),
  ) as Record<ListingsFilterName, string>;
  // The boxes' text read as the URL would be: a value the server would refuse is left out.
  const apply = (next: Record<ListingsFilterName, string>) =>
    onApply(readListingsFilters(new URLSearchParams(next)));

  return (
    <AdminFilterForm
      label="Filter listings"
      names={LISTINGS_FILTER_NAMES}
      values={values}
      onApply={apply}
      submitLabel="Apply filters"
      onClear={() => onApply({})}
    >
      {(field) => (
        <>
          <label>
            Search
            <input
              type="search"
              {...field('q')}
              placeholder="Name or owner e-mail"
              maxLength={200}
            />
          </label>
          <label>
            Status
            <select {...field('status')}>
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
            <select {...field('state')}>
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
            <input type="text" {...field('city')} maxLength={60} />
          </label>
          <label>
            Flagged
            <select {...field('flagged')}>
              <option value="">Any</option>
              <option value="yes">Open photo match</option>
              <option value="no">No open flag</option>
            </select>
          </label>
        </>
      )}
    </AdminFilterForm>
  );
}
