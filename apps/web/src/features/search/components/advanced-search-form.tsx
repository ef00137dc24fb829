import {
  LISTING_AGE_MAX,
  LISTING_AGE_MIN,
  LISTING_LANGUAGE_SUGGESTIONS,
  LOCATION_MAX_LENGTH,
  SEARCH_LANGUAGE_MAX_LENGTH,
  SEARCH_PRICE_MAX_AUD,
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  STATES,
  type FilterOption,
} from '@app/contract';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { EMPTY_ADVANCED_SEARCH, type AdvancedSearchValues } from '../lib/advanced-filters';
import { advancedSearchResolver } from '../lib/advanced-search-resolver';
import { FILTER_DROPDOWNS } from '../lib/filter-dropdowns';
import styles from './advanced-search-form.module.css';

interface AdvancedSearchFormProps {
  /** The filters of the URL; the form follows them (Back, a shared link). */
  readonly values: AdvancedSearchValues;
  /** Changes whenever the visitor goes to another page or history entry, even one with the same filters. */
  readonly navigationKey: string;
  readonly onSearch: (values: AdvancedSearchValues) => void;
  readonly onClear: () => void;
}

/** The richer search's ticks (docs/product/search-and-ranking.md#filters), in the order they show. */
const RICHER_CHECKS = [
  { field: 'incall', label: 'Incall' },
  { field: 'outcall', label: 'Outcall' },
  { field: 'available_today', label: 'Available today' },
  { field: 'touring_soon', label: 'Touring soon' },
] as const;

/** The form's two ranges, each a pair of whole numbers: the age and the price of an hour. */
const RANGES = [
  {
    legend: `Age (${LISTING_AGE_MIN}–${LISTING_AGE_MAX})`,
    min: LISTING_AGE_MIN,
    max: LISTING_AGE_MAX,
    ends: [
      { field: 'min_age', label: 'Minimum age', placeholder: String(LISTING_AGE_MIN) },
      { field: 'max_age', label: 'Maximum age', placeholder: String(LISTING_AGE_MAX) },
    ],
  },
  {
    legend: 'Price for one hour (AUD)',
    min: 0,
    max: SEARCH_PRICE_MAX_AUD,
    ends: [
      { field: 'min_price', label: 'Minimum price', placeholder: '$' },
      { field: 'max_price', label: 'Maximum price', placeholder: '$' },
    ],
  },
] as const;

/** The order menu: the contract's sorts and their labels. */
const SORT_OPTIONS: readonly FilterOption[] = SEARCH_SORTS.map((sort) => ({
  value: sort,
  label: SEARCH_SORT_LABELS[sort],
}));

/**
 * Every filter of the header's bar (state, city or suburb, gender, account type, category)
 * plus the age range, verified only and recently online only, and the richer search: the
 * price of an hour, incall, outcall, language, available today, touring soon and the order. Checked by the contract's
 * schema before it searches; the browser's own bubbles are off so its messages show instead.
 */
export function AdvancedSearchForm({
  values,
  navigationKey,
  onSearch,
  onClear,
}: AdvancedSearchFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdvancedSearchValues>({
    defaultValues: values,
    resolver: advancedSearchResolver,
  });

  // Follow the URL on every navigation, not only when its filters change: Back straight after a
  // search lands on the filters the form last followed while its fields still hold the search's
  // (the router may render the search and Back as one), so only a reset puts the URL's back.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    reset(JSON.parse(valuesKey) as AdvancedSearchValues);
  }, [reset, valuesKey, navigationKey]);

  const fieldId = (name: keyof AdvancedSearchValues) => `${id}-${name}`;

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSearch)}
      noValidate
      aria-label="Advanced search"
    >
      <div className={styles.grid}>
        <Field id={fieldId('state')} label="State" error={errors.state}>
          <select id={fieldId('state')} className={styles.control} {...register('state')}>
            <option value="">All states</option>
            {STATES.map((state) => (
              <option key={state.slug} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('place')} label="City or suburb" error={errors.place}>
          <input
            id={fieldId('place')}
            className={styles.control}
            type="text"
            autoComplete="address-level2"
            maxLength={LOCATION_MAX_LENGTH}
            placeholder="e.g. Parramatta"
            {...describedBy(errors.place, fieldId('place'))}
            {...register('place')}
          />
        </Field>
        {FILTER_DROPDOWNS.map(({ field, label, options }) => (
          <OptionSelect
            key={field}
            id={fieldId(field)}
            label={label}
            options={options}
            registration={register(field)}
          />
        ))}
        {RANGES.map(({ legend, min, max, ends }) => (
          <fieldset key={legend} className={styles.range}>
            <legend className={styles.label}>{legend}</legend>
            {ends.map(({ field, label, placeholder }) => (
              <RangeField
                key={field}
                id={fieldId(field)}
                label={label}
                error={errors[field]}
                placeholder={placeholder}
                min={min}
                max={max}
                registration={register(field)}
              />
            ))}
          </fieldset>
        ))}
        <Field id={fieldId('language')} label="Language" error={errors.language}>
          <input
            id={fieldId('language')}
            className={styles.control}
            type="text"
            list={`${fieldId('language')}-suggestions`}
            maxLength={SEARCH_LANGUAGE_MAX_LENGTH}
            placeholder="Any language"
            {...describedBy(errors.language, fieldId('language'))}
            {...register('language')}
          />
          <datalist id={`${fieldId('language')}-suggestions`}>
            {LISTING_LANGUAGE_SUGGESTIONS.map((language) => (
              <option key={language} value={language} />
            ))}
          </datalist>
        </Field>
        <OptionSelect
          id={fieldId('sort')}
          label="Sort by"
          options={SORT_OPTIONS}
          registration={register('sort')}
        />
      </div>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" {...register('verified')} />
          Verified listings only
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('online')} />
          Recently online only
        </label>
        {RICHER_CHECKS.map(({ field, label }) => (
          <label key={field} className={styles.check}>
            <input type="checkbox" {...register(field)} />
            {label}
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button">
          Search
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            reset(EMPTY_ADVANCED_SEARCH);
            onClear();
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: FieldError | undefined;
  readonly compact?: boolean;
  readonly children: ReactNode;
}

function Field({ id, label, error, compact = false, children }: FieldProps) {
  return (
    <div className={compact ? styles.compactField : styles.field}>
      <label htmlFor={id} className={compact ? styles.subLabel : styles.label}>
        {label}
      </label>
      {children}
      {error?.message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

interface RangeFieldProps {
  readonly id: string;
  readonly label: string;
  readonly error: FieldError | undefined;
  /** What the box stands for while it is empty: the end of the range, or the unit. */
  readonly placeholder: string;
  readonly min: number;
  readonly max?: number;
  readonly registration: UseFormRegisterReturn;
}

/** One end of a range of whole numbers (the age range, the price range). */
function RangeField({ id, label, error, placeholder, min, max, registration }: RangeFieldProps) {
  return (
    <Field id={id} label={label} error={error} compact>
      <input
        id={id}
        className={styles.control}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        placeholder={placeholder}
        {...describedBy(error, id)}
        {...registration}
      />
    </Field>
  );
}

function describedBy(error: FieldError | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

interface OptionSelectProps {
  readonly id: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly registration: UseFormRegisterReturn;
}

/** One of the bar's dropdowns, with the contract's labels and values (docs/product/search-and-ranking.md). */
function OptionSelect({ id, label, options, registration }: OptionSelectProps) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={styles.control} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
