import { buildAdminListingStepPath, type ListingSectionStep } from '@app/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrorsOf, serverMessageOf } from '../../../../lib/http';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';
import { PanelButtons } from './panel-buttons';

export type FieldErrors = Readonly<Record<string, string | undefined>>;

interface StepFormProps {
  readonly listingId: number;
  readonly step: ListingSectionStep;
  readonly title: string;
  /** The body the advertiser's step endpoint takes (the contract's step schema). */
  readonly values: unknown;
  /** The body's top-level fields, whose 422 messages show on their controls. */
  readonly fields: readonly string[];
  readonly isBusy: boolean;
  readonly run: RunListingAction;
  readonly onDone: () => void;
  readonly children: (errors: FieldErrors) => ReactNode;
}

/**
 * One step's edit form: PUT /api/admin/listings/:id/:step with the advertiser's schema. On a
 * 422 the input stays and each message shows on its field; one the form has no control for
 * (a rate's amount, say) shows above the buttons.
 */
export function StepForm({
  listingId,
  step,
  title,
  values,
  fields,
  isBusy,
  run,
  onDone,
  children,
}: StepFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run({
      path: buildAdminListingStepPath(listingId, step),
      method: 'PUT',
      body: values,
    });
    if (result.ok) return onDone();
    const onFields = fieldErrorsOf(result.error, fields);
    setErrors(onFields);
    setFormError(
      Object.keys(onFields).length === 0 ? (serverMessageOf(result.error) ?? undefined) : undefined,
    );
  }

  return (
    <form
      className={modelStyles.panel}
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3>{title}</h3>
      {children(errors)}
      {formError ? <p className={modelStyles.error}>{formError}</p> : null}
      <PanelButtons submitLabel={`Save ${step}`} isBusy={isBusy} onCancel={onDone} />
    </form>
  );
}

/** A FormField error from a message. */
export function asError(message: string | undefined) {
  return message ? { message } : undefined;
}
