export const NEWSLETTER_PATH = '/api/newsletter';
export const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Subscribed successfully!',
  failed: 'Subscription failed. Please try again later.',
} as const;

/** SPEC.md section 5: after trimming, the e-mail must contain both @ and a dot. */
export function isNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.includes('@') && email.includes('.');
}

/**
 * Unsubscribing (issue 9): one click in the mail client (RFC 8058: a POST to the
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
