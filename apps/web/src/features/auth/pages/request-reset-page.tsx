import { AUTH_MESSAGES, ForgotPasswordInputSchema } from '@app/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { fieldErrorsOf, messageOfBody, serverMessageOf } from '../../../lib/http';
import { requestPasswordReset } from '../api/auth-requests';
import { AuthCard, AuthPrompt } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { InputField } from '../../../components/ui/form-field';
import styles from '../components/auth-form.module.css';
import { AUTH_AUDIENCES, useFlowAudience } from '../lib/auth-audience';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { AUTH_FORM_TEXTS } from '../lib/auth-form-texts';
import { useContractForm } from '../../../hooks/use-contract-form';

type ForgotOutput = z.output<typeof ForgotPasswordInputSchema>;

/** /request-reset — asks for a reset link by e-mail or phone (docs/product/routes-and-screens.md and limits-and-messages.md). */
export default function RequestResetPage() {
  usePageMeta(AUTH_PAGE_META.requestReset);
  // One page for every role: the server mails the link of the account's own role.
  const signInPath = AUTH_AUDIENCES[useFlowAudience()].signInPath;
  const [sentNote, setSentNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm({ schema: ForgotPasswordInputSchema, defaultValues: { email: '' } });

  async function submit(values: ForgotOutput) {
    setSentNote(null);
    try {
      const { status, body } = await requestPasswordReset(values);
      // docs/product/api.md: 200 is success; any other answer is the general failure.
      if (status !== 200) {
        toast.error(AUTH_MESSAGES.forgotFailed);
        return;
      }
      toast.success(AUTH_MESSAGES.resetLinkSent);
      setSentNote(messageOfBody(body) ?? AUTH_MESSAGES.resetRequestAccepted);
    } catch (error) {
      const message = serverMessageOf(error) ?? AUTH_MESSAGES.forgotRequestFailed;
      const fieldMessage = fieldErrorsOf(error, ['email'] as const).email;
      if (fieldMessage) setError('email', { type: 'server', message: fieldMessage });
      toast.error(message);
    }
  }

  return (
    <AuthCard
      title="Reset Your Password"
      lead="Enter the e-mail address or mobile number of your account and we will send you a reset link."
      footer={
        <AuthPrompt prompt="Remembered it?" to={signInPath}>
          Sign in
        </AuthPrompt>
      }
    >
      <AuthForm
        {...AUTH_FORM_TEXTS.requestReset}
        onSubmit={handleSubmit(submit)}
        isBusy={isSubmitting}
        after={
          <p className={sentNote ? styles.status : 'visually-hidden'} role="status">
            {sentNote}
          </p>
        }
      >
        <InputField
          label="Email or phone"
          error={errors.email}
          type="text"
          autoComplete="username"
          registration={register('email')}
        />
      </AuthForm>
    </AuthCard>
  );
}
