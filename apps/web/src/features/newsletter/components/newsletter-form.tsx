import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_MESSAGES,
  isNewsletterEmail,
  type NewsletterInput,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/ui/submit-button';
import { cx } from '../../../lib/class-names';
import { logError } from '../../../lib/log';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-form.module.css';

interface NewsletterFormProps {
  readonly className?: string;
}

/**
 * The footer's newsletter box (docs/product/limits-and-messages.md): one e-mail field. A
 * malformed address is refused with an alert; success shows a toast and clears the field, a
 * failure shows the error toast. The browser's own e-mail check is off (noValidate) so the
 * site's message is the one a visitor sees. Sign-up is double opt-in: the toast stays as it
 * is, and a line under the form says what is left to do (open the mailed link), in the same
 * words whatever the address, so it reveals nothing about it.
 *
 * It checks with `isNewsletterEmail`, the very rule the contract's NewsletterInputSchema
 * refines with, and not the schema itself: the footer is on the home page's first load, which
 * Zod would take over its JavaScript budget (docs/PERFORMANCE.md).
 */
export function NewsletterForm({ className }: NewsletterFormProps) {
  const inputId = useId();
  const { register, handleSubmit, reset } = useForm<NewsletterInput>({
    defaultValues: { email: '' },
  });
  const [isAwaitingConfirmation, setIsAwaitingConfirmation] = useState(false);
  const subscribe = useMutation({
    mutationFn: (email: string) => subscribeNewsletter(email),
    onMutate: () => setIsAwaitingConfirmation(false),
    onSuccess: () => {
      toast.success(NEWSLETTER_MESSAGES.subscribed);
      reset();
      setIsAwaitingConfirmation(true);
    },
    onError: (error) => {
      logError('newsletter', error);
      toast.error(NEWSLETTER_MESSAGES.failed);
    },
  });

  const submit = handleSubmit(
    ({ email }) => subscribe.mutate(email.trim()),
    (errors) => window.alert(errors.email?.message ?? NEWSLETTER_MESSAGES.invalidEmail),
  );

  return (
    <form
      className={cx(styles.form, className)}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Newsletter sign-up"
    >
      <label htmlFor={inputId} className={styles.label}>
        E-mail address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          className={styles.input}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={EMAIL_MAX_LENGTH}
          {...register('email', {
            validate: (email) => isNewsletterEmail(email) || NEWSLETTER_MESSAGES.invalidEmail,
          })}
        />
        <SubmitButton isBusy={subscribe.isPending} busyLabel="Subscribing…" isSmall>
          Subscribe
        </SubmitButton>
      </div>
      <p className={styles.hint} role="status">
        {isAwaitingConfirmation ? NEWSLETTER_MESSAGES.checkInbox : ''}
      </p>
    </form>
  );
}
