import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useServerErrors } from './use-server-errors';

interface ContractFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The contract's schema of the request: the browser shows the messages the server would. */
  readonly schema: Schema;
  readonly defaultValues: DefaultValues<z.input<Schema>>;
  /** The fields whose 422 messages show on a control of this form (none by default). */
  readonly serverErrorFields?: readonly Path<z.input<Schema>>[];
}

/**
 * A react-hook-form checked with a contract schema, and `applyServerErrors`, which puts a
 * failed call's 422 messages on its fields (see useServerErrors) and answers whether any did.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  serverErrorFields = [],
}: ContractFormOptions<Schema>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const applyServerErrors = useServerErrors(form.setError, serverErrorFields);
  return { ...form, applyServerErrors };
}
