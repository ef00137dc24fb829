import { z } from 'zod';

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

export const NewsletterInputSchema = z.object(
  {
    email: z
      .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
      .trim()
      .max(EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.invalidEmail)
      .refine(isNewsletterEmail, NEWSLETTER_MESSAGES.invalidEmail),
  },
  // A missing or non-JSON body has no e-mail in it either.
  { error: NEWSLETTER_MESSAGES.invalidEmail },
);
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;

export const NewsletterResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
