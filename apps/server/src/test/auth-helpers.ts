import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { freshIp } from './api-test.js';

/** Test-only helpers of the auth API tests (not a test file itself). */

let nextEmail = 1;
export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${nextEmail++}@example.com`;
}

export const GOOD_PASSWORD = 'violet-harbour-71';

export function postJson(app: FastifyInstance, url: string, payload: object, ip = freshIp()) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: ip });
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
  const code = /code for .+ is: (\d{4})/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/Verify\?\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`not a code e-mail:\n${text}`);
  return { code, link: new URL(link) };
}

/** The newest code mailed to `email`. */
export async function latestCode(db: Database, email: string) {
  const [newest] = await outboxFor(db, email);
  if (!newest) throw new Error(`no mail to ${email}`);
  return readVerificationMail(newest.bodyText);
}
