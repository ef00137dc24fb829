import {
  ACCOUNT_MAIL_SUBJECTS,
  OTP_GUESS_WINDOW_HOURS,
  OTP_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  SITE_NAME,
  type AccountMailSubject,
} from '@app/contract';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { stripControlCharacters } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';

/*
 * Mail that carries a code or a link goes to an address nobody has proven yet, with what a
 * stranger typed: so it holds no name (the site must not carry a stranger's words to any
 * address), its subject holds no code (lock screens show subjects), and it is marked with
 * the secret's expiry, so the outbox keeps the secret only while it is needed.
 *
 * A lock screen shows the sender, the subject and the opening line: so the subject is one of
 * the contract's neutral account subjects, the mailer adds the neutral sender name, and the
 * site's name comes only after the opening line (docs/product/accounts.md#account-mail).
 */

/** The code e-mail: the 4-digit code to type and a link that verifies without typing it. */
export function buildVerificationMail(input: {
  to: string;
  code: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const validity = `${OTP_TTL_MINUTES} minutes`;
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.signInCode,
    secretExpiresAt: input.expiresAt,
    text: [
      'Hello,',
      '',
      `Your code is: ${input.code}`,
      '',
      `Or open this link to verify your e-mail address at ${SITE_NAME} without typing the code:`,
      input.link,
      '',
      `The code and the link are valid for ${validity} and work once.`,
      'If you did not sign up, ignore this e-mail; nothing happens without the code.',
    ].join('\n'),
    html: wrapHtml([
      '<p>Hello,</p>',
      `<p>Your code is:</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
      `<p>Or <a href="${escapeHtml(input.link)}">verify your e-mail address at ${escapeHtml(SITE_NAME)} with one click</a>.</p>`,
      `<p>The code and the link are valid for ${validity} and work once.</p>`,
      '<p>If you did not sign up, ignore this e-mail; nothing happens without the code.</p>',
    ]),
  };
}

/** The reset e-mail: a single-use link to the reset page of the account's role. */
export function buildResetMail(input: { to: string; link: string; expiresAt: Date }): MailMessage {
  const validity = resetValidity();
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.resetPassword,
    secretExpiresAt: input.expiresAt,
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked to reset the password of your account.',
      `Open this link to choose a new password for ${SITE_NAME}:`,
      input.link,
      '',
      `The link is valid for ${validity} and works once.`,
      'If you did not ask, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
    html: wrapHtml([
      '<p>Hello,</p>',
      '<p>Someone (we hope you) asked to reset the password of your account.</p>',
      `<p><a href="${escapeHtml(input.link)}">Choose a new password for ${escapeHtml(SITE_NAME)}</a></p>`,
      `<p>The link is valid for ${validity} and works once.</p>`,
      '<p>If you did not ask, ignore this e-mail; your password stays as it is.</p>',
    ]),
  };
}

/** Account settings: the code that proves a new e-mail address, sent to that address. */
export function buildEmailChangeMail(input: {
  to: string;
  code: string;
  expiresAt: Date;
}): MailMessage {
  const validity = `${OTP_TTL_MINUTES} minutes`;
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.newAddressCode,
    secretExpiresAt: input.expiresAt,
    text: [
      'Hello,',
      '',
      `To make this your account's e-mail address, type this code in your account settings: ${input.code}`,
      '',
      `Your account is at ${SITE_NAME}.`,
      `The code is valid for ${validity} and works once.`,
      'If you did not ask for this, ignore this e-mail; nothing changes without the code.',
    ].join('\n'),
    html: wrapHtml([
      '<p>Hello,</p>',
      "<p>To make this your account's e-mail address, type this code in your account settings:</p>",
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
      `<p>The code is valid for ${validity} and works once.</p>`,
      '<p>If you did not ask for this, ignore this e-mail; nothing changes without the code.</p>',
    ]),
  };
}

/** Sent to the old address once the change is done, so a taken-over account is noticed. */
export function buildEmailChangedNotice(input: {
  to: string;
  name: string;
  newEmail: string;
}): MailMessage {
  const name = stripControlCharacters(input.name);
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.addressChanged,
    text: [
      `Hello ${name},`,
      '',
      `The e-mail address of your account is now ${input.newEmail}.`,
      `Mail about your ${SITE_NAME} account goes there from now on.`,
      '',
      'If you did not make this change, contact us at once through the contact page.',
    ].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>The e-mail address of your account is now ${escapeHtml(input.newEmail)}. Mail about your ${escapeHtml(SITE_NAME)} account goes there from now on.</p>`,
      '<p>If you did not make this change, contact us at once through the contact page.</p>',
    ]),
  };
}

/** Sent when the password is changed in the settings, so a taken-over account is noticed. */
export function buildPasswordChangedNotice(input: { to: string; name: string }): MailMessage {
  const name = stripControlCharacters(input.name);
  const lines = [
    'The password of your account was changed, and every other signed-in device was signed out.',
    `Your account is at ${SITE_NAME}.`,
    'If you did not make this change, reset your password from the sign-in page at once and contact us.',
  ];
  return noticeMail(input.to, ACCOUNT_MAIL_SUBJECTS.passwordChanged, `Hello ${name},`, lines);
}

/**
 * Sent instead of a code when someone signs up with an address that has an account already
 * (the sign-up answers as a new one does). Nothing the stranger typed is in it.
 */
export function buildSignupAttemptNotice(input: { to: string }): MailMessage {
  const lines = [
    'Someone tried to sign up with this e-mail address, which already has an account with us.',
    `Your account is at ${SITE_NAME}.`,
    'If it was you, sign in, or reset your password from the sign-in page if you have forgotten it.',
    'If it was not you, you need do nothing: no account was created and yours is unchanged.',
  ];
  return noticeMail(input.to, ACCOUNT_MAIL_SUBJECTS.notice, 'Hello,', lines);
}

/**
 * Sent when the account's daily cap on wrong codes is reached (docs/SECURITY.md): someone may be
 * guessing. It carries no code and no link (nothing to steal from a lock screen or a mailbox
 * read over a shoulder), and no name (an unverified account's name was typed by anyone).
 */
export function buildCodeLockNotice(input: { to: string }): MailMessage {
  const lines = [
    `Several wrong codes were entered for your account, so entering codes is locked for up to ${OTP_GUESS_WINDOW_HOURS} hours.`,
    `Your account is at ${SITE_NAME}.`,
    'If this was you, please try again later.',
    'If it was not you, nothing needs doing: nobody got in. Never share a code we send you.',
  ];
  return noticeMail(input.to, ACCOUNT_MAIL_SUBJECTS.notice, 'Hello,', lines);
}

/**
 * Sent instead of a code when an account asks to move to this address, which already has an
 * account (the request answers as for a free address: docs/product/accounts.md#advertiser-account-settings).
 * Nothing about the asking account is in it: its name was typed by whoever holds it.
 */
export function buildAddressWantedNotice(input: { to: string }): MailMessage {
  const lines = [
    'Someone tried to use this e-mail address for another account. No code was sent to them, and nothing changed for you.',
    `Your account is at ${SITE_NAME}.`,
    'If it was you, there is nothing to do: an address can belong to one account only.',
    'If it was not you, you need do nothing either: they cannot use this address.',
  ];
  return noticeMail(input.to, ACCOUNT_MAIL_SUBJECTS.notice, 'Hello,', lines);
}

function resetValidity(): string {
  return RESET_LINK_TTL_MINUTES % 60 === 0
    ? `${RESET_LINK_TTL_MINUTES / 60} hour${RESET_LINK_TTL_MINUTES === 60 ? '' : 's'}`
    : `${RESET_LINK_TTL_MINUTES} minutes`;
}

function wrapHtml(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${paragraphs.join('')}<p>${escapeHtml(SITE_NAME)}</p></body></html>`;
}

/** A notice of plain paragraphs after a greeting: its text and HTML parts say the same. */
function noticeMail(
  to: string,
  subject: AccountMailSubject,
  greeting: string,
  lines: readonly string[],
): MailMessage {
  return {
    to,
    subject,
    text: [greeting, '', ...lines].join('\n'),
    html: wrapHtml([greeting, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`)),
  };
}
