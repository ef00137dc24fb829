import { ListingAboutInputSchema, type OwnListing } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { useStepSave } from '../lib/use-step-save';
import styles from './builder.module.css';
import { ContactFields } from './contact-fields';

type AboutInput = z.input<typeof ListingAboutInputSchema>;
type AboutOutput = z.output<typeof ListingAboutInputSchema>;

/**
 * Phone and contact preference on their own, for the dashboard. They belong to the about
 * section, so the rest of it is sent unchanged with them (one PUT, one schema).
 */
export function ContactPreferencesForm({ listing }: { readonly listing: OwnListing }) {
  const form = useForm<AboutInput, unknown, AboutOutput>({
    resolver: zodResolver(ListingAboutInputSchema),
    defaultValues: {
      description_html: listing.description_html,
      languages: listing.languages,
      ethnicity: listing.ethnicity,
      phone: listing.phone,
      contact_preference: listing.contact_preference,
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const { save, isSaving } = useStepSave<AboutInput>({
    listingId: listing.id,
    step: 'about',
    fields: ['phone', 'contact_preference'],
    setError,
    onSaved: () => toast.success('Contact preferences saved.'),
  });
  const errors = formState.errors;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label="Contact preferences"
    >
      <ContactFields register={register} errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save contact preferences'}
        </button>
      </div>
    </form>
  );
}
