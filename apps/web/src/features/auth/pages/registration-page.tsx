import {
  AUTH_MESSAGES,
  ModelSignupFormSchema,
  PHONE_MAX_LENGTH,
  type ModelSignupForm,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormCheckbox, FormField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ROUTES, buildOtpVerifyPath } from '../../../lib/route-paths';
import { signUpAdvertiser } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { TermsLabel } from '../components/terms-label';
import { authFlowState } from '../lib/auth-audience';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { showSignupFailure } from '../lib/signup-failure';

type RegistrationOutput = z.output<typeof ModelSignupFormSchema>;
type RegistrationField = 'name' | 'email' | 'phone' | 'password' | 'is_adult';
const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'email',
  'phone',
  'password',
  'is_adult',
];

/**
 * /registration — register to advertise (issue 8; the header's Advertise button). The same
 * messages, busy text and toasts as the customer sign-up (SPEC.md sections 5 and 8), plus what
 * an advertiser owes the site: a phone (the spec's 04… rule, required here), the password
 * twice, and the statement of being 18 or over. No Gmail or phone buttons. The code mailed
 * next is entered at /otp-verify/:id, which signs the advertiser in and opens the builder.
 */
export default function RegistrationPage() {
  usePageMeta(AUTH_PAGE_META.registration);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<ModelSignupForm, unknown, RegistrationOutput>({
    resolver: zodResolver(ModelSignupFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      terms: false,
      is_adult: false,
    },
  });

  async function submit({ name, email, phone, password }: RegistrationOutput) {
    try {
      const { body } = await signUpAdvertiser({ name, email, phone, password, is_adult: true });
      toast.success(AUTH_MESSAGES.signupSuccess);
      void navigate(buildOtpVerifyPath(body.data.id), { state: authFlowState('advertiser') });
    } catch (error) {
      showSignupFailure(error, REGISTRATION_FIELDS, (field, message, shouldFocus) =>
        setError(field, { type: 'server', message }, { shouldFocus }),
      );
      throw error;
    }
  }

  const onSubmit = handleSubmit(submit);

  return (
    <AuthCard
      title="Advertise With Us"
      lead="Create your advertiser account, verify your e-mail, then build your listing."
      footer={
        <p>
          Already advertising? <Link to={ROUTES.modelLogin}>Sign in</Link>
        </p>
      }
    >
      <form
        className={styles.form}
        // handleSubmit re-throws the failure submit() has already shown.
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        aria-label="Register to advertise"
      >
        <FormField label="Name" error={errors.name} hint="The name your account is under.">
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
          label="Phone"
          error={errors.phone}
          hint="Australian mobile, 10 digits starting with 04. You choose later whether clients see it."
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
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
        <FormField label="Confirm password" error={errors.confirmPassword}>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          )}
        </FormField>
        <FormCheckbox
          error={errors.is_adult}
          control={(props) => <input {...props} type="checkbox" {...register('is_adult')} />}
        >
          I am 18 or over
        </FormCheckbox>
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
    </AuthCard>
  );
}
