import { PHONE_REVEAL_MESSAGES, type ModelProfile } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { serverMessageOf } from '../../lib/http';
import { formatPhone, toDialString } from './profile-format';
import styles from './contact-actions.module.css';

interface ContactActionsProps {
  readonly profile: Pick<ModelProfile, 'id' | 'name' | 'contact'>;
  /** Asks for the number: the public page's budgeted call, or the draft's own in a preview. */
  readonly revealPhone: () => Promise<string>;
}

/**
 * "Show number", then the number with Call and SMS links, each only where the advertiser takes
 * that kind of contact. The number is in no page or answer until the tap, which the advertiser's
 * statistics count (docs/product/listings-and-moderation.md#phone-numbers). Without either kind
 * of contact, a line says so rather than an empty space.
 */
export function ContactActions({ profile, revealPhone }: ContactActionsProps) {
  const { id, contact, name } = profile;
  const reveal = useMutation({ mutationKey: ['phone-reveal', id], mutationFn: revealPhone });
  const firstLink = useRef<HTMLAnchorElement>(null);
  const phone = reveal.data;

  // The button is gone once the number shows: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (phone) firstLink.current?.focus();
  }, [phone]);

  if (!contact.call && !contact.sms) {
    return (
      <p className={styles.none}>{name} does not take calls or texts through the directory.</p>
    );
  }

  if (!phone) {
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => reveal.mutate()}
          disabled={reveal.isPending}
        >
          <span aria-hidden="true">☎</span>{' '}
          {reveal.isPending ? PHONE_REVEAL_MESSAGES.busy : PHONE_REVEAL_MESSAGES.show}
        </button>
        {reveal.isError ? (
          <p className={styles.error} role="alert">
            {serverMessageOf(reveal.error) ?? PHONE_REVEAL_MESSAGES.failed}
          </p>
        ) : null}
      </div>
    );
  }

  const dial = toDialString(phone);
  return (
    <div className={styles.actions}>
      {contact.call ? (
        <a ref={firstLink} className="button" href={`tel:${dial}`}>
          <span aria-hidden="true">☎</span> Call {formatPhone(phone)}
        </a>
      ) : null}
      {contact.sms ? (
        <a
          ref={contact.call ? undefined : firstLink}
          className="button button--ghost"
          href={`sms:${dial}`}
        >
          <span aria-hidden="true">✉</span>{' '}
          {contact.call ? 'Send SMS' : `SMS ${formatPhone(phone)}`}
        </a>
      ) : null}
      <p className={styles.note}>Mention this directory when you get in touch.</p>
    </div>
  );
}
