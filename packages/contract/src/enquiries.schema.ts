import { z } from 'zod';
import { canonicalTelegramHandle, isTelegramHandle } from './contact-channels.js';
import {
  ENQUIRY_MESSAGE_MAX_LENGTH,
  ENQUIRY_MESSAGE_MIN_LENGTH,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_REPLY_CHANNELS,
  ENQUIRY_REPLY_CONTACT_MAX_LENGTH,
  type EnquiryReplyChannel,
} from './enquiries.js';
import { okResponseSchema } from './fields.schema.js';
import { isMailboxAddress } from './mailbox.js';
import { normalizeAustralianMobile } from './phone.js';

/** The reply contact in its one stored form, or undefined when it does not fit the channel. */
export function canonicalReplyContact(
  channel: EnquiryReplyChannel,
  contact: string,
): string | undefined {
  const text = contact.trim();
  if (channel === 'email') return isMailboxAddress(text) ? text : undefined;
  const mobile = normalizeAustralianMobile(text);
  if (channel !== 'telegram' || mobile) return mobile;
  const handle = canonicalTelegramHandle(text);
  return isTelegramHandle(handle) ? handle : undefined;
}

const REPLY_CONTACT_MESSAGES: Record<EnquiryReplyChannel, string> = {
  email: M.replyEmailInvalid,
  phone: M.replyPhoneInvalid,
  whatsapp: M.replyPhoneInvalid,
  signal: M.replyPhoneInvalid,
  telegram: M.replyTelegramInvalid,
};

/** POST /api/models/:id/enquiries: the message and how the customer wants the reply. */
export const EnquiryInputSchema = z
  .object({
    message: z
      .string({ error: M.messageTooShort })
      .trim()
      .min(ENQUIRY_MESSAGE_MIN_LENGTH, M.messageTooShort)
      .max(ENQUIRY_MESSAGE_MAX_LENGTH, M.messageTooLong),
    reply_channel: z.enum(ENQUIRY_REPLY_CHANNELS, { error: M.replyChannelRequired }),
    reply_contact: z.string().trim().max(ENQUIRY_REPLY_CONTACT_MAX_LENGTH).default(''),
  })
  .superRefine((input, context) => {
    if (canonicalReplyContact(input.reply_channel, input.reply_contact) === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['reply_contact'],
        message: REPLY_CONTACT_MESSAGES[input.reply_channel],
      });
    }
  });
export type EnquiryInput = z.input<typeof EnquiryInputSchema>;

export const EnquiryResponseSchema = okResponseSchema({ message: z.string() });
export type EnquiryResponse = z.infer<typeof EnquiryResponseSchema>;
