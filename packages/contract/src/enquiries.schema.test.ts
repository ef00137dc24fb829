import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, ENQUIRY_MESSAGE_MAX_LENGTH } from './enquiries.js';
import { EnquiryInputSchema, canonicalReplyContact } from './enquiries.schema.js';

const MESSAGE = 'Hello, are you free on Friday evening?';

describe('the enquiry form', () => {
  it('keeps each reply contact in one form', () => {
    expect(canonicalReplyContact('phone', '+61 412 345 678')).toBe('0412345678');
    expect(canonicalReplyContact('telegram', '@Sam_Reply')).toBe('sam_reply');
    expect(canonicalReplyContact('email', 'sam@example.com')).toBe('sam@example.com');
  });

  it('refuses a reply address that is a list or carries a header', () => {
    for (const bad of ['a@example.com, b@example.com', 'a@example.com\nBcc: b@example.com']) {
      const result = EnquiryInputSchema.safeParse({
        message: MESSAGE,
        reply_channel: 'email',
        reply_contact: bad,
      });
      expect(result.error?.issues[0]?.message).toBe(ENQUIRY_MESSAGES.replyEmailInvalid);
    }
  });

  it('refuses a message too short or too long with its message', () => {
    const issue = (message: string) =>
      EnquiryInputSchema.safeParse({ message, reply_channel: 'phone', reply_contact: '0412345678' })
        .error?.issues[0]?.message;
    expect(issue('Hi')).toBe(ENQUIRY_MESSAGES.messageTooShort);
    expect(issue('x'.repeat(ENQUIRY_MESSAGE_MAX_LENGTH + 1))).toBe(ENQUIRY_MESSAGES.messageTooLong);
  });
});
