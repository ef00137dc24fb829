import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNEL_MESSAGES,
  PHONE_REVEAL_MESSAGES,
  buildCallHref,
  buildSmsHref,
  contactGreeting,
  type ModelProfile,
  type TapChannel,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { serverMessageOf } from '../../lib/http';
import { formatPhone } from './profile-format';
import styles from './contact-actions.module.css';

interface ContactActionsProps {
  readonly profile: Pick<ModelProfile, 'id' | 'name' | 'contact'>;
  /** Asks for the number: the public page's budgeted call, or the draft's own in a preview. */
  readonly revealPhone: () => Promise<string>;
  /** Opens a channel: the public page's counted call and then its app; nothing in a preview. */
  readonly openChannel: (channel: TapChannel) => Promise<void>;
  /** The enquiry form's opener, when the listing takes enquiries (the page's own, lazily loaded). */
  readonly enquiry?: ReactNode;
}

const ICONS: Record<TapChannel, string> = {
  calls: '☎',
  sms: '✉',
  whatsapp: '◍',
  telegram: '➤',
  signal: '◎',
};

/**
 * One button per channel the advertiser takes, then "Show number" where she takes calls or
 * texts. Neither the number nor a username is in the page until a tap, which the advertiser's
 * statistics count (docs/product/listings-and-moderation.md#contact-channels). Without any
 * channel, a line says so rather than an empty space.
 */
export function ContactActions({
  profile,
  revealPhone,
  openChannel,
  enquiry,
}: ContactActionsProps) {
  const { id, contact, name } = profile;
  const tapChannels = contact.channels.filter(
    (channel): channel is TapChannel => channel !== 'enquiry',
  );
  const open = useMutation({ mutationKey: ['contact-channel', id], mutationFn: openChannel });
  const takesNumber = tapChannels.includes('calls') || tapChannels.includes('sms');

  if (tapChannels.length === 0 && !enquiry) {
    return <p className={styles.none}>{name} does not take contact through the directory.</p>;
  }

  return (
    <div className={styles.actions}>
      {tapChannels.map((channel) => (
        <button
          key={channel}
          type="button"
          className="button"
          onClick={() => open.mutate(channel)}
          disabled={open.isPending}
        >
          <span aria-hidden="true">{ICONS[channel]}</span> {CONTACT_CHANNEL_LABELS[channel]}
        </button>
      ))}
      {open.isError ? (
        <p className={styles.error} role="alert">
          {serverMessageOf(open.error) ?? CONTACT_CHANNEL_MESSAGES.failed}
        </p>
      ) : null}
      {takesNumber ? <ShowNumber profile={profile} revealPhone={revealPhone} /> : null}
      {enquiry}
    </div>
  );
}

/** "Show number", then the number with Call and SMS links where she takes them. */
function ShowNumber({ profile, revealPhone }: Omit<ContactActionsProps, 'openChannel'>) {
  const { id, contact, name } = profile;
  const reveal = useMutation({ mutationKey: ['phone-reveal', id], mutationFn: revealPhone });
  const firstLink = useRef<HTMLAnchorElement>(null);
  const phone = reveal.data;
  const takesCalls = contact.channels.includes('calls');
  const takesSms = contact.channels.includes('sms');

  // The button is gone once the number shows: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (phone) firstLink.current?.focus();
  }, [phone]);

  if (!phone) {
    return (
      <>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => reveal.mutate()}
          disabled={reveal.isPending}
        >
          {reveal.isPending ? PHONE_REVEAL_MESSAGES.busy : PHONE_REVEAL_MESSAGES.show}
        </button>
        {reveal.isError ? (
          <p className={styles.error} role="alert">
            {serverMessageOf(reveal.error) ?? PHONE_REVEAL_MESSAGES.failed}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      {takesCalls ? (
        <a ref={firstLink} className="button" href={buildCallHref(phone)}>
          <span aria-hidden="true">☎</span> Call {formatPhone(phone)}
        </a>
      ) : null}
      {takesSms ? (
        <a
          ref={takesCalls ? undefined : firstLink}
          className="button button--ghost"
          href={buildSmsHref(phone, contactGreeting(name))}
        >
          <span aria-hidden="true">✉</span> {takesCalls ? 'Send SMS' : `SMS ${formatPhone(phone)}`}
        </a>
      ) : null}
      <p className={styles.note}>Mention this directory when you get in touch.</p>
    </>
  );
}
