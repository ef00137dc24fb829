import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_CONFIG_PATH, SiteConfigResponseSchema } from '@app/contract';
import type { Config } from '../../platform/config/config.js';

/** The public settings the web app reads at run time, so changing them needs no rebuild. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'mapTileUrl' | 'mapTileAttribution' | 'googleClientId'>;
}> = async (app, { config }) => {
  app.get(
    SITE_CONFIG_PATH,
    {
      schema: {
        tags: ['site'],
        operationId: 'getSiteConfig',
        summary: 'Public run-time settings of the web app (map tiles, Google sign-in)',
        response: { 200: SiteConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      // Fixed for the life of the process; a short cache still picks up a restart's change soon.
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        map_tile_url: config.mapTileUrl ?? null,
        map_attribution: config.mapTileAttribution ?? null,
        google_client_id: config.googleClientId ?? null,
      };
    },
  );
};
