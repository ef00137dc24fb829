import type { ModelProfile } from '@app/contract';
import { countContactClick } from '../api/count-contact-click';
import { formatPhone, toDialString } from '../lib/profile-format';
import styles from './contact-actions.module.css';

interface ContactActionsProps {
  readonly profile: Pick<ModelProfile, 'id' | 'name' | 'phone' | 'contact'>;
}

/**
 * Call and SMS links, each only when the listing has a phone number and the advertiser
 * takes that kind of contact. Without either, a line says so rather than an empty space.
 * Each press is counted for the advertiser's statistics (fire and forget).
 */
export function ContactActions({ profile }: ContactActionsProps) {
  const { id, phone, contact, name } = profile;
  const dial = phone ? toDialString(phone) : '';
  const canCall = Boolean(dial) && contact.call;
  const canText = Boolean(dial) && contact.sms;

  if (!canCall && !canText) {
    return (
      <p className={styles.none}>{name} does not take calls or texts through the directory.</p>
    );
  }

  return (
    <div className={styles.actions}>
      {canCall ? (
        <a className="button" href={`tel:${dial}`} onClick={() => countContactClick(id, 'call')}>
          <span aria-hidden="true">☎</span> Call {formatPhone(phone ?? '')}
        </a>
      ) : null}
      {canText ? (
        <a
          className="button button--ghost"
          href={`sms:${dial}`}
          onClick={() => countContactClick(id, 'sms')}
        >
          <span aria-hidden="true">✉</span> Send SMS
        </a>
      ) : null}
      <p className={styles.note}>Mention this directory when you get in touch.</p>
    </div>
  );
}
