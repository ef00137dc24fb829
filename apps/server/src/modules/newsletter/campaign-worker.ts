import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import { CAMPAIGN_SEND_JOB } from '@app/contract';
import type { Database } from '../../db/client.js';
import { campaignDeliveries, newsletterCampaigns } from '../../db/schema.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { buildCampaignMail } from './campaign-mail.js';
import { SKIPPED_UNSUBSCRIBED } from './campaigns.service.js';

/** What a campaign's send job carries. */
export interface CampaignJobData {
  campaignId: number;
}

export interface CampaignWorkerDeps {
  db: Database;
  /** Holds the campaign's advisory lock on one connection for the whole send. */
  pool: pg.Pool;
  jobQueue: JobQueue;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL: the origin of the mail's links (a job queued by an older server may carry its own; it is ignored). */
  publicUrl: string;
}

/** First number of the two-part advisory lock key: "a campaign's send". */
const CAMPAIGN_LOCK_CLASS = 7_140_001;
/** A delivery interrupted this often (the server died mid-send each time) is given up. */
const MAX_ATTEMPTS = 3;

export function queueCampaignJob(jobQueue: JobQueue, data: CampaignJobData): Promise<void> {
  // A second job for the same campaign is harmless: it finds the lock taken or nothing left.
  return jobQueue.send(CAMPAIGN_SEND_JOB, data);
}

/**
 * Runs campaign sends in this process (server.ts). Several servers may run it: a campaign is
 * sent by the one holding its advisory lock, each delivery claimed pending → sending
 * (committed) before SMTP and then marked sent or failed. At start-up it queues every
 * campaign still `sending`, so a send cut short by a crash resumes at once instead of after
 * the dead job's expiry; while running it looks each minute for a campaign whose sender died
 * on another server. Returns a function that stops the look-out and asks sends in hand to
 * stop between two mails.
 *
 * It starts once the server answers, so the database may be down (or stop) just then: taking
 * jobs and the start-up resume are tried again, with a doubling wait, rather than ending a
 * server that is up (docs/RELIABILITY.md).
 */
export async function startCampaignWorker(deps: CampaignWorkerDeps): Promise<() => void> {
  const stopping = { value: false };
  let isTakingJobs = false;
  let retry: NodeJS.Timeout | undefined;
  const start = async (attempt: number): Promise<void> => {
    try {
      if (!isTakingJobs) {
        await deps.jobQueue.work<CampaignJobData>(CAMPAIGN_SEND_JOB, (data) =>
          sendCampaign(deps, data, stopping),
        );
        isTakingJobs = true;
      }
      await resumeCampaigns(deps, await readUnfinishedCampaigns(deps.db));
    } catch (error) {
      if (stopping.value) return;
      const waitMs = Math.min(START_RETRY_FIRST_MS * 2 ** attempt, LOOKOUT_INTERVAL_MS);
      deps.logger.warn({ err: error, waitMs }, 'campaign sending could not start; trying again');
      retry = setTimeout(() => void start(attempt + 1), waitMs);
      retry.unref();
    }
  };
  await start(0);
  const lookout = setInterval(() => {
    readUnfinishedCampaigns(deps.db, STALLED_AFTER_MS)
      .then((stalled) => resumeCampaigns(deps, stalled))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'campaign look-out failed'));
  }, LOOKOUT_INTERVAL_MS);
  lookout.unref();
  return () => {
    stopping.value = true;
    clearTimeout(retry);
    clearInterval(lookout);
  };
}

/** The first wait before trying again to start campaign sending. */
const START_RETRY_FIRST_MS = 1_000;
/** How often a worker looks for a campaign whose sender died, and when one counts as stalled. */
const LOOKOUT_INTERVAL_MS = 60_000;
/** Longer than one mail can take (the mailer's SMTP time-outs add up to 40 s). */
const STALLED_AFTER_MS = 2 * 60_000;

/**
 * Campaigns still `sending`; with `idleForMs`, only those none of whose deliveries moved for
 * that long (a live sender updates one at least every mail).
 */
export async function readUnfinishedCampaigns(db: Database, idleForMs?: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    SELECT c.id FROM newsletter_campaigns c
     WHERE c.status = 'sending'
       AND (${idleForMs ?? null}::int IS NULL OR NOT EXISTS (
             SELECT 1 FROM campaign_deliveries d
              WHERE d.campaign_id = c.id
                AND d.updated_at > now() - make_interval(secs => ${(idleForMs ?? 0) / 1000}))) `);
  return result.rows.map((row) => row.id);
}

async function resumeCampaigns(deps: CampaignWorkerDeps, campaignIds: number[]): Promise<void> {
  for (const campaignId of campaignIds) {
    deps.logger.info({ campaignId }, 'resuming an unfinished campaign');
    await queueCampaignJob(deps.jobQueue, { campaignId });
  }
}

/**
 * Sends what is left of one campaign. Safe to run twice at once (the second finds the lock
 * taken and leaves) and after a crash (deliveries left `sending` by a dead server go back
 * to pending: the lock proves nobody is mailing them now).
 */
export async function sendCampaign(
  deps: CampaignWorkerDeps,
  { campaignId }: CampaignJobData,
  stopping: { value: boolean } = { value: false },
): Promise<void> {
  const { db, mailer, logger } = deps;
  const lockClient = await deps.pool.connect();
  try {
    const { rows } = await lockClient.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, $2) AS locked',
      [CAMPAIGN_LOCK_CLASS, campaignId],
    );
    if (!rows[0]?.locked) {
      logger.info({ campaignId }, 'campaign is being sent by another worker');
      return;
    }
    try {
      const [campaign] = await db
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, campaignId));
      if (!campaign || campaign.status !== 'sending') return;
      await recoverInterruptedDeliveries(db, campaignId);
      for (;;) {
        if (stopping.value) throw new Error('stopped for shutdown; the send resumes on a retry');
        const delivery = await claimNextDelivery(db, campaignId);
        if (!delivery) break;
        if (delivery.unsubscribed) {
          await finishDelivery(db, delivery.id, 'failed', SKIPPED_UNSUBSCRIBED);
          continue;
        }
        const result = await mailer.send(
          buildCampaignMail({
            campaignId,
            subject: campaign.subject,
            bodyHtml: campaign.bodyHtml,
            to: delivery.email,
            unsubscribeToken: delivery.token,
            subscriberId: delivery.subscriberId,
            baseUrl: deps.publicUrl,
          }),
        );
        if (result.status === 'failed') {
          await finishDelivery(db, delivery.id, 'failed', result.error ?? 'delivery failed');
        } else {
          await finishDelivery(db, delivery.id, 'sent', null);
        }
      }
      await markCampaignSentWhenDone(db, campaignId);
      logger.info({ campaignId }, 'campaign sent');
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1, $2)', [
        CAMPAIGN_LOCK_CLASS,
        campaignId,
      ]);
    }
  } finally {
    lockClient.release();
  }
}

/**
 * A delivery still `sending` while we hold the lock was claimed by a server that died before
 * it recorded the outcome. It is tried again (the one window for a duplicate: the SMTP server
 * had taken the mail, the process died before the UPDATE; its fixed Message-ID lets the
 * provider drop the copy). One interrupted too often is given up as failed.
 */
async function recoverInterruptedDeliveries(db: Database, campaignId: number): Promise<void> {
  const interrupted = and(
    eq(campaignDeliveries.campaignId, campaignId),
    eq(campaignDeliveries.status, 'sending'),
  );
  await db
    .update(campaignDeliveries)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(interrupted, lt(campaignDeliveries.attempts, MAX_ATTEMPTS)));
  await db
    .update(campaignDeliveries)
    .set({
      status: 'failed',
      error: 'interrupted too often while sending',
      updatedAt: new Date(),
    })
    .where(and(interrupted, gte(campaignDeliveries.attempts, MAX_ATTEMPTS)));
}

interface ClaimedDelivery {
  id: number;
  subscriberId: number;
  email: string;
  token: string;
  unsubscribed: boolean;
}

/** Takes the next pending delivery: `sending`, one more attempt, committed before any SMTP. */
async function claimNextDelivery(
  db: Database,
  campaignId: number,
): Promise<ClaimedDelivery | undefined> {
  const result = await db.execute<{
    id: string;
    subscriber_id: number;
    email: string;
    unsubscribe_token: string;
    unsubscribed: boolean;
  }>(sql`
    UPDATE campaign_deliveries d
       SET status = 'sending', attempts = d.attempts + 1, updated_at = now()
      FROM newsletter_subscribers s
     WHERE d.id = (
             SELECT id FROM campaign_deliveries
              WHERE campaign_id = ${campaignId} AND status = 'pending'
              ORDER BY id
              LIMIT 1
                FOR UPDATE SKIP LOCKED)
       AND s.id = d.subscriber_id
    RETURNING d.id, d.subscriber_id, d.email, s.unsubscribe_token,
              -- Unsubscribed since the send was queued, or signed up again and not yet
              -- confirmed (which clears the earlier consent): either way, no mail.
              (s.unsubscribed_at IS NOT NULL OR s.confirmed_at IS NULL) AS unsubscribed`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    subscriberId: row.subscriber_id,
    email: row.email,
    token: row.unsubscribe_token,
    unsubscribed: row.unsubscribed,
  };
}

async function finishDelivery(
  db: Database,
  id: number,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .update(campaignDeliveries)
    .set({
      status,
      error: error?.slice(0, 2000) ?? null,
      sentAt: status === 'sent' ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(campaignDeliveries.id, id));
}

async function markCampaignSentWhenDone(db: Database, campaignId: number): Promise<void> {
  await db
    .update(newsletterCampaigns)
    .set({ status: 'sent', finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(newsletterCampaigns.id, campaignId),
        eq(newsletterCampaigns.status, 'sending'),
        notExists(
          db
            .select({ id: campaignDeliveries.id })
            .from(campaignDeliveries)
            .where(
              and(
                eq(campaignDeliveries.campaignId, campaignId),
                inArray(campaignDeliveries.status, ['pending', 'sending']),
              ),
            ),
        ),
      ),
    );
}
