import { useId, type ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import styles from './form-field.module.css';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FormControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** react-hook-form's FieldError, or any message of our own. */
type FieldMessage = Pick<FieldError, 'message'> | undefined;

interface FormFieldProps {
  readonly label: string;
  readonly error: FieldMessage;
  readonly hint?: string;
  readonly children: (props: FormControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error, both tied to it by aria-describedby: the one
 * field of every form (sign-in, sign-up, reset, profile, contact).
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': Boolean(errorId),
        'aria-describedby': describedBy(errorId, hintId),
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} message={error?.message} />
    </div>
  );
}

interface PasswordFieldProps<Values extends FieldValues> {
  readonly label: string;
  readonly error: FieldMessage;
  readonly hint?: string;
  /** current-password to sign in or confirm who you are; new-password lets managers offer one. */
  readonly autoComplete: 'current-password' | 'new-password';
  readonly register: UseFormRegister<Values>;
  readonly name: Path<Values>;
}

/**
 * A password box of any form (sign-in, sign-up, reset, account settings). It registers the
 * field as it renders, like the other fields, so react-hook-form knows the fields in page order
 * and focuses the first wrong one.
 */
export function PasswordField<Values extends FieldValues>({
  label,
  error,
  hint,
  autoComplete,
  register,
  name,
}: PasswordFieldProps<Values>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(props) => (
        <input {...props} type="password" autoComplete={autoComplete} {...register(name)} />
      )}
    </FormField>
  );
}

interface FormCheckboxProps {
  readonly error: FieldMessage;
  /** The label's content (may hold links). */
  readonly children: ReactNode;
  readonly control: (props: FormControlProps) => ReactNode;
}

/** A checkbox with its label beside it and its error under both (the terms box). */
export function FormCheckbox({ error, children, control }: FormCheckboxProps) {
  const id = useId();
  const errorId = error?.message ? `${id}-error` : undefined;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        {control({
          id,
          className: styles.checkbox ?? '',
          'aria-invalid': Boolean(errorId),
          'aria-describedby': errorId,
        })}
        <label htmlFor={id} className={styles.checkLabel}>
          {children}
        </label>
      </div>
      <FieldErrorText id={errorId} message={error?.message} />
    </div>
  );
}

/** A field's error under it, `id` tying it to the control (aria-describedby); none without one. */
export function FieldErrorText({
  id,
  message,
}: {
  readonly id: string | undefined;
  readonly message: string | undefined;
}) {
  if (!id || !message) return null;
  return (
    <p id={id} className={styles.error}>
      {/* A real element, not ::before, so screen readers leave the sign out of the description. */}
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

function describedBy(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
