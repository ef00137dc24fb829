import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactInputSchema,
  type ContactInput,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  describeContactFailure,
  sendContactMessage,
  type ContactField,
} from '../api/send-contact-message';
import { EmailField, FormField, InputField } from '../../../components/ui/form-field';
import styles from './contact-form.module.css';
import { ROUTES } from '../../../lib/route-paths';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm } from '../../../hooks/use-contract-form';

type ContactOutput = z.output<typeof ContactInputSchema>;

const EMPTY_FORM: ContactInput = { name: '', email: '', phone: '', message: '' };

type Outcome =
  | { readonly kind: 'sent'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The contact form. The contract's schema checks it in the browser, so people see the same
 * messages the server would send. On success the form is cleared and a confirmation shows;
 * on a failure nothing typed is lost: the server's field errors go on the fields, other
 * failures show above the button.
 */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm({ schema: ContactInputSchema, defaultValues: EMPTY_FORM });

  async function submit(values: ContactOutput) {
    setOutcome(null);
    try {
      const answer = await sendContactMessage({ ...values, phone: values.phone || undefined });
      reset(EMPTY_FORM);
      setOutcome({ kind: 'sent', message: answer.message || CONTACT_MESSAGES.sent });
    } catch (error) {
      const { fieldErrors, formError } = describeContactFailure(error);
      const fields = Object.entries(fieldErrors) as Array<[ContactField, string]>;
      fields.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (formError) setOutcome({ kind: 'failed', message: formError });
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label="Contact us"
    >
      {outcome?.kind === 'sent' ? (
        <p className={styles.success} role="status">
          {outcome.message}
        </p>
      ) : null}

      <InputField
        label="Name"
        error={errors.name}
        type="text"
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
        registration={register('name')}
      />
      <EmailField
        error={errors.email}
        maxLength={CONTACT_LIMITS.emailMax}
        registration={register('email')}
      />
      <InputField
        label="Phone (optional)"
        error={errors.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phoneMax}
        registration={register('phone')}
      />
      <FormField
        label="Message"
        error={errors.message}
        hint={`At least ${CONTACT_LIMITS.messageMin} characters.`}
      >
        {(props) => (
          <textarea
            {...props}
            rows={7}
            maxLength={CONTACT_LIMITS.messageMax}
            {...register('message')}
          />
        )}
      </FormField>

      {outcome?.kind === 'failed' ? (
        <p className={styles.failure} role="alert">
          {outcome.message}
        </p>
      ) : null}

      <div className={styles.actions}>
        <SubmitButton isBusy={isSubmitting} busyLabel="Sending...">
          Send message
        </SubmitButton>
        <p className={styles.privacy}>
          We use your details only to answer you. See our{' '}
          <Link to={ROUTES.privacy}>privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
