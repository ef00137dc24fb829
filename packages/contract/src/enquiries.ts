/**
 * The enquiry form on a profile (docs/product/listings-and-moderation.md#enquiries): a signed-in
 * customer writes to the advertiser, who gets it by mail and replies the way the customer chose.
 */
export const MODEL_ENQUIRIES_API_ROUTE = '/api/models/:id/enquiries';
export function buildModelEnquiriesApiPath(id: number): string {
  return `/api/models/${id}/enquiries`;
}

export const ENQUIRY_MESSAGE_MIN_LENGTH = 20;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 2000;
export const ENQUIRY_REPLY_CONTACT_MAX_LENGTH = 254;

/** How the customer wants the answer (docs/product/limits-and-messages.md#enquiries). */
export const ENQUIRY_REPLY_CHANNELS = ['email', 'phone', 'whatsapp', 'telegram', 'signal'] as const;
export type EnquiryReplyChannel = (typeof ENQUIRY_REPLY_CHANNELS)[number];
export const ENQUIRY_REPLY_CHANNEL_LABELS: Record<EnquiryReplyChannel, string> = {
  email: 'E-mail',
  phone: 'Call or SMS',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  signal: 'Signal',
};

/** Per customer account, and per listing from all customers together. */
export const ENQUIRIES_PER_HOUR = 5;
export const ENQUIRIES_PER_DAY = 20;
export const ENQUIRIES_PER_LISTING_PER_DAY = 30;

export const ENQUIRY_MESSAGES = {
  messageTooShort: `Please write at least ${ENQUIRY_MESSAGE_MIN_LENGTH} characters.`,
  messageTooLong: `Please keep your message under ${ENQUIRY_MESSAGE_MAX_LENGTH} characters.`,
  replyChannelRequired: 'Please choose how you would like a reply.',
  replyEmailInvalid: 'Please enter the e-mail address for the reply.',
  replyPhoneInvalid: 'Please enter a mobile number starting with 04.',
  replyTelegramInvalid: 'Please enter a Telegram username or a mobile number starting with 04.',
  tooManyPerHour: 'You have sent several enquiries in the last hour. Please try again later.',
  tooManyPerDay: 'You have sent many enquiries today. Please try again tomorrow.',
  tooManyForListing:
    'This advertiser has received many enquiries today. Please try again tomorrow.',
  sent: 'Your message was sent. The advertiser will reply the way you chose.',
  signIn: 'Sign in as a customer to send a message.',
  customersOnly: 'Only customer accounts can send enquiries.',
  failed: 'Your message could not be sent. Please try again.',
} as const;
