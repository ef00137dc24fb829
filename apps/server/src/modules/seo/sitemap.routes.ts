import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { cacheFor } from '../../platform/cache-for.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import {
  buildSitemapEntries,
  listPostEntries,
  listProfileEntries,
  renderRobotsTxt,
  renderSitemap,
} from './sitemap.service.js';

/** A listing going live shows up in the sitemap within this long (blog posts at once). */
export const SITEMAP_TTL_MS = 5 * 60_000;
/**
 * How long a browser or shared cache may keep the file: no longer than the profiles' cache,
 * so a post published or unpublished in the console is in or out within minutes, not an hour.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';

export const sitemapRoutes: FastifyPluginAsync<{ db: Database; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  const profiles = cacheFor(SITEMAP_TTL_MS, () => listProfileEntries(db));

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'The sitemap' } },
    async (request, reply) => {
      const [profileEntries, postEntries] = await Promise.all([profiles(), listPostEntries(db)]);
      const entries = buildSitemapEntries(profileEntries, postEntries);
      const xml = renderSitemap(requestBaseUrl(request, publicUrl), entries);
      return reply
        .header('Cache-Control', SITEMAP_CACHE_CONTROL)
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
