import { isMailboxAddress } from '@app/contract';

/** An address with the name a mail client shows for it. */
export interface MailAddress {
  name?: string;
  address: string;
}

/**
 * The mailer's own check, after the forms' (docs/product/limits-and-messages.md#e-mail-addresses):
 * it sends to one plain mailbox or not at all, whatever a caller or an old outbox row holds.
 * A one-label domain passes here (ADMIN_EMAIL defaults to `admin@localhost`); forms refuse it.
 */
export function isSendableAddress(address: string): boolean {
  return isMailboxAddress(address, { allowSingleLabelDomain: true });
}

/**
 * MAIL_FROM as written, `Name <address>`, `"Name" <address>` or a bare address, split into its
 * name and address; undefined when the address is not one plain mailbox or the name holds a
 * control character or an angle bracket (config refuses it at start).
 */
export function parseSender(from: string): MailAddress | undefined {
  const trimmed = from.trim();
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(trimmed);
  const address = named ? named[2]! : trimmed;
  if (!isSendableAddress(address)) return undefined;
  if (!named) return { address };
  const name = named[1]!.replace(/^"(.*)"$/, '$1');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f<>]/.test(name)) return undefined;
  return name ? { name, address } : { address };
}
