import {
  ADMIN_PASSWORD_MIN_LENGTH,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  ResetPasswordFormSchema,
  type ResetPasswordForm,
} from '@app/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { fieldErrorsOf, messageOfBody, serverMessageOf } from '../../../lib/http';
import { resetPassword } from '../api/auth-requests';
import { AuthCard, AuthPrompt } from './auth-card';
import { AuthForm } from './auth-form';
import { FormField, PasswordField } from '../../../components/ui/form-field';
import styles from './auth-form.module.css';
import { AUTH_AUDIENCES, authFlowState, type AuthAudience } from '../lib/auth-audience';
import { ROUTES } from '../../../lib/route-paths';
import { AUTH_FORM_TEXTS } from '../lib/auth-form-texts';
import { useContractForm } from '../../../hooks/use-contract-form';

interface ResetPasswordCardProps {
  readonly audience: AuthAudience;
}

/**
 * ?email=…&token=… — the mailed reset link lands here: /reset-password-user for customers
 * (docs/product/routes-and-screens.md), /reset-password for models and admins (docs/product/accounts.md). The same form, rules
 * and messages; after the reset each goes to its own sign-in page.
 */
export function ResetPasswordCard({ audience }: ResetPasswordCardProps) {
  const config = AUTH_AUDIENCES[audience];
  usePageMeta(config.resetMeta);
  const [query] = useSearchParams();
  const email = query.get('email')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';

  if (!email || !token) {
    return (
      <AuthCard
        title="Set New Password"
        footer={
          <p>
            <Link to={config.signInPath}>Back to sign in</Link>
          </p>
        }
      >
        <p className={styles.problem} role="alert">
          This reset link is not complete. Please open the link from your message again, or ask for
          a new one.
        </p>
        <div className={styles.actions}>
          <Link to={ROUTES.requestReset} state={authFlowState(audience)} className="button">
            Ask for a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return <ResetForm email={email} token={token} audience={audience} />;
}

interface ResetFormProps {
  readonly email: string;
  readonly token: string;
  readonly audience: AuthAudience;
}

function ResetForm({ email, token, audience }: ResetFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useContractForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function submit({ password }: ResetPasswordForm) {
    try {
      const { body } = await resetPassword({ email, password, token });
      // docs/product/api.md: success is the answer's msg reading "Password reset".
      if (messageOfBody(body) === AUTH_MESSAGES.passwordResetMsg) {
        toast.success(AUTH_MESSAGES.passwordResetDone);
        // The toast may close unseen; the sign-in page keeps saying it too.
        void navigate(AUTH_AUDIENCES[audience].signInPath, {
          state: { notice: AUTH_MESSAGES.passwordResetDone },
        });
        return;
      }
      toast.error(messageOfBody(body) ?? AUTH_MESSAGES.resetFailed);
    } catch (error) {
      // A refused password (too common, too long) belongs on the field as well.
      const passwordMessage = fieldErrorsOf(error, ['password'] as const).password;
      if (passwordMessage) {
        setError('password', { type: 'server', message: passwordMessage }, { shouldFocus: true });
      }
      toast.error(serverMessageOf(error) ?? AUTH_MESSAGES.resetRequestFailed);
    }
    throw new Error('password not reset');
  }

  return (
    <AuthCard
      title="Set New Password"
      lead="Choose a new password for your account."
      footer={
        <AuthPrompt prompt="Link expired?" to={ROUTES.requestReset} state={authFlowState(audience)}>
          Ask for a new one
        </AuthPrompt>
      }
    >
      <AuthForm
        {...AUTH_FORM_TEXTS.newPassword}
        onSubmit={handleSubmit(submit)}
        isBusy={isSubmitting}
        isDone={isSubmitSuccessful}
      >
        <FormField label="Email" error={undefined}>
          {(props) => (
            <input
              {...props}
              type="email"
              name="email"
              value={email}
              autoComplete="username"
              disabled
              readOnly
            />
          )}
        </FormField>
        <PasswordField
          label="New password"
          error={errors.password}
          hint={
            // /reset-password serves models and admins alike; an admin's needs more (docs/product/accounts.md#sign-up).
            audience === 'advertiser'
              ? `At least ${PASSWORD_MIN_LENGTH} characters (${ADMIN_PASSWORD_MIN_LENGTH} for an admin).`
              : `At least ${PASSWORD_MIN_LENGTH} characters.`
          }
          autoComplete="new-password"
          register={register}
          name="password"
        />
        <PasswordField
          label="Confirm password"
          error={errors.confirmPassword}
          autoComplete="new-password"
          register={register}
          name="confirmPassword"
        />
      </AuthForm>
    </AuthCard>
  );
}
