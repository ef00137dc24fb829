import os from 'node:os';
import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@app/contract';
import { createLogThrottle } from '../logging/log-throttle.js';
import { prepareUnavailable } from './unavailable-reply.js';

/**
 * Load shedding (@fastify/under-pressure): past any of these limits every request but
 * /healthz is answered at once with 503, MESSAGES.serverBusy and Retry-After, instead of
 * queueing until answers take minutes or the process runs out of memory. The figures are
 * sampled every `sampleIntervalMs`; a limit of 0 switches that check off.
 */
export interface OverloadLimits {
  /** Mean event-loop delay over a sample, in ms. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation over a sample, 0 to 1 (0: not checked). */
  maxEventLoopUtilization: number;
  /** V8 heap in use, in bytes. */
  maxHeapUsedBytes: number;
  /** Resident memory of the process, in bytes. */
  maxRssBytes: number;
  sampleIntervalMs: number;
  /** What Retry-After says. */
  retryAfterSeconds: number;
}

/** The one path never shed: liveness must not flap under load (a busy process is alive). */
const NEVER_SHED: ReadonlySet<string> = new Set(['/healthz']);

/**
 * Production limits. Event-loop delay: a mean of 1 s over a whole second means every request
 * already waits about that long; a single slow moment (a GC, a big JSON parse) barely moves a
 * mean, so this does not flap. Memory: 85 % of V8's heap limit (Node sizes it from the
 * container's memory), and 90 % of the container's memory limit (the machine's without one),
 * so the process refuses work before the heap limit or the OOM killer ends it. Event-loop
 * utilisation is left off: a healthy server answering many cheap requests can sit near 1.
 */
export function productionOverloadLimits(): OverloadLimits {
  return {
    maxEventLoopDelayMs: 1_000,
    maxEventLoopUtilization: 0,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.85),
    maxRssBytes: Math.floor(memoryAvailableToProcess() * 0.9),
    sampleIntervalMs: 1_000,
    retryAfterSeconds: 5,
  };
}

/** The cgroup (container) memory limit when there is one, else the machine's memory. */
function memoryAvailableToProcess(): number {
  const total = os.totalmem();
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < total ? constrained : total;
}

/** How often a shedding server says so in the log (with the count refused meanwhile). */
const SHED_LOG_INTERVAL_MS = 10_000;

export async function registerOverloadShedding(
  app: FastifyInstance,
  overrides: Partial<OverloadLimits> = {},
): Promise<void> {
  const limits = { ...productionOverloadLimits(), ...overrides };
  const logThrottle = createLogThrottle(SHED_LOG_INTERVAL_MS);
  // Building the app holds the event loop for a while (schemas, routes), and the sample
  // taken meanwhile says so; nothing is shed until a sample taken wholly after start.
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = Date.now() + 2 * limits.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Utilisation over the last sample, not since the process started (the plugin's default).
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: limits.sampleIntervalMs,
    pressureHandler: (request, reply, type, value) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return undefined;
      if (Date.now() < sheddingFrom) return undefined;
      const refused = logThrottle.note();
      if (refused !== undefined) {
        app.log.warn({ pressure: type, value, refused }, 'overloaded: shedding load');
      }
      // A body returned is sent by the plugin, and no later hook or handler runs.
      const body = prepareUnavailable(reply, MESSAGES.serverBusy, limits.retryAfterSeconds);
      return body as unknown as void;
    },
  });
}
