import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { cacheFor } from '../../platform/cache-for.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { listSitemapEntries, renderRobotsTxt, renderSitemap } from './sitemap.service.js';

/** A listing going live shows up in the sitemap within this long. */
export const SITEMAP_TTL_MS = 5 * 60_000;

export const sitemapRoutes: FastifyPluginAsync<{ db: Database; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const entries = cacheFor(SITEMAP_TTL_MS, () => listSitemapEntries(db));

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'The sitemap' } },
    async (request, reply) => {
      const xml = renderSitemap(requestBaseUrl(request, publicUrl), await entries());
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Crawling rules' } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(renderRobotsTxt(requestBaseUrl(request, publicUrl))),
  );
};
