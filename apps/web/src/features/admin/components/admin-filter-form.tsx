import { useId, type FormEvent, type InputHTMLAttributes } from 'react';
import { readFormFields } from '../lib/admin-query';
import styles from './admin-console.module.css';

/** What `field(name)` spreads on a filter's <input> or <select>. */
interface AdminFilterFieldProps {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string;
  readonly 'aria-invalid'?: boolean;
  readonly 'aria-describedby'?: string;
}

interface AdminFilterFormProps<Name extends string> {
  /** The form's accessible name ("Filter users"). */
  readonly label: string;
  /** The boxes and choices, in order, as plain data. */
  readonly filters: readonly AdminFilter<Name>[];
  /** The filters as the URL holds them: the boxes start from these. */
  readonly values: Readonly<Record<Name, string>>;
  /** The trimmed value of every named field, applied together. */
  readonly onApply: (values: Record<Name, string>) => void;
  readonly submitLabel: string;
  /** Offers Clear filters, which does this. */
  readonly onClear?: () => void;
  /** A choice in a select applies the form at once (a status switch), typing waits for submit. */
  readonly appliesOnSelect?: boolean;
  /** Messages of filters the server refused, shown under the form and tied to their field. */
  readonly errors?: Readonly<Partial<Record<Name, string>>>;
}

/** Each choice as [value, text], in order. */
type FilterOptions = readonly (readonly [value: string, text: string])[];

/**
 * One filter of a console list: a search box, a choice of one value (`anyLabel`: the choice
 * that filters nothing, value ''), or a plain box with its own input attributes.
 */
export type AdminFilter<Name extends string> = { readonly name: Name; readonly label: string } & (
  | { readonly kind: 'search'; readonly placeholder?: string }
  | { readonly kind: 'choice'; readonly anyLabel?: string; readonly options: FilterOptions }
  | { readonly kind: 'box'; readonly input: InputHTMLAttributes<HTMLInputElement> }
);

/**
 * The one filter form of the admin lists. The boxes start from the URL and are applied
 * together (the server filters, so one change is one request); the form is keyed by the
 * URL's values, so Back and a status link show them in the boxes again.
 */
export function AdminFilterForm<Name extends string>({
  label,
  filters,
  values,
  onApply,
  submitLabel,
  onClear,
  appliesOnSelect = false,
  errors,
}: AdminFilterFormProps<Name>) {
  const id = useId();
  const names = filters.map((filter) => filter.name);
  const errorId = (name: Name) => `${id}-${name}-error`;
  const erred = names.filter((name) => errors?.[name]);

  const apply = (form: HTMLFormElement) => onApply(readFormFields(form, names));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const applySelect = (event: FormEvent<HTMLFormElement>) => {
    if (appliesOnSelect && event.target instanceof HTMLSelectElement) apply(event.currentTarget);
  };
  const field = (name: Name): AdminFilterFieldProps => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name],
    'aria-invalid': errors?.[name] ? true : undefined,
    'aria-describedby': errors?.[name] ? errorId(name) : undefined,
  });

  return (
    <form
      key={names.map((name) => values[name]).join('|')}
      className={styles.toolbar}
      role="search"
      aria-label={label}
      onSubmit={submit}
      onChange={applySelect}
    >
      {filters.map((filter) => (
        <FilterField key={filter.name} filter={filter} field={field(filter.name)} />
      ))}
      <span className={styles.actions}>
        <button type="submit" className="button button--small">
          {submitLabel}
        </button>
        {onClear ? (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </span>
      {erred.length > 0 ? (
        <ul className={styles.filterErrors} role="alert">
          {erred.map((name) => (
            <li key={name} id={errorId(name)}>
              {errors?.[name]}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** Choices of a choice filter: each value with its label, in the order of `values`. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): ReadonlyArray<readonly [Value, string]> {
  return values.map((value) => [value, labels[value]] as const);
}

/** One filter's control, its label around it; `field` is what the form gives its name. */
function FilterField<Name extends string>({
  filter,
  field,
}: {
  readonly filter: AdminFilter<Name>;
  readonly field: AdminFilterFieldProps;
}) {
  return (
    <label>
      {filter.label}
      {filter.kind === 'choice' ? (
        <select {...field}>
          {filter.anyLabel === undefined ? null : <option value="">{filter.anyLabel}</option>}
          {filter.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : filter.kind === 'search' ? (
        <input type="search" placeholder={filter.placeholder} maxLength={200} {...field} />
      ) : (
        <input {...filter.input} {...field} />
      )}
    </label>
  );
}
