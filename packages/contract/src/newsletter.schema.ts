import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES, isNewsletterEmail } from './newsletter.js';

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
