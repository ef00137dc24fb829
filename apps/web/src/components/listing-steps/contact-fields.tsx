import {
  CONTACT_CHANNELS,
  CONTACT_CHANNEL_LABELS,
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

const CHANNEL_OPTIONS = CONTACT_CHANNELS.map((value) => ({
  value,
  label: CONTACT_CHANNEL_LABELS[value],
}));

/**
 * The listing's phone, the ways clients may contact the advertiser and her Telegram username:
 * part of the builder's about step and, on their own, of the dashboard's contact form
 * (docs/product/listings-and-moderation.md#contact-channels).
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
        hint="Your number and username are shown only to a visitor who taps a button. Enquiries come to your account's e-mail, which clients never see."
        type="checkbox"
        options={CHANNEL_OPTIONS}
        registration={register('contact_channels')}
        error={errors.contact_channels?.message}
      />
      <FormField
        label="Telegram username (optional)"
        error={errors.telegram_handle}
        hint="Without it, Telegram opens a chat with your number."
      >
        {(props) => <input {...props} {...register('telegram_handle')} autoComplete="off" />}
      </FormField>
    </>
  );
}
