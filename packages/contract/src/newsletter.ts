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
