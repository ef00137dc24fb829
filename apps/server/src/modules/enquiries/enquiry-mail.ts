import {
  ACCOUNT_MAIL_SUBJECTS,
  ENQUIRY_REPLY_CHANNEL_LABELS,
  type EnquiryReplyChannel,
} from '@app/contract';
import { stripControlCharacters, type AccountMail } from '../../platform/mail/mailer.js';

export interface EnquiryMailFacts {
  /** The advertiser's account e-mail and name. */
  to: string;
  ownerName: string;
  listingName: string;
  customerName: string;
  message: string;
  replyChannel: EnquiryReplyChannel;
  /** In its canonical form (enquiries.schema.ts). */
  replyContact: string;
  publicUrl: string;
}

/** Line breaks kept as typed, every other control character (a raw CR, NUL, escapes) dropped. */
function plainMultilineText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]+/g, ' ')
      .trim()
  );
}

/**
 * The enquiry as the advertiser reads it: plain text only (nothing the customer wrote is ever
 * read as markup), under the neutral account sender and subject, with how to answer. With an
 * e-mail reply the customer's address is the Reply-To (one checked mailbox, sent encoded), so
 * answering the mail answers the customer.
 */
export function buildEnquiryMail(facts: EnquiryMailFacts): AccountMail {
  const isEmail = facts.replyChannel === 'email';
  const how = `${ENQUIRY_REPLY_CHANNEL_LABELS[facts.replyChannel]}: ${facts.replyContact}`;
  return {
    to: facts.to,
    subject: ACCOUNT_MAIL_SUBJECTS.newEnquiry,
    text: [
      `Hello ${stripControlCharacters(facts.ownerName)},`,
      '',
      `${stripControlCharacters(facts.customerName)} sent an enquiry about your listing "${stripControlCharacters(facts.listingName)}":`,
      '',
      plainMultilineText(facts.message),
      '',
      `They would like a reply by ${how}`,
      isEmail
        ? 'Answering this mail sends your answer to that address, from your own address.'
        : 'Contact them there yourself; nothing you answer goes through the site.',
      'Your own e-mail address was not shown to them.',
      '',
      `Your dashboard: ${facts.publicUrl}/modelDashboard`,
    ].join('\n'),
    ...(isEmail ? { replyTo: { address: facts.replyContact } } : {}),
  };
}
