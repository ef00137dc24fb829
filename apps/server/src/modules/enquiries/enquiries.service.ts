import { and, arrayContains, eq } from 'drizzle-orm';
import { MESSAGES, canonicalReplyContact, type EnquiryInput } from '@app/contract';
import type { Database } from '../../db/client.js';
import { models, users } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { recordListingStat } from '../advertiser/index.js';
import { buildEnquiryMail } from './enquiry-mail.js';

/** The owner of a live listing that takes enquiries; 404 like an unknown listing otherwise. */
async function findEnquiryTarget(db: Database, listingId: number) {
  const [target] = await db
    .select({ listingName: models.name, ownerName: users.name, ownerEmail: users.email })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(
      and(
        eq(models.id, listingId),
        eq(models.status, 'live'),
        arrayContains(models.contactChannels, ['enquiry']),
      ),
    );
  if (!target) throw new AppError('not_found', MESSAGES.notFound);
  return target;
}

/**
 * Mails a customer's enquiry to the listing's advertiser: the mail and today's count are
 * written in one transaction (the outbox relays it should this delivery fail; decision 025),
 * then delivered. Nothing of the advertiser's goes back to the customer.
 */
export async function sendEnquiry(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  listingId: number,
  customerId: number,
  input: Required<EnquiryInput>,
): Promise<void> {
  const { db, mailer, publicUrl } = deps;
  const target = await findEnquiryTarget(db, listingId);
  const [customer] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, customerId));
  const mail = buildEnquiryMail({
    to: target.ownerEmail,
    ownerName: target.ownerName,
    listingName: target.listingName,
    customerName: customer?.name ?? '',
    message: input.message,
    replyChannel: input.reply_channel,
    // The schema has checked it fits the channel.
    replyContact: canonicalReplyContact(input.reply_channel, input.reply_contact) ?? '',
    publicUrl,
  });
  const outboxId = await db.transaction(async (tx) => {
    await recordListingStat(tx, listingId, 'enquiries');
    return mailer.record(mail, tx);
  });
  await mailer.deliver(outboxId);
}
