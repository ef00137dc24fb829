import { AUTH_MESSAGES, OTP_SUCCESS_REDIRECT_MS, OtpSchema } from '@app/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { messageOfBody, serverMessageOf } from '../../../lib/http';
import { resendOtp, verifyOtp } from '../api/auth-requests';
import { AuthCard, AuthPrompt } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { CodeField } from '../../../components/ui/form-field';
import styles from '../components/auth-form.module.css';
import { AUTH_AUDIENCES, useFlowAudience } from '../lib/auth-audience';
import { useDelayedNavigate } from '../lib/auth-redirect';
import { useSignInFromVerifyAnswer } from '../lib/verified-session';
import { AUTH_PAGE_META } from '../lib/auth-page-meta';
import { AUTH_FORM_TEXTS } from '../lib/auth-form-texts';
import { useContractForm } from '../../../hooks/use-contract-form';

const OtpFormSchema = z.object({ otp: OtpSchema });
type OtpFields = z.input<typeof OtpFormSchema>;

/** A row id from the path: digits only, or null (a mistyped or cut link). */
function parseAccountId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /otp-verify/:id — the 4-digit code mailed after sign-up (docs/product/routes-and-screens.md, accounts.md and limits-and-messages.md). A
 * customer then goes to / after 1.5 s; an advertiser, signed in by the answer, to the builder.
 */
export default function OtpVerifyPage() {
  usePageMeta(AUTH_PAGE_META.otp);
  const id = parseAccountId(useParams().id);
  const flow = AUTH_AUDIENCES[useFlowAudience()];
  if (id === null) {
    return (
      <AuthCard
        title="Verify Your Account"
        footer={
          <p>
            <Link to={flow.signUpPath}>{flow.signUpLinkText}</Link> or{' '}
            <Link to={flow.signInPath}>sign in</Link>
          </p>
        }
      >
        <p className={styles.problem} role="alert">
          This verification link is not complete. Please open the link from your e-mail again, or
          sign in to get a new code.
        </p>
      </AuthCard>
    );
  }
  return <OtpForm id={id} signInPath={flow.signInPath} />;
}

function OtpForm({ id, signInPath }: { id: number; signInPath: string }) {
  const navigateLater = useDelayedNavigate();
  const signInFromVerifyAnswer = useSignInFromVerifyAnswer();
  const [isVerified, setIsVerified] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm({ schema: OtpFormSchema, defaultValues: { otp: '' } });

  function showFailure(message: string) {
    toast.error(message);
    setError('otp', { type: 'server', message }, { shouldFocus: true });
  }

  async function submit({ otp }: OtpFields) {
    try {
      const { body } = await verifyOtp({ id, otp });
      if (body.status) {
        setIsVerified(true);
        toast.success(AUTH_MESSAGES.otpVerified);
        navigateLater(signInFromVerifyAnswer(body), OTP_SUCCESS_REDIRECT_MS);
      } else {
        showFailure(messageOfBody(body) ?? AUTH_MESSAGES.otpInvalid);
      }
    } catch (error) {
      showFailure(serverMessageOf(error) ?? AUTH_MESSAGES.verificationFailed);
    }
  }

  return (
    <AuthCard
      title="Verify Your Account"
      lead="Enter the 4-digit code we sent to your e-mail address."
      footer={
        <AuthPrompt prompt="Already verified?" to={signInPath}>
          Sign in
        </AuthPrompt>
      }
    >
      <AuthForm
        {...AUTH_FORM_TEXTS.verifyCode}
        onSubmit={handleSubmit(submit)}
        isBusy={isSubmitting}
        isDone={isVerified}
      >
        <CodeField
          label="Verification code"
          error={errors.otp}
          className={styles.otp}
          type="text"
          registration={register('otp')}
        />
      </AuthForm>
      <ResendCode id={id} />
    </AuthCard>
  );
}

type ResendOutcome = { readonly isSent: boolean; readonly message: string };

/** Beyond the fixed behaviour: a fresh code (the server enforces a cool-down and answers 429 with it). */
function ResendCode({ id }: { id: number }) {
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  async function sendNewCode() {
    setIsSending(true);
    setOutcome(null);
    try {
      const { body } = await resendOtp({ id });
      setOutcome({ isSent: body.status, message: messageOfBody(body) ?? AUTH_MESSAGES.otpSent });
    } catch (error) {
      setOutcome({
        isSent: false,
        message: serverMessageOf(error) ?? 'We could not send a new code. Please try again.',
      });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className={styles.alternatives}>
      <p className={styles.hint}>Did not get a code, or has it expired?</p>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void sendNewCode()}
        disabled={isSending}
      >
        {isSending ? 'Sending...' : 'Send a new code'}
      </button>
      <p
        className={outcome ? (outcome.isSent ? styles.status : styles.problem) : 'visually-hidden'}
        role="status"
      >
        {outcome?.message}
      </p>
    </div>
  );
}
