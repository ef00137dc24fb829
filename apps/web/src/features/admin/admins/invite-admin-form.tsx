import { InviteAdminInputSchema, type InviteAdminInput } from '@app/contract';
import { useId, useState } from 'react';
import { InputField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import consoleStyles from '../components/admin-console.module.css';
import { useInviteAdmin } from './admins-api';
import styles from './admins.module.css';

const EMPTY: InviteAdminInput = { name: '', email: '' };

/**
 * Invite an admin by name and e-mail. The contract's schema checks the boxes first; the
 * server's refusals (an e-mail that has an account) show on their field, and what was typed
 * stays until the invitation went out.
 */
export function InviteAdminForm() {
  const id = useId();
  const invite = useInviteAdmin();
  const { register, handleSubmit, formState, reset, applyServerErrors } = useContractForm({
    schema: InviteAdminInputSchema,
    defaultValues: EMPTY,
    serverErrorFields: ['name', 'email'],
  });
  const [result, setResult] = useState<{ text: string; isError: boolean } | null>(null);

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await invite.mutateAsync(values);
      reset(EMPTY);
      setResult({ text: answer.message, isError: false });
    } catch (error) {
      applyServerErrors(error);
      setResult({
        text: serverMessageOf(error) ?? 'The invitation could not be sent. Please try again.',
        isError: true,
      });
    }
  });
  const errors = formState.errors;

  return (
    <section className={consoleStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subTitle}>
        Invite an admin
      </h2>
      <p className={styles.note}>
        They get an e-mail with a link to set their password (valid for 7 days), then sign in at the
        advertiser sign-in.
      </p>
      <form className={styles.inviteForm} onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          label="Name"
          error={errors.name}
          type="text"
          autoComplete="off"
          registration={register('name')}
        />
        <InputField
          label="E-mail"
          error={errors.email}
          type="email"
          autoComplete="off"
          registration={register('email')}
        />
        <div>
          <SubmitButton isBusy={formState.isSubmitting} busyLabel="Sending…">
            Send invitation
          </SubmitButton>
        </div>
      </form>
      <p role="status" aria-live="polite" className={result?.isError ? styles.error : undefined}>
        {result?.text}
      </p>
    </section>
  );
}
