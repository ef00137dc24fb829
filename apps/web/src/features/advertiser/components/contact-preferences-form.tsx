import { ListingAboutInputSchema, type OwnListing } from '@app/contract';
import { toast } from 'react-toastify';
import { ContactFields, StepActions, useStepForm } from '../../../components/listing-steps';
import { useStepSave } from '../lib/use-step-save';
import styles from './builder.module.css';

/**
 * Phone, contact channels and Telegram username on their own, for the dashboard. They belong to the about
 * section, so the rest of it is sent unchanged with them (one PUT, one schema).
 */
export function ContactPreferencesForm({ listing }: { readonly listing: OwnListing }) {
  const saveStep = useStepSave(listing.id, () => toast.success('Contact preferences saved.'));
  const { form, onSubmit, actions } = useStepForm(
    { save: saveStep('about'), submitLabel: 'Save contact preferences' },
    {
      schema: ListingAboutInputSchema,
      defaultValues: {
        description_html: listing.description_html,
        languages: listing.languages,
        ethnicity: listing.ethnicity,
        phone: listing.phone,
        contact_channels: listing.contact_channels,
        telegram_handle: listing.telegram_handle,
      },
      fields: ['phone', 'contact_channels', 'telegram_handle'],
    },
  );
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Contact preferences">
      <ContactFields register={form.register} errors={form.formState.errors} />
      <StepActions {...actions} />
    </form>
  );
}
