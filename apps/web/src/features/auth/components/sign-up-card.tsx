import {
  ADULT_STATEMENT_LABEL,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from '@app/contract';
import type { FormEvent, ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  EmailField,
  FormCheckbox,
  InputField,
  PasswordField,
} from '../../../components/ui/form-field';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useServerErrors } from '../../../hooks/use-server-errors';
import { buildOtpVerifyPath } from '../../../lib/route-paths';
import {
  AUTH_AUDIENCES,
  authFlowState,
  type AuthAudience,
  type SignUpDetails,
  type SignUpFormValues,
} from '../lib/auth-audience';
import { showSignupFailure } from '../lib/signup-failure';
import { AlternativeSignIns } from './alternative-sign-ins';
import { AuthCard, AuthPrompt } from './auth-card';
import { AuthForm } from './auth-form';
import { TermsLabel } from './terms-label';
import { AUTH_FORM_TEXTS } from '../lib/auth-form-texts';

interface SignUpCardProps {
  readonly audience: AuthAudience;
  /** What the page explains above the form (the Advertise page's introduction). */
  readonly intro?: ReactNode;
}

/**
 * The sign-up form of /user-signup (customers, docs/product/limits-and-messages.md) and /registration
 * (advertisers): the same fields, messages, busy text and toasts. Advertisers also owe
 * a phone, the password twice and the statement of being 18 or over; customers get the Gmail
 * and phone buttons. The code mailed next is entered at /otp-verify/:id, which takes the
 * audience along (an advertiser is signed in there and sent to the builder).
 */
export function SignUpCard({ audience, intro }: SignUpCardProps) {
  const config = AUTH_AUDIENCES[audience];
  const signUp = config.signUp;
  usePageMeta(signUp.meta);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SignUpFormValues, unknown, SignUpDetails>({
    resolver: signUp.resolver,
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
  const applyServerErrors = useServerErrors(setError, signUp.errorFields);

  async function submit(details: SignUpDetails) {
    try {
      const { body } = await signUp.send(details);
      toast.success(AUTH_MESSAGES.signupSuccess);
      void navigate(buildOtpVerifyPath(body.data.id), { state: authFlowState(audience) });
    } catch (error) {
      showSignupFailure(error, applyServerErrors);
      // Re-throw so react-hook-form does not count the submit as successful.
      throw error;
    }
  }

  const onSubmit = handleSubmit(submit);

  /**
   * docs/product/limits-and-messages.md: the customer's phone has only the HTML pattern and length, with no
   * message of ours. The form is noValidate (so the other fields show the contract's messages), so the
   * phone's pattern is checked here and the browser shows its own note. (The advertiser's phone
   * has no pattern attribute, so this never stops their form.)
   */
  async function submitForm(event: FormEvent<HTMLFormElement>) {
    const phone = event.currentTarget.elements.namedItem('phone');
    if (phone instanceof HTMLInputElement && !phone.checkValidity()) {
      event.preventDefault();
      phone.reportValidity();
      return;
    }
    await onSubmit(event);
  }

  return (
    <AuthCard
      title={signUp.title}
      lead={signUp.lead}
      intro={intro ? { content: intro, cardTitle: signUp.formLabel } : undefined}
      footer={
        <AuthPrompt prompt={signUp.signInPrompt} to={config.signInPath}>
          Sign in
        </AuthPrompt>
      }
    >
      <AuthForm
        {...AUTH_FORM_TEXTS.signUp}
        label={signUp.formLabel}
        onSubmit={submitForm}
        isBusy={isSubmitting}
        isDone={isSubmitSuccessful}
      >
        <InputField
          label="Name"
          error={errors.name}
          hint={signUp.nameHint}
          type="text"
          autoComplete="name"
          registration={register('name')}
        />
        <EmailField error={errors.email} registration={register('email')} />
        <InputField
          label={signUp.phoneLabel}
          error={signUp.phoneIsOptional ? serverOnly(errors.phone) : errors.phone}
          hint={signUp.phoneHint}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          pattern={signUp.phoneIsOptional ? PHONE_PATTERN : undefined}
          maxLength={PHONE_MAX_LENGTH}
          registration={register('phone')}
        />
        <PasswordField
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          register={register}
          name="password"
        />
        {signUp.asksAdvertiserStatements ? (
          <>
            <PasswordField
              label="Confirm password"
              error={errors.confirmPassword}
              autoComplete="new-password"
              register={register}
              name="confirmPassword"
            />
            <FormCheckbox error={errors.is_adult} registration={register('is_adult')}>
              {ADULT_STATEMENT_LABEL}
            </FormCheckbox>
          </>
        ) : null}
        <FormCheckbox error={errors.terms} registration={register('terms')}>
          <TermsLabel />
        </FormCheckbox>
      </AuthForm>
      {config.hasAlternativeSignIns ? <AlternativeSignIns purpose="signUp" /> : null}
    </AuthCard>
  );
}

/** The phone shows the server's message (a 422) but never a browser-side one (docs/product/limits-and-messages.md). */
function serverOnly(error: FieldError | undefined): FieldError | undefined {
  return error?.type === 'server' ? error : undefined;
}
