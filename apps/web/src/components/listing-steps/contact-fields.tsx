import {
  CONTACT_PREFERENCES,
  CONTACT_PREFERENCE_LABELS,
  PHONE_MAX_LENGTH,
  type ListingAboutInput,
} from '@app/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { ChoiceGroup } from './choice-group';

interface ContactFieldsProps {
  readonly register: UseFormRegister<ListingAboutInput>;
  readonly errors: FieldErrors<ListingAboutInput>;
}

const CONTACT_OPTIONS = CONTACT_PREFERENCES.map((value) => ({
  value,
  label: CONTACT_PREFERENCE_LABELS[value],
}));

/**
 * The listing's phone and how clients may contact the advertiser: part of the builder's about
 * step and, on their own, of the dashboard's contact preferences form.
 */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  return (
    <>
      <FormField label="Phone" error={errors.phone} hint="10 digits starting with 04.">
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
          />
        )}
      </FormField>
      <ChoiceGroup
        legend="How clients contact you"
        type="radio"
        options={CONTACT_OPTIONS}
        registration={register('contact_preference')}
        error={errors.contact_preference?.message}
      />
    </>
  );
}
