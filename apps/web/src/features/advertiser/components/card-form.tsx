import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import styles from './builder.module.css';

interface CardFormProps {
  /** The card's heading, when the form has one of its own. */
  readonly title?: string;
  /** The form's accessible name: by default its title. */
  readonly label?: string;
  /** react-hook-form's handleSubmit(submit). */
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly isBusy: boolean;
  readonly children: ReactNode;
  /** Buttons beside the submit button. */
  readonly otherActions?: ReactNode;
}

/** A dashboard card's form (a tour, the account's settings): the fields, then its actions. */
export function CardForm({
  label,
  title,
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy,
  children,
  otherActions,
}: CardFormProps) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={label ?? title}>
      {title ? <h3 className={styles.cardTitle}>{title}</h3> : null}
      {children}
      <div className={styles.actions}>
        <SubmitButton isBusy={isBusy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {otherActions}
      </div>
    </form>
  );
}
