import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { readFormFields } from '../lib/admin-query';
import styles from './admin-console.module.css';

/** What `field(name)` spreads on a filter's <input> or <select>. */
export interface AdminFilterFieldProps {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string;
  readonly 'aria-invalid'?: boolean;
  readonly 'aria-describedby'?: string;
}

interface AdminFilterFormProps<Name extends string> {
  /** The form's accessible name ("Filter users"). */
  readonly label: string;
  readonly names: readonly Name[];
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
  readonly children: (field: (name: Name) => AdminFilterFieldProps) => ReactNode;
}

/**
 * The one filter form of the admin lists. The boxes start from the URL and are applied
 * together (the server filters, so one change is one request); the form is keyed by the
 * URL's values, so Back and a status link show them in the boxes again.
 */
export function AdminFilterForm<Name extends string>({
  label,
  names,
  values,
  onApply,
  submitLabel,
  onClear,
  appliesOnSelect = false,
  errors,
  children,
}: AdminFilterFormProps<Name>) {
  const id = useId();
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
      {children(field)}
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

interface FilterInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof AdminFilterFieldProps
> {
  readonly label: string;
  /** What `field(name)` gave for this box. */
  readonly field: AdminFilterFieldProps;
}

/** A filter form's box, its label around it. */
export function FilterInput({ label, field, ...attributes }: FilterInputProps) {
  return (
    <label>
      {label}
      <input {...attributes} {...field} />
    </label>
  );
}

interface FilterSearchProps {
  readonly label: string;
  readonly field: AdminFilterFieldProps;
  readonly placeholder?: string;
}

/** A filter form's text search box. */
export function FilterSearch({ label, field, placeholder }: FilterSearchProps) {
  return (
    <FilterInput
      label={label}
      field={field}
      type="search"
      placeholder={placeholder}
      maxLength={200}
    />
  );
}

interface FilterSelectProps {
  readonly label: string;
  readonly field: AdminFilterFieldProps;
  /** The choice that filters nothing (value ''), when there is one. */
  readonly anyLabel?: string;
  /** Each choice as [value, text], in order. */
  readonly options: readonly (readonly [value: string, text: string])[];
}

/** Choices of a FilterSelect: each value with its label, in the order of `values`. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): ReadonlyArray<readonly [Value, string]> {
  return values.map((value) => [value, labels[value]] as const);
}

/** A filter form's choice of one value. */
export function FilterSelect({ label, field, anyLabel, options }: FilterSelectProps) {
  return (
    <label>
      {label}
      <select {...field}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
