import { OTP_LENGTH } from '@app/contract';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
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

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'name' | 'onChange' | 'onBlur'
>;

interface InputFieldProps extends InputAttributes {
  readonly label: string;
  readonly error: FieldMessage;
  readonly hint?: string | undefined;
  /** What `register(name)` returned: the input is react-hook-form's. */
  readonly registration: UseFormRegisterReturn;
}

/**
 * A labelled text box of a react-hook-form form (the common case of FormField): the attributes
 * go on the input as given; a `className` joins the field's own.
 */
export function InputField({
  label,
  error,
  hint,
  registration,
  className,
  ...attributes
}: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          className={className ? `${props.className} ${className}` : props.className}
          {...attributes}
          {...registration}
        />
      )}
    </FormField>
  );
}

interface EmailFieldProps extends Omit<InputFieldProps, 'label'> {
  readonly label?: string;
}

/** The e-mail box of the sign-in, sign-up and contact forms: one set of input hints. */
export function EmailField({ label = 'Email', ...rest }: EmailFieldProps) {
  return <InputField label={label} type="email" inputMode="email" autoComplete="email" {...rest} />;
}

/** docs/product/limits-and-messages.md: non-digits are dropped as they are typed, and at most 4 digits kept. */
function keepDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The box of a mailed code (the sign-up code, the new e-mail's code): digits only, dropped
 * before react-hook-form reads the value, so the form holds what the box shows.
 */
export function CodeField({ registration, ...rest }: InputFieldProps) {
  return (
    <InputField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      {...rest}
      registration={{
        ...registration,
        onChange: (event: { target: HTMLInputElement }) => {
          event.target.value = keepDigits(event.target.value);
          return registration.onChange(event);
        },
      }}
    />
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
  register,
  name,
  ...rest
}: PasswordFieldProps<Values>) {
  return <InputField type="password" registration={register(name)} {...rest} />;
}

interface FormCheckboxProps {
  readonly error: FieldMessage;
  /** The label's content (may hold links). */
  readonly children: ReactNode;
  /** What `register(name)` returned for the box. */
  readonly registration: UseFormRegisterReturn;
}

/** A checkbox with its label beside it and its error under both (the terms box). */
export function FormCheckbox({ error, children, registration }: FormCheckboxProps) {
  const id = useId();
  const errorId = error?.message ? `${id}-error` : undefined;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          className={styles.checkbox ?? ''}
          aria-invalid={Boolean(errorId)}
          aria-describedby={errorId}
          type="checkbox"
          {...registration}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {children}
        </label>
      </div>
      <FieldErrorText id={errorId} message={error?.message} />
    </div>
  );
}

/**
 * An error under what it is about, `id` tying it to its control (aria-describedby); none
 * without a message. A failure no field shows is an alert, read out as it comes.
 */
export function FieldErrorText({
  id,
  message,
  className = styles.error,
  role,
}: {
  readonly id?: string | undefined;
  readonly message: string | null | undefined;
  /** A form's own error look, where it has one. */
  readonly className?: string | undefined;
  readonly role?: 'alert';
}) {
  if (!message) return null;
  return (
    <p id={id} className={className} role={role}>
      {/* A real element, not ::before, so screen readers leave the sign out of the description. */}
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

export function describedBy(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
