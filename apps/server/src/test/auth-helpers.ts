import { desc, eq } from 'drizzle-orm';
import { CUSTOMER_SIGNUP_API_PATH } from '@app/contract';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { ApiTestContext } from './api-test.js';
import type { ReceivedMail } from './smtp-sink.js';

/** Test-only helpers of the auth API tests (not a test file itself). */

let nextEmail = 1;
export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${nextEmail++}@example.com`;
}

export const GOOD_PASSWORD = 'violet-harbour-71';

/** A customer's sign-up over the API as the form sends it: Pat, `email`, GOOD_PASSWORD. */
export function postCustomerSignup(
  api: Pick<ApiTestContext, 'post'>,
  email: string,
  fields: Record<string, string> = {},
) {
  return api.post(CUSTOMER_SIGNUP_API_PATH, {
    name: 'Pat',
    email,
    password: GOOD_PASSWORD,
    ...fields,
  });
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
}

/** Every message recorded for a recipient, newest first. */
export async function outboxFor(db: Database, recipient: string): Promise<OutboxMessage[]> {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      bodyText: outbox.bodyText,
      bodyHtml: outbox.bodyHtml,
    })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id));
}

/** The code and /Verify link of a code e-mail. */
export function readVerificationMail(text: string): { code: string; link: URL } {
  const code = /\bcode is: (\d{4})/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/Verify\?\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`not a code e-mail:\n${text}`);
  return { code, link: new URL(link) };
}

/** Where a test reads mail: the outbox (no SMTP_URL) or an SMTP sink's received messages. */
export type MailSource = Database | { messages: ReceivedMail[] };

/**
 * The newest code mailed to `email`. Without SMTP the outbox keeps it while it lives; a
 * delivered message's code is blanked from the outbox, so tests with a sink read the sink.
 */
export async function latestCode(source: MailSource, email: string) {
  if ('messages' in source) {
    const newest = source.messages.findLast((message) => message.to.includes(email));
    if (!newest) throw new Error(`no mail to ${email} at the sink`);
    return readVerificationMail(decodeQuotedPrintable(newest.raw));
  }
  const [newest] = await outboxFor(source, email);
  if (!newest) throw new Error(`no mail to ${email}`);
  return readVerificationMail(newest.bodyText);
}

/** A raw SMTP message with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
