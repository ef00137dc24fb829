import { InviteAdminInputSchema } from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http';
import consoleStyles from '../components/admin-console.module.css';
import { useInviteAdmin } from './admins-api';
import styles from './admins.module.css';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Invite an admin by name and e-mail. The contract's schema checks the boxes first; the
 * server's refusals (an e-mail that has an account) show on their field, and what was typed
 * stays until the invitation went out.
 */
export function InviteAdminForm() {
  const id = useId();
  const invite = useInviteAdmin();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ text: string; isError: boolean } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const parsed = InviteAdminInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues({ name: '', email: '' });
        setResult({ text: answer.message, isError: false });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error, FIELDS));
        setResult({
          text: serverMessageOf(error) ?? 'The invitation could not be sent. Please try again.',
          isError: true,
        });
      },
    });
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <section className={consoleStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subTitle}>
        Invite an admin
      </h2>
      <p className={styles.note}>
        They get an e-mail with a link to set their password (valid for 7 days), then sign in at the
        advertiser sign-in.
      </p>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <FormField label="Name" error={errors.name ? { message: errors.name } : undefined}>
          {(props) => <input {...props} type="text" autoComplete="off" {...fieldProps('name')} />}
        </FormField>
        <FormField label="E-mail" error={errors.email ? { message: errors.email } : undefined}>
          {(props) => <input {...props} type="email" autoComplete="off" {...fieldProps('email')} />}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={result?.isError ? styles.error : undefined}>
        {result?.text}
      </p>
    </section>
  );
}
