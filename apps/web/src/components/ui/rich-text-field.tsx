import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldErrorText, describedBy } from './form-field';
import styles from './form-field.module.css';
import { RichTextEditor } from './rich-text-editor';

/** A form's own classes for the field's parts, where it has them; the form field's otherwise. */
interface RichTextFieldClassNames {
  readonly field?: string | undefined;
  readonly label?: string | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
}

interface RichTextFieldProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  /** The field holding the HTML. */
  readonly name: Path<Values>;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error: string | undefined;
  /** The contract's allow-list for this text (the editor's default unless given). */
  readonly allowedTags?: readonly string[];
  readonly classNames?: RichTextFieldClassNames;
}

/**
 * A rich text field of a react-hook-form form (a listing's description, a blog post's or a
 * campaign's body): the label names the editor, the hint and error describe it.
 */
export function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
  allowedTags,
  classNames = {},
}: RichTextFieldProps<Values>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={classNames.field ?? styles.field}>
      <span id={labelId} className={classNames.label ?? styles.label}>
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            labelId={labelId}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            describedBy={describedBy(hintId, errorId)}
            allowedTags={allowedTags}
          />
        )}
      />
      {hint ? (
        <p id={hintId} className={classNames.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} message={error} className={classNames.error} />
    </div>
  );
}
