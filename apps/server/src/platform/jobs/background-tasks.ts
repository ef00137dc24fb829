import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (forgot-password answers at once,
 * the same way whether or not the address has an account, and looks it up and mails after).
 * Failures are logged, never answered. Closing the app waits for what is still running, so
 * no mail is cut off mid-send; tests wait with `idle()`.
 */
export interface BackgroundTasks {
  /** Starts `task` after the current request's answer has been handed over. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, task: label }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
