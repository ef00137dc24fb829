import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERIFICATION_FACTS_PATH, VerificationFactsResponseSchema } from '@app/contract';
import type { Database } from '../../db/client.js';
import { readVerificationFacts } from './listing-verification.js';

/** Public: what the Verified badge page shows beside its explanation. */
export const verificationFactsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.get(
    VERIFICATION_FACTS_PATH,
    {
      schema: {
        tags: ['profiles'],
        operationId: 'getVerificationFacts',
        summary:
          'The Verified badge’s facts: the median hours from request to decision over the last 90 days',
        response: { 200: VerificationFactsResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and slow to change: a few minutes in shared caches.
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: await readVerificationFacts(db) };
    },
  );
};
