import { OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES, SITE_NAME } from '@app/contract';
import type { MailMessage } from '../../platform/mailer.js';
import { stripControlCharacters } from '../../platform/mailer.js';

/** The code e-mail: the 4-digit code to type and a link that verifies without typing it. */
export function buildVerificationMail(input: {
  to: string;
  name: string;
  code: string;
  link: string;
}): MailMessage {
  const name = stripControlCharacters(input.name);
  const validity = `${OTP_TTL_MINUTES} minutes`;
  return {
    to: input.to,
    subject: `Your ${SITE_NAME} code: ${input.code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your code for ${SITE_NAME} is: ${input.code}`,
      '',
      `Or open this link to verify your e-mail address without typing the code:`,
      input.link,
      '',
      `The code and the link are valid for ${validity} and work once.`,
      'If you did not sign up, ignore this e-mail; nothing happens without the code.',
    ].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Your code for ${escapeHtml(SITE_NAME)} is:</p>`,
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
      `<p>Or <a href="${escapeHtml(input.link)}">verify your e-mail address with one click</a>.</p>`,
      `<p>The code and the link are valid for ${validity} and work once.</p>`,
      '<p>If you did not sign up, ignore this e-mail; nothing happens without the code.</p>',
    ]),
  };
}

/** The reset e-mail: a single-use link to the reset page of the account's role. */
export function buildResetMail(input: { to: string; name: string; link: string }): MailMessage {
  const name = stripControlCharacters(input.name);
  const validity = resetValidity();
  return {
    to: input.to,
    subject: `Reset your ${SITE_NAME} password`,
    text: [
      `Hello ${name},`,
      '',
      `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.`,
      'Open this link to choose a new password:',
      input.link,
      '',
      `The link is valid for ${validity} and works once.`,
      'If you did not ask, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Someone (we hope you) asked to reset the password of your ${escapeHtml(SITE_NAME)} account.</p>`,
      `<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>`,
      `<p>The link is valid for ${validity} and works once.</p>`,
      '<p>If you did not ask, ignore this e-mail; your password stays as it is.</p>',
    ]),
  };
}

/** Account settings: the code that proves a new e-mail address, sent to that address. */
export function buildEmailChangeMail(input: {
  to: string;
  name: string;
  code: string;
}): MailMessage {
  const name = stripControlCharacters(input.name);
  const validity = `${OTP_TTL_MINUTES} minutes`;
  return {
    to: input.to,
    subject: `Confirm your new ${SITE_NAME} e-mail address: ${input.code}`,
    text: [
      `Hello ${name},`,
      '',
      `To make this your ${SITE_NAME} e-mail address, type this code in your account settings: ${input.code}`,
      '',
      `The code is valid for ${validity} and works once.`,
      'If you did not ask for this, ignore this e-mail; nothing changes without the code.',
    ].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>To make this your ${escapeHtml(SITE_NAME)} e-mail address, type this code in your account settings:</p>`,
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
    subject: `Your ${SITE_NAME} e-mail address was changed`,
    text: [
      `Hello ${name},`,
      '',
      `The e-mail address of your ${SITE_NAME} account is now ${input.newEmail}. Mail about your account goes there from now on.`,
      '',
      'If you did not make this change, contact us at once through the contact page.',
    ].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>The e-mail address of your ${escapeHtml(SITE_NAME)} account is now ${escapeHtml(input.newEmail)}. Mail about your account goes there from now on.</p>`,
      '<p>If you did not make this change, contact us at once through the contact page.</p>',
    ]),
  };
}

/** Sent when the password is changed in the settings, so a taken-over account is noticed. */
export function buildPasswordChangedNotice(input: { to: string; name: string }): MailMessage {
  const name = stripControlCharacters(input.name);
  const lines = [
    `The password of your ${SITE_NAME} account was changed, and every other signed-in device was signed out.`,
    'If you did not make this change, reset your password from the sign-in page at once and contact us.',
  ];
  return {
    to: input.to,
    subject: `Your ${SITE_NAME} password was changed`,
    text: [`Hello ${name},`, '', ...lines].join('\n'),
    html: wrapHtml([
      `<p>Hello ${escapeHtml(name)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ]),
  };
}

/** The reset text message: short, with the link. */
export function buildResetText(link: string): string {
  return `${SITE_NAME}: reset your password at ${link} (valid for ${resetValidity()}, works once). Not you? Ignore this message.`;
}

function resetValidity(): string {
  return RESET_LINK_TTL_MINUTES % 60 === 0
    ? `${RESET_LINK_TTL_MINUTES / 60} hour${RESET_LINK_TTL_MINUTES === 60 ? '' : 's'}`
    : `${RESET_LINK_TTL_MINUTES} minutes`;
}

function wrapHtml(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${paragraphs.join('')}<p>${escapeHtml(SITE_NAME)}</p></body></html>`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
