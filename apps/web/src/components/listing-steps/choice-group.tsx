import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText } from '../ui/form-field';
import styles from './step-form.module.css';

interface ChoiceGroupProps {
  readonly legend: string;
  readonly hint?: string;
  readonly type: 'radio' | 'checkbox';
  readonly options: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
}

/** Radios or checkboxes as a fieldset with its legend, hint and error tied to the group. */
export function ChoiceGroup({
  legend,
  hint,
  type,
  options,
  registration,
  error,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      aria-invalid={type === 'radio' ? undefined : Boolean(error)}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={type}
              value={option.value}
              {...registration}
              aria-invalid={Boolean(error)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} message={error} />
    </fieldset>
  );
}
