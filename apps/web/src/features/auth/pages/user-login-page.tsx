import { AUTH_MESSAGES, LoginFormSchema, type LoginForm } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { serverMessageOf } from '../../../lib/http';
import { logIn, unverifiedAccountIdOf } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import { FormCheckbox, FormField } from '../../../components/ui/form-field';
import styles from '../components/auth-form.module.css';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PhoneSignInButton } from '../components/phone-sign-in-button';
import { TermsLabel } from '../components/terms-label';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { useCompleteSignIn } from '../lib/auth-session';
import { ROUTES } from '../../../lib/route-paths';

/** The form's values: the terms box starts unticked, which the schema then refuses. */
type LoginFields = Omit<LoginForm, 'terms'> & { terms: boolean };
type LoginOutput = z.output<typeof LoginFormSchema>;

const loginResolver = zodResolver(LoginFormSchema) as unknown as Resolver<
  LoginFields,
  unknown,
  LoginOutput
>;

/** /user-login — customer sign-in (SPEC.md sections 2, 4, 5, 8, 9). */
export default function UserLoginPage() {
  usePageMeta(AUTH_PAGE_META.login);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginFields, unknown, LoginOutput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', terms: false },
  });

  async function submit({ email, password }: LoginOutput) {
    try {
      const { status, body } = await logIn({ email, password });
      // SPEC.md section 7: status 200 is success.
      if (status !== 200) throw new Error(`Unexpected sign-in answer ${status}`);
      completeSignIn(
        { userName: body.name, email: body.email, role: body.role, userId: String(body.user.id) },
        body.token,
      );
    } catch (error) {
      const message = serverMessageOf(error) ?? AUTH_MESSAGES.invalidCredentials;
      const unverifiedId = unverifiedAccountIdOf(error);
      if (unverifiedId !== null) {
        // Not verified yet: the server has mailed a fresh code; the code page takes it.
        toast.info(message);
        void navigate(`/otp-verify/${unverifiedId}`);
        return;
      }
      toast.error(message);
      setError('password', { type: 'server', message }, { shouldFocus: true });
      // Re-throw so react-hook-form does not count the submit as successful.
      throw error;
    }
  }

  const onSubmit = handleSubmit(submit);
  // After a sign-in the button stays off until the redirect, so a second tap sends nothing.
  const isSignedIn = isSubmitSuccessful;

  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back. Sign in to see your profile and wishlist."
      footer={
        <p>
          New here? <Link to={ROUTES.userSignup}>Create an account</Link>
        </p>
      }
    >
      <form
        className={styles.form}
        // handleSubmit re-throws the failure submit() has already shown; nothing is left to do.
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        aria-label="Sign in"
      >
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
        <FormField label="Password" error={errors.password}>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
          )}
        </FormField>
        <div className={styles.row}>
          <FormCheckbox
            error={errors.terms}
            control={(props) => <input {...props} type="checkbox" {...register('terms')} />}
          >
            <TermsLabel />
          </FormCheckbox>
          <Link to={ROUTES.requestReset}>Forgot password?</Link>
        </div>
        <button
          type="submit"
          className={`button ${styles.submit ?? ''}`}
          disabled={isSubmitting || isSignedIn}
        >
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      <p className={styles.divider}>or</p>
      <div className={styles.alternatives}>
        <GoogleSignInButton text="signin_with" />
        <PhoneSignInButton label="Continue with Phone Number" />
      </div>
    </AuthCard>
  );
}
