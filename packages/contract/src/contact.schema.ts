import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.js';

export const ContactInputSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
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

export const ContactResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
