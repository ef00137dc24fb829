import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES, isNewsletterEmail } from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
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
 * site's message is the one a visitor sees. Sign-up is double opt-in: the toast stays as it is,
 * and a line under the form says what is left to do (open the mailed link), in the same words
 * whatever the address, so it reveals nothing about it.
 *
 * The one form without react-hook-form (apps/web/README.md, "How to write a form here"): the
 * footer is on the home page's first load, and react-hook-form and a mutation observer would
 * take the entry chunk from 26.9 to 42.2 KB gzip, over the page's 150 KB budget. It checks with
 * `isNewsletterEmail`, the rule the contract's NewsletterInputSchema refines with.
 */
export function NewsletterForm({ className }: NewsletterFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [isAwaitingConfirmation, setIsAwaitingConfirmation] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!isNewsletterEmail(email)) {
      window.alert(NEWSLETTER_MESSAGES.invalidEmail);
      return;
    }
    setIsSending(true);
    setIsAwaitingConfirmation(false);
    try {
      await subscribeNewsletter(email.trim());
      toast.success(NEWSLETTER_MESSAGES.subscribed);
      setEmail('');
      setIsAwaitingConfirmation(true);
    } catch (error) {
      logError('newsletter', error);
      toast.error(NEWSLETTER_MESSAGES.failed);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      className={cx(styles.form, className)}
      onSubmit={(event) => void handleSubmit(event)}
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
          name="email"
          className={styles.input}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton isBusy={isSending} busyLabel="Subscribing…" isSmall>
          Subscribe
        </SubmitButton>
      </div>
      <p className={styles.hint} role="status">
        {isAwaitingConfirmation ? NEWSLETTER_MESSAGES.checkInbox : ''}
      </p>
    </form>
  );
}
