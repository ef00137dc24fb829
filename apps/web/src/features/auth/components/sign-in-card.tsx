import { AUTH_MESSAGES, LOGIN_DOOR_HINTS, LoginFormSchema, type LoginDoor } from '@app/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { EmailField, FormCheckbox, PasswordField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { serverMessageOf } from '../../../lib/http';
import { ROUTES, buildOtpVerifyPath } from '../../../lib/route-paths';
import { loginDoorNamedBy, unverifiedAccountIdOf } from '../api/auth-requests';
import { AUTH_AUDIENCES, authFlowState, type AuthAudience } from '../lib/auth-audience';
import { useCompleteSignIn } from '../lib/auth-session';
import { AlternativeSignIns } from './alternative-sign-ins';
import { AuthCard, AuthPrompt } from './auth-card';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { TermsLabel } from './terms-label';
import { AUTH_FORM_TEXTS } from '../lib/auth-form-texts';
import { useContractForm } from '../../../hooks/use-contract-form';

type LoginOutput = z.output<typeof LoginFormSchema>;

/** Where each door is, and what its link says. */
const DOOR_LINKS: Readonly<Record<LoginDoor, { path: string; text: string }>> = {
  customer: { path: ROUTES.userLogin, text: 'Go to the customer sign-in' },
  model: { path: ROUTES.modelLogin, text: 'Go to the advertiser sign-in' },
};

interface SignInCardProps {
  readonly audience: AuthAudience;
}

/**
 * The sign-in form of /user-login (customers) and /login (models and admins): the same fields,
 * validation messages, busy text and toasts (docs/product/routes-and-screens.md, accounts.md and limits-and-messages.md); the heading, the
 * API path, the sign-up link and the Google and phone buttons differ by audience.
 */
export function SignInCard({ audience }: SignInCardProps) {
  const config = AUTH_AUDIENCES[audience];
  usePageMeta(config.signInMeta);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [rightDoor, setRightDoor] = useState<LoginDoor | null>(null);
  const notice = noticeOf(useLocation().state);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useContractForm({
    schema: LoginFormSchema,
    defaultValues: { email: '', password: '', terms: false },
  });

  async function submit({ email, password }: LoginOutput) {
    setRightDoor(null);
    try {
      const { status, body } = await config.logIn({ email, password });
      // docs/product/api.md: status 200 is success.
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
        void navigate(buildOtpVerifyPath(unverifiedId), { state: authFlowState(audience) });
        return;
      }
      toast.error(message);
      setError('password', { type: 'server', message }, { shouldFocus: true });
      setRightDoor(loginDoorNamedBy(error));
      // Re-throw so react-hook-form does not count the submit as successful.
      throw error;
    }
  }

  return (
    <AuthCard
      title={config.signInTitle}
      lead={config.signInLead}
      footer={
        <AuthPrompt prompt={config.signUpPrompt} to={config.signUpPath}>
          {config.signUpLinkText}
        </AuthPrompt>
      }
    >
      {notice ? <p role="status">{notice}</p> : null}
      <AuthForm
        {...AUTH_FORM_TEXTS.signIn}
        onSubmit={handleSubmit(submit)}
        isBusy={isSubmitting}
        isDone={isSubmitSuccessful}
      >
        <EmailField error={errors.email} registration={register('email')} />
        <PasswordField
          label="Password"
          error={errors.password}
          autoComplete="current-password"
          register={register}
          name="password"
        />
        <div className={styles.row}>
          <FormCheckbox error={errors.terms} registration={register('terms')}>
            <TermsLabel />
          </FormCheckbox>
          {/* docs/product/routes-and-screens.md: the link text is "Forgot password", without a question mark. */}
          <Link to={ROUTES.requestReset} state={authFlowState(audience)}>
            Forgot password
          </Link>
        </div>
      </AuthForm>
      {rightDoor ? (
        <p role="status">
          {LOGIN_DOOR_HINTS[rightDoor]}{' '}
          <Link to={DOOR_LINKS[rightDoor].path}>{DOOR_LINKS[rightDoor].text}</Link>
        </p>
      ) : null}
      {config.hasAlternativeSignIns ? <AlternativeSignIns purpose="signIn" /> : null}
    </AuthCard>
  );
}

/** A confirmation the page before left for this one ('Password reset successfully!'). */
function noticeOf(state: unknown): string | null {
  const notice: unknown =
    typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' ? notice : null;
}
