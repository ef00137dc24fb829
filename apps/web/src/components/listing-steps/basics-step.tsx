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
import type { z } from 'zod';
import { FormField } from '../ui/form-field';
import { ChoiceGroup } from './choice-group';
import { StepActions } from './step-actions';
import type { StepFormProps } from './step-form-props';
import styles from './step-form.module.css';
import { useStepForm } from './use-step-form';

type BasicsInput = z.input<typeof ListingBasicsInputSchema>;
export type BasicsValues = z.output<typeof ListingBasicsInputSchema>;

const FIELDS = ['name', 'age', 'gender', 'account_type', 'categories'] as const;
const realOptions = <T extends { value: string }>(options: readonly T[]) =>
  options.filter((option) => !isAllValue(option.value));

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
export function BasicsStep(props: StepFormProps<BasicsValues>) {
  const { form, onSubmit, actions } = useStepForm(props, {
    schema: ListingBasicsInputSchema,
    defaultValues: toValues(props.listing),
    fields: FIELDS,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Basics">
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
      <StepActions {...actions} />
    </form>
  );
}
