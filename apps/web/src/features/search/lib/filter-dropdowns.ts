import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  isAllValue,
  type FilterOption,
} from '@app/contract';
import type { FilterChoice } from '../components/filter-bar-url';
import type { AdvancedSearchValues } from './advanced-filters';

interface FilterDropdown {
  /** The filter bar's name for the choice. */
  readonly choice: keyof Omit<FilterChoice, 'location'>;
  /** The advanced search form's field (the URL's parameter). */
  readonly field: keyof AdvancedSearchValues;
  /** The advanced form's label. */
  readonly label: string;
  /** The bar's accessible name, shown while nothing is chosen. */
  readonly barLabel: string;
  /** The bar's words before a chosen option ('Gender: female'). */
  readonly caption: string;
  readonly options: readonly FilterOption[];
}

/**
 * The three dropdowns of the filter bar and the advanced search, in the order they show, each
 * with the contract's option list (docs/product/search-and-ranking.md).
 */
export const FILTER_DROPDOWNS: readonly FilterDropdown[] = [
  {
    choice: 'gender',
    field: 'gender',
    label: 'Gender',
    barLabel: 'Select Gender',
    caption: 'Gender',
    options: GENDER_OPTIONS,
  },
  {
    choice: 'accountType',
    field: 'account_type',
    label: 'Account Type',
    barLabel: 'Account Type',
    caption: 'Account',
    options: ACCOUNT_TYPE_OPTIONS,
  },
  {
    choice: 'category',
    field: 'escort_type',
    label: 'Categories',
    barLabel: 'Categories',
    caption: 'Category',
    options: CATEGORY_OPTIONS,
  },
];

/** The bar's words for each chosen dropdown, as the dropdown shows it: ['Gender: female']. */
export function describeFilterChoices(choice: FilterChoice): string[] {
  return FILTER_DROPDOWNS.flatMap(({ choice: key, caption, options }) => {
    const value = choice[key];
    const option = isAllValue(value) ? undefined : options.find((item) => item.value === value);
    return option ? [`${caption}: ${option.label}`] : [];
  });
}
