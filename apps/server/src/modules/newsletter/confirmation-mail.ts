import {
  CONFIRM_MESSAGES,
  NEWSLETTER_CONFIRMATION,
  SITE_NAME,
  buildNewsletterConfirmPagePath,
} from '@app/contract';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';

/**
 * The double opt-in mail: the site's own words and the link, nothing a visitor typed (the
 * address is only the recipient), since anyone can put any address into the form. The link's
 * origin is PUBLIC_URL, never the request's Host.
 */
export function buildConfirmationMail(input: {
  to: string;
  token: string;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}${buildNewsletterConfirmPagePath(input.token)}`;
  const days = NEWSLETTER_CONFIRMATION.linkValidDays;
  const lines = [
    `Someone, hopefully you, asked to get the ${SITE_NAME} newsletter at this address.`,
    `To confirm, open this link within ${days} days and press the button on the page:`,
    link,
    'If it was not you, ignore this e-mail: without your confirmation you get no newsletter.',
  ];
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>`,
    `<p>${escapeHtml(lines[3]!)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: CONFIRM_MESSAGES.mailSubject,
    text: `${lines.join('\n\n')}\n`,
    html,
    // Newsletter mail: sent as MAIL_FROM reads, its sender name included.
    kind: 'newsletter',
    // The link is a one-time secret: the outbox keeps it only until delivery or expiry.
    secretExpiresAt: input.expiresAt,
  };
}
