import {
  AUTH_MESSAGES,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  SignupFormSchema,
  type SignupForm,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ROUTES, buildOtpVerifyPath } from '../../../lib/route-paths';
import { signUp } from '../api/auth-requests';
import { showSignupFailure } from '../lib/signup-failure';
import { AuthCard } from '../components/auth-card';
import { FormCheckbox, FormField } from '../../../components/ui/form-field';
import styles from '../components/auth-form.module.css';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PhoneSignInButton } from '../components/phone-sign-in-button';
import { TermsLabel } from '../components/terms-label';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';

type SignupOutput = z.output<typeof SignupFormSchema>;
type SignupField = 'name' | 'email' | 'phone' | 'password';
const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'email', 'phone', 'password'];

/** /user-signup — customer sign-up; the code mailed next is entered at /otp-verify/:id. */
export default function UserSignupPage() {
  usePageMeta(AUTH_PAGE_META.signup);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SignupForm, unknown, SignupOutput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', terms: false },
  });

  async function submit({ name, email, phone, password }: SignupOutput) {
    try {
      const { body } = await signUp({ name, email, password, ...(phone ? { phone } : {}) });
      toast.success(AUTH_MESSAGES.signupSuccess);
      void navigate(buildOtpVerifyPath(body.data.id));
    } catch (error) {
      showSignupFailure(error, SIGNUP_FIELDS, (field, message, shouldFocus) =>
        setError(field, { type: 'server', message }, { shouldFocus }),
      );
      throw error;
    }
  }

  const onSubmit = handleSubmit(submit);

  /**
   * SPEC.md section 5: the phone has only the HTML pattern and length, with no message of
   * ours. The form is noValidate (so the other fields show the spec's texts), so the phone's
   * pattern is checked here and the browser shows its own note.
   */
  function submitForm(event: FormEvent<HTMLFormElement>) {
    const phone = event.currentTarget.elements.namedItem('phone');
    if (phone instanceof HTMLInputElement && !phone.checkValidity()) {
      event.preventDefault();
      phone.reportValidity();
      return;
    }
    // handleSubmit re-throws the failure submit() has already shown.
    void onSubmit(event).catch(() => undefined);
  }

  return (
    <AuthCard
      title="Create an Account"
      lead="Keep a profile and a wishlist of your favourite models."
      footer={
        <p>
          Already have an account? <Link to={ROUTES.userLogin}>Sign in</Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={submitForm} noValidate aria-label="Sign up">
        <FormField label="Name" error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...register('email')}
            />
          )}
        </FormField>
        <FormField
          label="Phone (optional)"
          error={serverOnly(errors.phone)}
          hint="Australian mobile, 10 digits starting with 04."
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              pattern={PHONE_PATTERN}
              maxLength={PHONE_MAX_LENGTH}
              {...register('phone')}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password} hint="At least 6 characters.">
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
          )}
        </FormField>
        <FormCheckbox
          error={errors.terms}
          control={(props) => <input {...props} type="checkbox" {...register('terms')} />}
        >
          <TermsLabel />
        </FormCheckbox>
        <button
          type="submit"
          className={`button ${styles.submit ?? ''}`}
          disabled={isSubmitting || isSubmitSuccessful}
        >
          {isSubmitting ? 'Signing up...' : 'Sign up'}
        </button>
      </form>
      <p className={styles.divider}>or</p>
      <div className={styles.alternatives}>
        <GoogleSignInButton text="signup_with" />
        <PhoneSignInButton label="Sign up with Phone" />
      </div>
    </AuthCard>
  );
}

/** The phone shows the server's message (a 422) but never a browser-side one (SPEC.md section 5). */
function serverOnly(error: FieldError | undefined): FieldError | undefined {
  return error?.type === 'server' ? error : undefined;
}
