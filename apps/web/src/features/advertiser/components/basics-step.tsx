import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  LISTING_AGE_MIN,
  LISTING_NAME_MAX_LENGTH,
  ListingBasicsInputSchema,
  isAllValue,
  type OwnListing,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { useReportDirty } from '../lib/use-report-dirty';
import { useStepSave } from '../lib/use-step-save';
import styles from './builder.module.css';
import { ChoiceGroup } from './choice-group';

type BasicsInput = z.input<typeof ListingBasicsInputSchema>;
type BasicsOutput = z.output<typeof ListingBasicsInputSchema>;

const FIELDS = ['name', 'age', 'gender', 'account_type', 'categories'] as const;
const realOptions = <T extends { value: string }>(options: readonly T[]) =>
  options.filter((option) => !isAllValue(option.value));

export interface StepFormProps {
  readonly listing: OwnListing | null;
  readonly onSaved: (listing: OwnListing) => void;
  /** The submit button's text: "Save and continue", or "Save and return to dashboard". */
  readonly submitLabel?: string | undefined;
  /** Told whenever the form starts or stops holding unsaved changes. */
  readonly onDirtyChange?: ((isDirty: boolean) => void) | undefined;
}

function toValues(listing: OwnListing | null): BasicsInput {
  return {
    name: listing?.name ?? '',
    age: listing ? String(listing.age) : '',
    gender: listing?.gender ?? '',
    account_type: listing?.account_type ?? '',
    categories: listing?.categories ?? [],
  } as BasicsInput;
}

/** Step 1: display name, age (18 or over), gender, account type and categories. */
export function BasicsStep({
  listing,
  onSaved,
  submitLabel = 'Save and continue',
  onDirtyChange,
}: StepFormProps) {
  const form = useForm<BasicsInput, unknown, BasicsOutput>({
    resolver: zodResolver(ListingBasicsInputSchema),
    defaultValues: toValues(listing),
  });
  const { register, handleSubmit, formState, setError } = form;
  const { save, isSaving } = useStepSave<BasicsInput>({
    listingId: listing?.id ?? null,
    step: 'basics',
    fields: FIELDS,
    setError,
    onSaved,
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const errors = formState.errors;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(save)} aria-label="Basics">
      <FormField label="Display name" error={errors.name} hint="The name clients see.">
        {(props) => (
          <input
            {...props}
            {...register('name')}
            maxLength={LISTING_NAME_MAX_LENGTH}
            autoComplete="nickname"
          />
        )}
      </FormField>
      <FormField label="Age" error={errors.age} hint={`You must be ${LISTING_AGE_MIN} or over.`}>
        {(props) => (
          <input
            {...props}
            {...register('age')}
            type="number"
            inputMode="numeric"
            min={LISTING_AGE_MIN}
          />
        )}
      </FormField>
      <ChoiceGroup
        legend="Gender"
        type="radio"
        options={realOptions(GENDER_OPTIONS)}
        registration={register('gender')}
        error={errors.gender?.message}
      />
      <ChoiceGroup
        legend="Account type"
        type="radio"
        options={realOptions(ACCOUNT_TYPE_OPTIONS)}
        registration={register('account_type')}
        error={errors.account_type?.message}
      />
      <ChoiceGroup
        legend="Categories"
        hint="Optional: choose any that fit."
        type="checkbox"
        options={realOptions(CATEGORY_OPTIONS)}
        registration={register('categories')}
        error={errors.categories?.message ?? errors.categories?.[0]?.message}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
