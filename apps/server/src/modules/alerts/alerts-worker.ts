import { SAVED_SEARCH_ALERTS_JOB, TOUR_ALERTS_JOB } from '@app/contract';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { sendDueSavedSearches, type AlertDeps } from './saved-search-alerts.js';
import { sendTourAlerts, type TourAlertJobData } from './tour-alerts.js';

export interface AlertsWorkerDeps extends AlertDeps {
  jobQueue: JobQueue;
  /** How often this server queues the sweeps; tests shorten it. */
  sweepIntervalMs?: number;
}

/**
 * Every server queues both sweeps this often. Several servers queue several jobs: each run
 * takes its saved searches with SKIP LOCKED and inserts tour alerts with ON CONFLICT DO
 * NOTHING, so extra runs find nothing to do and mail nothing.
 */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Queues the tour alerts of one listing whose tours may just have gone public (an approval).
 * The periodic sweep finds them anyway, should this job be lost.
 */
export function queueTourAlerts(jobQueue: JobQueue, listingId: number): Promise<void> {
  const data: TourAlertJobData = { listingId };
  return jobQueue.send(TOUR_ALERTS_JOB, data);
}

/**
 * Runs saved-search and tour alerts in this process (server.ts), on the job queue: the jobs
 * survive a restart and run on whichever server takes them. Queues the sweeps at start and
 * then every few minutes. The database may be down just then: what failed is tried again at
 * the next tick rather than ending a server that is up (docs/RELIABILITY.md). Returns a
 * function that stops queueing the sweeps.
 */
export async function startAlertsWorker(deps: AlertsWorkerDeps): Promise<() => void> {
  const { jobQueue, logger } = deps;
  let isTakingJobs = false;
  const tick = async () => {
    if (!isTakingJobs) {
      await jobQueue.work(SAVED_SEARCH_ALERTS_JOB, async () => {
        const run = await sendDueSavedSearches(deps);
        if (run.checked > 0) logger.info(run, 'saved searches checked');
      });
      await jobQueue.work<TourAlertJobData>(TOUR_ALERTS_JOB, async (data) => {
        const sent = await sendTourAlerts(deps, data);
        if (sent > 0) logger.info({ sent, listingId: data.listingId }, 'tour alerts sent');
      });
      isTakingJobs = true;
    }
    await jobQueue.send(SAVED_SEARCH_ALERTS_JOB, {});
    await jobQueue.send(TOUR_ALERTS_JOB, {});
  };
  const tickLogged = () =>
    tick().catch((error: unknown) => logger.warn({ err: error }, 'alert sweeps could not start'));
  await tickLogged();
  const timer = setInterval(() => void tickLogged(), deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
