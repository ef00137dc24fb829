/**
 * The one rule for an e-mail address the site mails (docs/product/limits-and-messages.md#e-mail-addresses):
 * one plain mailbox, `local@domain`, and nothing a mail header could read as more. A comma or
 * semicolon would make a list of recipients, a line break a new header (`Bcc:`), `Name <a@b>`
 * or quotes a display name around another address, `group: a@b;` a group. None of these
 * characters can appear in what this rule accepts. No zod here: the footer's newsletter box
 * checks with it on the home page's first load.
 */

/** RFC 5321's limits: the path, the part before the @, one label of the domain. */
export const MAILBOX_LIMITS = { address: 254, localPart: 64, domainLabel: 63 } as const;

/**
 * Letters, digits and `_ ' + -`, in dot-separated words (no leading, trailing or double dot).
 * RFC 5322 allows more (`! # $ % & * / = ? ^ { | } ~`, quoted strings); `%` and `!` once routed
 * mail onwards, and none of them is in an address people type, so they stay out.
 */
const LOCAL_PART = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*$/;
/** A host name label: letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** The last label: letters (`au`, `com`), or an internationalised one in its ASCII form. */
const TOP_LEVEL_LABEL = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

export interface MailboxRuleOptions {
  /**
   * Accept a domain of one label (`admin@localhost`): the operator's own addresses (MAIL_FROM,
   * ADMIN_EMAIL) and the mailer's last check. Never for what a visitor types: a dotless domain
   * there is a typo (`me@gmailcom`).
   */
  allowSingleLabelDomain?: boolean;
}

/** Whether `value` (as given: trim first where a form trims) is one plain mailbox address. */
export function isMailboxAddress(value: string, options: MailboxRuleOptions = {}): boolean {
  if (value.length > MAILBOX_LIMITS.address) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const localPart = value.slice(0, at);
  if (localPart.length > MAILBOX_LIMITS.localPart || !LOCAL_PART.test(localPart)) return false;
  const labels = value.slice(at + 1).split('.');
  const labelsOk = labels.every(
    (label) => label.length <= MAILBOX_LIMITS.domainLabel && DOMAIN_LABEL.test(label),
  );
  if (!labelsOk) return false;
  if (labels.length === 1) return options.allowSingleLabelDomain === true;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1]!);
}
