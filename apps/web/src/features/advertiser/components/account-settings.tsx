import {
  AUTH_MESSAGES,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailInputSchema,
  DeleteAccountInputSchema,
  LISTING_MESSAGES,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import {
  CodeField,
  FormCheckbox,
  InputField,
  PasswordField,
} from '../../../components/ui/form-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { useSession } from '../../../lib/session';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  requestEmailChange,
} from '../api/account-settings';
import { advertiserKeys } from '../api/query-keys';
import styles from './builder.module.css';
import { CardForm } from './card-form';

interface CurrentPasswordFieldProps {
  readonly error: FieldError | undefined;
  readonly registration: UseFormRegisterReturn;
}

/** The current password every change of the account asks for, to prove who is asking. */
function CurrentPasswordField({ error, registration }: CurrentPasswordFieldProps) {
  return (
    <InputField
      label="Current password"
      error={error}
      type="password"
      autoComplete="current-password"
      registration={registration}
    />
  );
}

/** A failure no field of the form shows: logged, and its message in a toast. */
function toastFailure(error: unknown, context: string) {
  logError(context, error);
  toast.error(serverMessageOf(error) ?? 'That did not work just now. Please try again.');
}

const PasswordFormSchema = ChangePasswordInputSchema.extend({
  confirm_password: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
}).refine((values) => values.confirm_password === values.password, {
  message: AUTH_MESSAGES.passwordsMustMatch,
  path: ['confirm_password'],
});
type PasswordFormOutput = z.output<typeof PasswordFormSchema>;

/** Current password, new password and its confirmation; the answer's fresh token is kept. */
export function PasswordForm() {
  const { register, handleSubmit, formState, reset, applyServerErrors } = useContractForm({
    schema: PasswordFormSchema,
    defaultValues: { current_password: '', password: '', confirm_password: '' },
    serverErrorFields: ['current_password', 'password'],
  });
  const errors = formState.errors;

  async function submit({ current_password, password }: PasswordFormOutput) {
    try {
      const answer = await changePassword({ current_password, password });
      // The change ends every other session; this browser carries on with the new token.
      const { userName, email, role, userId, setUser } = useSession.getState();
      setUser({ userName, email, role, userId }, answer.token);
      toast.success(answer.message || LISTING_MESSAGES.passwordChanged);
      reset();
    } catch (error) {
      if (!applyServerErrors(error)) toastFailure(error, 'change password');
    }
  }

  return (
    <CardForm
      title="Change password"
      onSubmit={handleSubmit(submit)}
      submitLabel="Change password"
      busyLabel="Changing…"
      isBusy={formState.isSubmitting}
    >
      <CurrentPasswordField
        error={errors.current_password}
        registration={register('current_password')}
      />
      <PasswordField
        label="New password"
        error={errors.password}
        autoComplete="new-password"
        register={register}
        name="password"
      />
      <PasswordField
        label="Confirm new password"
        error={errors.confirm_password}
        autoComplete="new-password"
        register={register}
        name="confirm_password"
      />
    </CardForm>
  );
}

type EmailFormOutput = z.output<typeof ChangeEmailInputSchema>;
type CodeFormInput = z.input<typeof ConfirmEmailInputSchema>;

/**
 * A new e-mail address is used only once it is verified: the address and the password send a
 * code to it, and the code entered here makes it the account's address.
 */
export function EmailForm({
  currentEmail,
  pendingEmail,
}: {
  readonly currentEmail: string;
  readonly pendingEmail: string | null;
}) {
  const queryClient = useQueryClient();
  const [waitingFor, setWaitingFor] = useState<string | null>(pendingEmail);
  const emailForm = useContractForm({
    schema: ChangeEmailInputSchema,
    defaultValues: { email: '', current_password: '' },
    serverErrorFields: ['email', 'current_password'],
  });
  const codeForm = useContractForm({
    schema: ConfirmEmailInputSchema,
    defaultValues: { otp: '' },
    serverErrorFields: ['otp'],
  });

  async function sendCode(values: EmailFormOutput) {
    try {
      const answer = await requestEmailChange(values);
      toast.success(answer.message || LISTING_MESSAGES.emailCodeSent);
      setWaitingFor(values.email);
      emailForm.reset();
    } catch (error) {
      if (!emailForm.applyServerErrors(error)) toastFailure(error, 'change e-mail');
    }
  }

  async function confirm(values: CodeFormInput) {
    try {
      const answer = await confirmEmailChange({ otp: values.otp });
      toast.success(answer.message || LISTING_MESSAGES.emailChanged);
      const session = useSession.getState();
      useSession.setState({ ...session, email: answer.email });
      setWaitingFor(null);
      codeForm.reset();
      await queryClient.invalidateQueries({ queryKey: advertiserKeys.me });
    } catch (error) {
      if (!codeForm.applyServerErrors(error)) toastFailure(error, 'confirm e-mail');
    }
  }

  return (
    <div className={styles.form}>
      <h3 className={styles.cardTitle}>Change e-mail</h3>
      <p className={styles.hint}>Your e-mail address now: {currentEmail}</p>
      {waitingFor ? (
        <CardForm
          label="Confirm new e-mail"
          onSubmit={codeForm.handleSubmit(confirm)}
          submitLabel="Confirm new e-mail"
          busyLabel="Confirm new e-mail"
          isBusy={codeForm.formState.isSubmitting}
          otherActions={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setWaitingFor(null)}
            >
              Use another address
            </button>
          }
        >
          <p role="status">
            {LISTING_MESSAGES.emailCodeSent} ({waitingFor})
          </p>
          <CodeField
            label="Code"
            error={codeForm.formState.errors.otp}
            registration={codeForm.register('otp')}
          />
        </CardForm>
      ) : (
        <CardForm
          label="Change e-mail"
          onSubmit={emailForm.handleSubmit(sendCode)}
          submitLabel="Send code"
          busyLabel="Send code"
          isBusy={emailForm.formState.isSubmitting}
        >
          <InputField
            label="New e-mail"
            error={emailForm.formState.errors.email}
            type="email"
            autoComplete="email"
            registration={emailForm.register('email')}
          />
          <CurrentPasswordField
            error={emailForm.formState.errors.current_password}
            registration={emailForm.register('current_password')}
          />
        </CardForm>
      )}
    </div>
  );
}

const DeleteFormSchema = DeleteAccountInputSchema.extend({
  understood: z.literal(true, {
    error: 'Please confirm that you understand this cannot be undone.',
  }),
});
type DeleteFormOutput = z.output<typeof DeleteFormSchema>;

/** Deletes the account, listing, photos and personal data; then signs out and goes home. */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, applyServerErrors } = useContractForm({
    schema: DeleteFormSchema,
    defaultValues: { current_password: '', understood: false as unknown as true },
    serverErrorFields: ['current_password'],
  });
  const errors = formState.errors;

  async function submit({ current_password }: DeleteFormOutput) {
    if (!window.confirm('Delete your account, your listing and all your photos for good?')) return;
    try {
      const answer = await deleteAccount({ current_password });
      toast.success(answer.message || LISTING_MESSAGES.accountDeleted);
      useSession.getState().logout();
      await navigate('/', { replace: true });
    } catch (error) {
      if (!applyServerErrors(error)) toastFailure(error, 'delete account');
    }
  }

  return (
    <CardForm
      title="Delete account"
      onSubmit={handleSubmit(submit)}
      submitLabel="Delete my account"
      busyLabel="Deleting…"
      isBusy={formState.isSubmitting}
    >
      <p>
        This deletes your account, your listing, every photo and your personal data at once. It
        cannot be undone.
      </p>
      <CurrentPasswordField
        error={errors.current_password}
        registration={register('current_password')}
      />
      <FormCheckbox error={errors.understood} registration={register('understood')}>
        I understand that my account and listing will be deleted for good.
      </FormCheckbox>
    </CardForm>
  );
}
