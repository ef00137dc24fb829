import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  LISTING_AGE_MAX,
  LISTING_AGE_MIN,
  LOCATION_MAX_LENGTH,
  STATES,
  type FilterOption,
} from '@app/contract';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { EMPTY_ADVANCED_SEARCH, type AdvancedSearchValues } from '../lib/advanced-filters';
import { advancedSearchResolver } from '../lib/advanced-search-resolver';
import styles from './advanced-search-form.module.css';

interface AdvancedSearchFormProps {
  /** The filters of the URL; the form follows them (Back, a shared link). */
  readonly values: AdvancedSearchValues;
  readonly onSearch: (values: AdvancedSearchValues) => void;
  readonly onClear: () => void;
}

/**
 * Every filter of the header's bar (state, city or suburb, gender, account type, category)
 * plus the age range, verified only and recently online only. Checked by the contract's
 * schema before it searches; the browser's own bubbles are off so its messages show instead.
 */
export function AdvancedSearchForm({ values, onSearch, onClear }: AdvancedSearchFormProps) {
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

  // Follow the URL: Back and Forward change the filters without remounting the page.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    reset(JSON.parse(valuesKey) as AdvancedSearchValues);
  }, [reset, valuesKey]);

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
        <OptionSelect
          id={fieldId('gender')}
          label="Gender"
          options={GENDER_OPTIONS}
          registration={register('gender')}
        />
        <OptionSelect
          id={fieldId('account_type')}
          label="Account Type"
          options={ACCOUNT_TYPE_OPTIONS}
          registration={register('account_type')}
        />
        <OptionSelect
          id={fieldId('escort_type')}
          label="Categories"
          options={CATEGORY_OPTIONS}
          registration={register('escort_type')}
        />
        <fieldset className={styles.ages}>
          <legend className={styles.label}>
            Age ({LISTING_AGE_MIN}–{LISTING_AGE_MAX})
          </legend>
          <Field id={fieldId('min_age')} label="Minimum age" error={errors.min_age} compact>
            <input
              id={fieldId('min_age')}
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={LISTING_AGE_MIN}
              max={LISTING_AGE_MAX}
              placeholder={String(LISTING_AGE_MIN)}
              {...describedBy(errors.min_age, fieldId('min_age'))}
              {...register('min_age')}
            />
          </Field>
          <Field id={fieldId('max_age')} label="Maximum age" error={errors.max_age} compact>
            <input
              id={fieldId('max_age')}
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={LISTING_AGE_MIN}
              max={LISTING_AGE_MAX}
              placeholder={String(LISTING_AGE_MAX)}
              {...describedBy(errors.max_age, fieldId('max_age'))}
              {...register('max_age')}
            />
          </Field>
        </fieldset>
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

function describedBy(error: FieldError | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

interface OptionSelectProps {
  readonly id: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly registration: UseFormRegisterReturn;
}

/** One of the bar's dropdowns, with the spec's labels and values (docs/product/search-and-ranking.md). */
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
