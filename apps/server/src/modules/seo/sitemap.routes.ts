import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { cacheFor } from '../../platform/cache/cache-for.js';
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

/** `publicUrl` (PUBLIC_URL) is the origin of every URL in both files, never the request's Host. */
export const sitemapRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const profiles = cacheFor(SITEMAP_TTL_MS, () => listProfileEntries(db));

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], operationId: 'getSitemap', summary: 'The sitemap' } },
    async (_request, reply) => {
      const [profileEntries, postEntries] = await Promise.all([profiles(), listPostEntries(db)]);
      const entries = buildSitemapEntries(profileEntries, postEntries);
      const xml = renderSitemap(publicUrl, entries);
      return reply
        .header('Cache-Control', SITEMAP_CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], operationId: 'getRobotsTxt', summary: 'Crawling rules' } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(renderRobotsTxt(publicUrl)),
  );
};
