import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.js';
import { boundedText, emailText, okResponseSchema } from './fields.schema.js';

export const ContactInputSchema = z.object({
  name: boundedText(
    CONTACT_LIMITS.nameMax,
    CONTACT_MESSAGES.nameRequired,
    CONTACT_MESSAGES.nameTooLong,
  ),
  email: emailText(
    CONTACT_LIMITS.emailMax,
    CONTACT_MESSAGES.emailRequired,
    CONTACT_MESSAGES.emailInvalid,
  ),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, CONTACT_MESSAGES.phoneInvalid)
    .regex(/^(\+?[\d ]{6,})?$/, CONTACT_MESSAGES.phoneInvalid)
    .optional(),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

export const ContactResponseSchema = okResponseSchema({ message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
