import { isMailboxAddress } from './mailbox.js';

export const NEWSLETTER_PATH = '/api/newsletter';
export const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Subscribed successfully!',
  failed: 'Subscription failed. Please try again later.',
  /**
   * Shown under the form after the fixed success toast (double opt-in): the toast
   * text is fixed behaviour (docs/product/README.md#fixed-behaviour), so what to do next is said beside it. The same words for every address,
   * new, pending or already confirmed, so the form tells nobody which addresses subscribe.
   */
  checkInbox:
    'One more step: open the link we e-mailed to you to confirm your subscription. Already confirmed? Nothing more to do.',
} as const;

/**
 * docs/product/limits-and-messages.md: after trimming, the e-mail must contain both @ and a dot
 * (the fixed rule), and be one plain mailbox like every address the site mails: the mailbox
 * rule asks for a dotted domain, so it holds the fixed rule.
 */
export function isNewsletterEmail(value: string): boolean {
  return isMailboxAddress(value.trim());
}

/**
 * Unsubscribing (docs/product/blog-newsletter-and-contact.md#newsletter): one click in the mail client (RFC 8058: a POST to the
 * List-Unsubscribe URL) or the page each campaign links to, which confirms.
 */
export const NEWSLETTER_UNSUBSCRIBE_ROUTE = '/api/newsletter/unsubscribe/:token';
export function buildNewsletterUnsubscribePath(token: string): string {
  return `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}
/** The web page a campaign links to, with `?token=`. */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

export const UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  invalidToken:
    'This unsubscribe link is not valid. Copy the whole link from the e-mail and try again.',
} as const;

/**
 * Double opt-in (the Spam Act 2003's consent rule): a sign-up is pending until the
 * address owner opens the mailed link, which leads to this page (`?token=`), and presses its
 * button; the page POSTs the token to NEWSLETTER_CONFIRM_PATH. Only confirmed addresses get
 * campaigns.
 */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';
export function buildNewsletterConfirmPagePath(token: string): string {
  return `${NEWSLETTER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`;
}
export const NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH = 200;

export const NEWSLETTER_CONFIRMATION = {
  /** How long a confirmation link works. */
  linkValidDays: 7,
  /** A pending address asking again is mailed a new link at most once in this many minutes. */
  resendAfterMinutes: 10,
} as const;

export const CONFIRM_MESSAGES = {
  confirmed:
    'Your subscription is confirmed. Thank you! You will get our newsletter at this address.',
  expired:
    'This confirmation link has expired. Subscribe again with the form at the foot of any page to get a new one.',
  invalidToken:
    'This confirmation link is not valid. Copy the whole link from the newest e-mail and try again, or subscribe again.',
  mailSubject: 'Confirm your newsletter subscription',
} as const;
