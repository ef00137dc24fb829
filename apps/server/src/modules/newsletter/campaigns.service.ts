import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  CAMPAIGN_ALLOWED_TAGS,
  type AdminCampaign,
  type AdminCampaignSummary,
  type AdminPage,
  type CampaignProgress,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { campaignDeliveries, newsletterCampaigns, newsletterSubscribers } from '../../db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { htmlToText, sanitizeHtmlToTags } from '../../platform/text/sanitize-html.js';
import { toAdminPage } from '../admin/index.js';

/** The error a delivery skipped for an unsubscribed address carries (counted as skipped). */
export const SKIPPED_UNSUBSCRIBED = 'skipped: the address unsubscribed before it was mailed';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type Executor = Pick<Database, 'select'>;

const NO_PROGRESS: CampaignProgress = { recipients: 0, sent: 0, failed: 0, skipped: 0, left: 0 };

/** Sent, failed, skipped and left of each campaign, from its deliveries. */
export async function readProgress(
  db: Executor,
  campaignIds: number[],
): Promise<Map<number, CampaignProgress>> {
  const progress = new Map<number, CampaignProgress>();
  if (campaignIds.length === 0) return progress;
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      status: campaignDeliveries.status,
      skipped: sql<boolean>`${campaignDeliveries.error} = ${SKIPPED_UNSUBSCRIBED}`,
      total: count(),
    })
    .from(campaignDeliveries)
    .where(inArray(campaignDeliveries.campaignId, campaignIds))
    // `3`: the third selected column, the skipped flag (its expression, by position).
    .groupBy(campaignDeliveries.campaignId, campaignDeliveries.status, sql`3`);
  for (const row of rows) {
    const entry = { ...(progress.get(row.campaignId) ?? NO_PROGRESS) };
    entry.recipients += row.total;
    if (row.status === 'sent') entry.sent += row.total;
    else if (row.status === 'failed' && row.skipped) entry.skipped += row.total;
    else if (row.status === 'failed') entry.failed += row.total;
    else entry.left += row.total;
    progress.set(row.campaignId, entry);
  }
  return progress;
}

function toSummary(row: CampaignRow, progress: CampaignProgress | undefined): AdminCampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    queued_at: row.queuedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    progress: progress ?? NO_PROGRESS,
  };
}

/** One page of campaigns, newest first, each with its progress. */
export async function listCampaigns(
  db: Database,
  { page, per_page }: { page: number; per_page: number },
): Promise<AdminPage<AdminCampaignSummary>> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(newsletterCampaigns)
      .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ total: count() }).from(newsletterCampaigns),
  ]);
  const progress = await readProgress(
    db,
    rows.map((row) => row.id),
  );
  const total = totalRow?.total ?? 0;
  return toAdminPage(
    rows.map((row) => toSummary(row, progress.get(row.id))),
    { page, per_page },
    total,
  );
}

/** Confirmed (double opt-in) and not unsubscribed: the addresses a campaign goes to. */
export async function countActiveSubscribers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.unsubscribedAt),
        isNotNull(newsletterSubscribers.confirmedAt),
      ),
    );
  return row?.total ?? 0;
}

async function findCampaign(db: Executor, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) throw new AppError('not_found', M.campaignNotFound);
  return row;
}

/** A campaign with its body, progress and how many addresses a send would reach now. */
export async function readCampaign(db: Database, id: number): Promise<AdminCampaign> {
  const row = await findCampaign(db, id);
  const [progress, activeSubscribers] = await Promise.all([
    readProgress(db, [id]),
    countActiveSubscribers(db),
  ]);
  return {
    ...toSummary(row, progress.get(id)),
    body_html: row.bodyHtml,
    active_subscribers: activeSubscribers,
  };
}

/** The body as stored: the contract's allow-list only; a body with no text is refused. */
function cleanBody(bodyHtml: string): string {
  const clean = sanitizeHtmlToTags(bodyHtml, CAMPAIGN_ALLOWED_TAGS);
  if (!htmlToText(clean)) {
    throw new AppError('unprocessable', M.bodyRequired, { body_html: M.bodyRequired });
  }
  return clean;
}

export async function createCampaign(
  db: Database,
  input: { subject: string; body_html: string },
  createdBy: number,
): Promise<number> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ subject: input.subject, bodyHtml: cleanBody(input.body_html), createdBy })
    .returning({ id: newsletterCampaigns.id });
  return row!.id;
}

/** Changes a draft; a campaign already queued or sent is refused (409). */
export async function updateCampaign(
  db: Database,
  id: number,
  input: { subject: string; body_html: string },
): Promise<void> {
  const bodyHtml = cleanBody(input.body_html);
  const rows = await db
    .update(newsletterCampaigns)
    .set({ subject: input.subject, bodyHtml, updatedAt: new Date() })
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
    .returning({ id: newsletterCampaigns.id });
  if (rows.length === 0) await refuseNotADraft(db, id);
}

export async function deleteDraft(db: Database, id: number): Promise<void> {
  const rows = await db
    .delete(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
    .returning({ id: newsletterCampaigns.id });
  if (rows.length === 0) await refuseNotADraft(db, id);
}

/** 404 when there is no such campaign, else 409: it is no longer a draft. */
async function refuseNotADraft(db: Database, id: number): Promise<never> {
  await findCampaign(db, id);
  throw new AppError('conflict', M.notADraft);
}

/** A campaign's row in any status (the test send mails a sent one too); 404 if none. */
export async function readCampaignRow(db: Database, id: number): Promise<CampaignRow> {
  return findCampaign(db, id);
}

/**
 * Fixes the recipients of a draft: one pending delivery per active subscriber (confirmed by
 * the mailed link and not unsubscribed; a pending sign-up gets nothing), and the
 * campaign becomes `sending`, in one transaction (the row lock makes a double click queue
 * it once). The caller queues the job after the commit; a crash between the two is caught
 * up by the worker's start-up resume. Returns the number of recipients.
 */
export async function fixRecipients(
  db: Database,
  id: number,
  /** Runs in the same transaction (the audit entry). */
  onFixed: (tx: Pick<Database, 'insert'>, recipients: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for('update');
    if (!campaign) throw new AppError('not_found', M.campaignNotFound);
    if (campaign.status !== 'draft') throw new AppError('conflict', M.notADraft);
    if (!htmlToText(campaign.bodyHtml)) {
      throw new AppError('unprocessable', M.bodyRequired, { body_html: M.bodyRequired });
    }
    const inserted = await tx.execute(sql`
      INSERT INTO campaign_deliveries (campaign_id, subscriber_id, email)
      SELECT ${id}, id, email FROM newsletter_subscribers
       WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL
      ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`);
    const recipients = inserted.rowCount ?? 0;
    if (recipients === 0) throw new AppError('unprocessable', M.noActiveSubscribers);
    await tx
      .update(newsletterCampaigns)
      .set({ status: 'sending', queuedAt: new Date(), updatedAt: new Date() })
      .where(eq(newsletterCampaigns.id, id));
    await onFixed(tx, recipients);
    return recipients;
  });
}
