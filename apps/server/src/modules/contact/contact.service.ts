import type { z } from 'zod';
import type { ContactInputSchema } from '@app/contract';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { stripControlCharacters, type Mailer } from '../../platform/mail/mailer.js';

export type ContactMessage = z.output<typeof ContactInputSchema>;

export interface ContactOptions {
  mailer: Mailer;
  /** Where the message is mailed (ADMIN_EMAIL). */
  adminEmail: string;
}

/**
 * Stores a visitor's message, then mails it to the admin with Reply-To the visitor, so a
 * reply from the mail client goes straight back. The stored row is the record: a mail
 * server that is down does not fail the visitor (the outbox keeps the error).
 */
export async function submitContactMessage(
  db: Database,
  input: ContactMessage,
  { mailer, adminEmail }: ContactOptions,
): Promise<void> {
  const phone = input.phone ? input.phone : null;
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    phone,
    message: input.message,
  });
  const name = stripControlCharacters(input.name);
  await mailer.send({
    kind: 'team',
    to: adminEmail,
    subject: `Contact message from ${name}`,
    text: [
      `Name: ${name}`,
      `E-mail: ${input.email}`,
      `Phone: ${phone ?? 'not given'}`,
      '',
      input.message,
    ].join('\n'),
    replyTo: { name, address: input.email },
  });
}
