import { z } from 'zod';
import {
  CONFIRM_MESSAGES,
  EMAIL_MAX_LENGTH,
  NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH,
  NEWSLETTER_MESSAGES,
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
  isNewsletterEmail,
} from './newsletter.js';
import { boundedText, okResponseSchema } from './fields.schema.js';

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

export const NewsletterResponseSchema = okResponseSchema({
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;

export const UnsubscribeParamsSchema = z.object({
  token: z
    .string()
    .min(1, UNSUBSCRIBE_MESSAGES.invalidToken)
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, UNSUBSCRIBE_MESSAGES.invalidToken),
});
export const UnsubscribeResponseSchema = z.object({ message: z.string() });

/** The page sends the token in the body: it never sits in an access log's URL. */
export const NewsletterConfirmInputSchema = z.object(
  {
    token: boundedText(
      NEWSLETTER_CONFIRM_TOKEN_MAX_LENGTH,
      CONFIRM_MESSAGES.invalidToken,
      CONFIRM_MESSAGES.invalidToken,
    ),
  },
  { error: CONFIRM_MESSAGES.invalidToken },
);
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmInputSchema>;
export const NewsletterConfirmResponseSchema = z.object({ message: z.string() });
