import type { Logger } from 'pino';
import { createLogThrottle } from '../logging/log-throttle.js';
import type { Mailer } from './mailer.js';

export interface MailRelayOptions {
  mailer: Mailer;
  logger: Logger;
  /** Between two passes; 15 s: a mail recorded by a server that died goes out minutes late. */
  intervalMs?: number;
  /** Rows one pass takes at most (the rest wait for the next pass or another server). */
  batchSize?: number;
  /** A pass failing again and again (database down) is logged at most this often. */
  errorLogIntervalMs?: number;
}

export interface MailRelay {
  /** Runs one pass now (tests; the timer runs them otherwise). */
  runOnce(): Promise<void>;
  /** No new pass starts; resolves once the pass in hand has finished. */
  stop(): Promise<void>;
}

/**
 * The outbox relay: every few seconds, delivers the mail that is due (recorded but never
 * delivered because its server died, or failed and waiting for its retry). Several servers
 * may run one each: mailer.deliverDue claims rows with SKIP LOCKED and a lease. A pass never
 * throws: the process exits on an unhandled rejection, and a database that is down is the
 * readiness check's news, logged here at most every `errorLogIntervalMs`.
 */
export function startMailRelay({
  mailer,
  logger,
  intervalMs = 15_000,
  batchSize = 20,
  errorLogIntervalMs = 30_000,
}: MailRelayOptions): MailRelay {
  let inHand: Promise<void> | undefined;
  let stopped = false;
  const errorLogThrottle = createLogThrottle(errorLogIntervalMs);

  const pass = async () => {
    try {
      // Keep going while a pass fills its batch: a backlog drains without waiting 15 s a batch.
      for (;;) {
        const done = await mailer.deliverDue(batchSize);
        if (done.claimed > 0) logger.info(done, 'mail relay pass');
        if (stopped || done.claimed < batchSize) break;
      }
    } catch (error) {
      if (errorLogThrottle.note() !== undefined) {
        logger.error({ err: error }, 'mail relay pass failed; trying again on the next pass');
      }
    }
  };
  const runOnce = () => {
    inHand ??= pass().finally(() => (inHand = undefined));
    return inHand;
  };
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inHand;
    },
  };
}
