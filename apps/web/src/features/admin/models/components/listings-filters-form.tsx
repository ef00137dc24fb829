import { ADMIN_LISTING_STATUS_LABELS, LISTING_STATUSES, STATES } from '@app/contract';
import {
  AdminFilterForm,
  FilterInput,
  FilterSearch,
  FilterSelect,
  labelledOptions,
} from '../../components/admin-filter-form';
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
          <FilterSearch label="Search" field={field('q')} placeholder="Name or owner e-mail" />
          <FilterSelect
            label="Status"
            field={field('status')}
            anyLabel="Any status"
            options={labelledOptions(LISTING_STATUSES, ADMIN_LISTING_STATUS_LABELS)}
          />
          <FilterSelect
            label="State"
            field={field('state')}
            anyLabel="Any state"
            options={STATES.map((state) => [state.name, state.name])}
          />
          <FilterInput label="City" field={field('city')} type="text" maxLength={60} />
          <FilterSelect
            label="Flagged"
            field={field('flagged')}
            anyLabel="Any"
            options={[
              ['yes', 'Open photo match'],
              ['no', 'No open flag'],
            ]}
          />
        </>
      )}
    </AdminFilterForm>
  );
}
