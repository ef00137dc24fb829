import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadyResponseSchema } from '@app/contract';
import type { Database } from '../../db/client.js';
import { compiledAnswerSerializer } from '../../platform/http/compiled-answers.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/http/database-unavailable.js';

const READY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      // Load balancers ask every few seconds: no Zod parse of a constant answer each time.
      serializerCompiler: compiledAnswerSerializer,
      schema: {
        tags: ['health'],
        operationId: 'checkLiveness',
        summary: 'The process is up',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        operationId: 'checkReadiness',
        summary: 'The database answers',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const isUp = await pingDatabase(db);
      // As every API call says while the database is down (platform/http/database-unavailable.ts).
      if (!isUp) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(isUp ? 200 : 503)
        .send({ status: isUp ? 'ready' : 'unavailable', database: isUp ? 'up' : 'down' });
    },
  );
};

async function pingDatabase(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const ping = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
