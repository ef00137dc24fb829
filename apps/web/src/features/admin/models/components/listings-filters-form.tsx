import { ADMIN_LISTING_STATUS_LABELS, LISTING_STATUSES, STATES } from '@app/contract';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../../components/admin-filter-form';
import {
  LISTINGS_FILTER_NAMES,
  readListingsFilters,
  type ListingsFilterName,
  type ListingsFilters,
} from '../lib/listings-filters';

const LISTINGS_FILTERS: readonly AdminFilter<ListingsFilterName>[] = [
  { kind: 'search', name: 'q', label: 'Search', placeholder: 'Name or owner e-mail' },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: labelledOptions(LISTING_STATUSES, ADMIN_LISTING_STATUS_LABELS),
  },
  {
    kind: 'choice',
    name: 'state',
    label: 'State',
    anyLabel: 'Any state',
    options: STATES.map((state) => [state.name, state.name]),
  },
  { kind: 'box', name: 'city', label: 'City', input: { type: 'text', maxLength: 60 } },
  {
    kind: 'choice',
    name: 'flagged',
    label: 'Flagged',
    anyLabel: 'Any',
    options: [
      ['yes', 'Open photo match'],
      ['no', 'No open flag'],
    ],
  },
];

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
      filters={LISTINGS_FILTERS}
      values={values}
      onApply={apply}
      submitLabel="Apply filters"
      onClear={() => onApply({})}
    />
  );
}
