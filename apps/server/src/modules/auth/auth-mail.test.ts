import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_SENDER_NAME,
  ACCOUNT_MAIL_SUBJECTS,
  SITE_NAME,
  findAdultWord,
} from '@app/contract';
import { loadConfig } from '../../platform/config/config.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import {
  buildAddressWantedNotice,
  buildCodeLockNotice,
  buildEmailChangeMail,
  buildEmailChangedNotice,
  buildPasswordChangedNotice,
  buildResetMail,
  buildSignupAttemptNotice,
  buildVerificationMail,
} from './auth-mail.js';

const to = 'pat@example.com';
const expiresAt = new Date(Date.now() + 10 * 60_000);
const link = 'https://directory.example/Verify?id=1&token=abc';

const AUTH_MAILS: readonly [string, MailMessage][] = [
  ['code', buildVerificationMail({ to, code: '1234', link, expiresAt })],
  ['reset', buildResetMail({ to, link, expiresAt })],
  ['new-address code', buildEmailChangeMail({ to, code: '1234', expiresAt })],
  ['address changed', buildEmailChangedNotice({ to, name: 'Pat', newEmail: 'new@example.com' })],
  ['password changed', buildPasswordChangedNotice({ to, name: 'Pat' })],
  ['sign-up attempt', buildSignupAttemptNotice({ to })],
  ['wrong codes', buildCodeLockNotice({ to })],
  ['address wanted', buildAddressWantedNotice({ to })],
];

/** What a lock screen shows of the text besides sender and subject: about two lines. */
function openingOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 2)
    .join('\n');
}

describe('account mail on a lock screen (docs/product/accounts.md#account-mail)', () => {
  it('has no adult word or site name in any account subject or in the default sender name', () => {
    const shown = [
      ...Object.values(ACCOUNT_MAIL_SUBJECTS),
      ACCOUNT_MAIL_SENDER_NAME,
      loadConfig({}).mailAccountFromName,
    ];

    for (const text of shown) {
      expect(findAdultWord(text), text).toBeUndefined();
      expect(text).not.toContain(SITE_NAME);
    }
    // The list catches the site's own name, so a subject naming the site would fail above.
    expect(findAdultWord(SITE_NAME)).toBeDefined();
  });

  it.each(AUTH_MAILS)(
    'the %s mail is account mail whose opening lines name neither the site nor anything adult',
    (_mail, message) => {
      expect(message.kind ?? 'account').toBe('account');
      expect(Object.values(ACCOUNT_MAIL_SUBJECTS)).toContain(message.subject);
      const opening = openingOf(message.text);
      expect(findAdultWord(opening), opening).toBeUndefined();
      expect(opening).not.toContain(SITE_NAME);
    },
  );
});
