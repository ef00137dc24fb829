import type { FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../hooks/use-contract-form';
import { serverMessageOf } from '../../lib/http';
import { logError } from '../../lib/log';
import type { StepFormProps } from './step-form-props';
import { useReportDirty } from './use-report-dirty';

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';

/** What a step form knows of itself; the rest comes from its props. */
interface StepFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  readonly schema: Schema;
  readonly defaultValues: DefaultValues<z.input<Schema>>;
  /** The fields whose 422 messages show on a control of this form. */
  readonly fields: readonly Path<z.input<Schema>>[];
}

/**
 * One step form's react-hook-form, checked with the contract's schema, and its submit: the
 * values go to `save`; on a failure nothing typed is lost, a 422 shows on its fields and any
 * other message as the form's own error, shown by StepActions.
 */
export function useStepForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  { save, onDirtyChange, submitLabel, onCancel }: Omit<StepFormProps<z.output<Schema>>, 'listing'>,
  { schema, defaultValues, fields }: StepFormOptions<Schema>,
) {
  const { applyServerErrors, ...form } = useContractForm({
    schema,
    defaultValues,
    serverErrorFields: fields,
  });
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (applyServerErrors(error)) return;
      logError('save listing step', error);
      form.setError('root.server', { message: serverMessageOf(error) ?? SAVE_FAILED });
    }
  });

  return {
    form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** The form's foot: `<StepActions {...actions} />`. */
    actions: {
      submitLabel,
      onCancel,
      isSaving: form.formState.isSubmitting,
      formError: form.formState.errors.root?.server?.message,
    },
  };
}
