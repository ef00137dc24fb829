/**
 * What a lock screen shows of account mail (docs/product/accounts.md#account-mail): the sender's
 * name, the subject and the first line. On an adult directory that must not say what the site
 * is, so account mail has a neutral sender name (MAIL_ACCOUNT_SENDER, this by default) and
 * one of these subjects, never the site's name. Newsletter mail, which people asked for by the
 * site's name, keeps MAIL_FROM's.
 */
export const ACCOUNT_MAIL_SENDER_NAME = 'Account notices';

/** Every subject of account mail; the server's mail builders can take no other (MailMessage). */
export const ACCOUNT_MAIL_SUBJECTS = {
  signInCode: 'Your sign-in code',
  resetPassword: 'Reset your password',
  newAddressCode: 'Confirm your new e-mail address',
  addressChanged: 'Your e-mail address was changed',
  passwordChanged: 'Your password was changed',
  /** Sign-up with the address, wrong codes, the address wanted for another account. */
  notice: 'Account notice',
  adminInvite: 'Your invitation to the admin team',
  listingLive: 'Your listing is live',
  changesLive: 'Your changes are live',
  listingNeedsChanges: 'Your listing needs changes',
  changesNotApproved: 'Your changes were not approved',
  listingSuspended: 'Your listing was suspended',
  listingRestored: 'Your listing was restored',
  listingVerified: 'Your listing is verified',
  listingBackInReview: 'Your listing is back in review',
  changesBackInReview: 'Your changes are back in review',
  verificationDeclined: 'Your verification request',
  /** A customer's message from the profile's enquiry form. */
  newEnquiry: 'A new enquiry',
  /** A customer's alerts (docs/product/accounts.md#saved-searches-and-tour-alerts). */
  savedSearchResults: 'New results for your saved search',
  tourAlert: 'A saved listing is visiting your city',
} as const;
export type AccountMailSubject = (typeof ACCOUNT_MAIL_SUBJECTS)[keyof typeof ACCOUNT_MAIL_SUBJECTS];

/**
 * The owner of an address another account asked to move to is told at most once in this many
 * hours, so nobody can flood a mailbox through the e-mail change form.
 */
export const ADDRESS_WANTED_NOTICE_HOURS = 24;

/**
 * Words that tell an onlooker what kind of site wrote: the site's own trade words (escort,
 * companion, the filter values BDSM, body rub, strip), the words the law and the press use for
 * it (adult, brothel, sex work), and the common explicit ones. Matched at the start of a word,
 * any case, so plurals and endings count (`escorts`, `sexual`) and `Sussex` does not. A short
 * list on purpose: it checks the project's own fixed texts, not what people write.
 */
export const ADULT_WORDS = [
  'escort',
  'companion',
  'adult',
  'sex',
  'erotic',
  'brothel',
  'bdsm',
  'fetish',
  'kink',
  'porn',
  'nude',
  'naked',
  'xxx',
  'strip',
  'massage',
  'body rub',
  'bodyrub',
  'hooker',
  'prostitut',
  'sensual',
  'intimate',
  'hookup',
] as const;

const ADULT_WORD_PATTERN = new RegExp(`\\b(?:${ADULT_WORDS.join('|')})`, 'i');

/** The first adult word in `text`, as written there, or undefined. */
export function findAdultWord(text: string): string | undefined {
  const match = ADULT_WORD_PATTERN.exec(text);
  return match ? match[0] : undefined;
}
