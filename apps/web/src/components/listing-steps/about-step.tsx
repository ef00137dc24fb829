import {
  DEFAULT_CONTACT_CHANNELS,
  LISTING_DESCRIPTION_MIN_TEXT,
  LISTING_ETHNICITY_MAX_LENGTH,
  LISTING_LANGUAGE_MAX_LENGTH,
  LISTING_LANGUAGE_SUGGESTIONS,
  LISTING_MAX_LANGUAGES,
  LISTING_MESSAGES,
  ListingAboutInputSchema,
  type OwnListing,
} from '@app/contract';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { stripTags } from '../../lib/strip-tags';
import { FieldErrorText, FormField } from '../ui/form-field';
import { RichTextField } from '../ui/rich-text-field';
import { ContactFields } from './contact-fields';
import { StepActions } from './step-actions';
import type { StepFormProps } from './step-form-props';
import styles from './step-form.module.css';
import { useStepForm } from './use-step-form';

/**
 * The contract's schema, plus the description's minimum of plain text, which the server
 * checks after sanitising; checked here on the editor's text so the message comes at once.
 */
const AboutFormSchema = ListingAboutInputSchema.refine(
  (about) => stripTags(about.description_html).length >= LISTING_DESCRIPTION_MIN_TEXT,
  { message: LISTING_MESSAGES.descriptionTooShort, path: ['description_html'] },
);
type AboutInput = z.input<typeof AboutFormSchema>;
export type AboutValues = z.output<typeof AboutFormSchema>;
const FIELDS = [
  'description_html',
  'languages',
  'ethnicity',
  'phone',
  'contact_channels',
  'telegram_handle',
] as const;

function toValues(listing: OwnListing | null): AboutInput {
  return {
    description_html: listing?.description_html ?? '',
    languages: listing?.languages ?? [],
    ethnicity: listing?.ethnicity ?? '',
    phone: listing?.phone ?? '',
    contact_channels: listing?.contact_channels ?? [...DEFAULT_CONTACT_CHANNELS],
    telegram_handle: listing?.telegram_handle ?? '',
  };
}

/** Step 3: the description (rich text), languages, ethnicity, phone and how to be contacted. */
export function AboutStep(props: StepFormProps<AboutValues>) {
  const { form, onSubmit, actions } = useStepForm(props, {
    schema: AboutFormSchema,
    defaultValues: toValues(props.listing),
    fields: FIELDS,
  });
  const { register, formState, control } = form;
  const errors = formState.errors;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="About">
      <RichTextField
        control={control}
        name="description_html"
        label="About you"
        hint={`At least ${LISTING_DESCRIPTION_MIN_TEXT} characters. Bold, italic, headings, lists and quotes are kept; links and pictures are not.`}
        error={errors.description_html?.message}
        classNames={{ field: styles.fieldset, label: styles.legend, hint: styles.hint }}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <LanguagesField
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.languages?.message ?? errors.languages?.find?.((item) => item)?.message}
          />
        )}
      />
      <FormField label="Ethnicity" error={errors.ethnicity} hint="Optional.">
        {(props) => (
          <input {...props} {...register('ethnicity')} maxLength={LISTING_ETHNICITY_MAX_LENGTH} />
        )}
      </FormField>
      <ContactFields register={register} errors={errors} />
      <StepActions {...actions} />
    </form>
  );
}

interface LanguagesFieldProps {
  readonly value: string[];
  readonly onChange: (languages: string[]) => void;
  readonly error: string | undefined;
}

/** The suggested languages as checkboxes, plus any other typed in and added as a chip. */
function LanguagesField({ value, onChange, error }: LanguagesFieldProps) {
  const id = useId();
  const [other, setOther] = useState('');
  const suggestions: readonly string[] = LISTING_LANGUAGE_SUGGESTIONS;
  const extras = value.filter((language) => !suggestions.includes(language));

  function toggle(language: string, isOn: boolean) {
    onChange(isOn ? [...value, language] : value.filter((item) => item !== language));
  }

  function addOther() {
    const language = other.trim();
    if (!language) return;
    if (!value.some((item) => item.toLowerCase() === language.toLowerCase())) {
      onChange([...value, language]);
    }
    setOther('');
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className={styles.legend}>Languages</legend>
      <div className={styles.choices}>
        {[...suggestions, ...extras].map((language) => (
          <label key={language} className={styles.choice}>
            <input
              type="checkbox"
              checked={value.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            {language}
          </label>
        ))}
      </div>
      <div className={styles.inline}>
        <input
          className={styles.control}
          aria-label="Another language"
          placeholder="Another language"
          value={other}
          maxLength={LISTING_LANGUAGE_MAX_LENGTH}
          onChange={(event) => setOther(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addOther();
            }
          }}
        />
        <button type="button" className="button button--ghost" onClick={addOther}>
          Add language
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        Up to {LISTING_MAX_LANGUAGES}.
      </p>
      <FieldErrorText id={error ? `${id}-error` : undefined} message={error} />
    </fieldset>
  );
}
