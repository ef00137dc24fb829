import { asc, eq, sql } from 'drizzle-orm';
import {
  POPULAR_LOCATIONS,
  buildBlogPath,
  buildPopularCityPath,
  buildProfilePath,
  buildStatePath,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { escapeHtml } from '../../platform/text/sanitize-html.js';
import { listPublishedPostDates } from '../blog/index.js';

/** A sitemap file holds at most 50,000 URLs; listings beyond this many are left out. */
export const SITEMAP_MAX_PROFILES = 45_000;

/** The public pages that exist whatever the data: home, lists and the informational pages. */
export const SITEMAP_FIXED_PATHS = [
  '/',
  '/blog',
  '/popular-locations',
  '/about-us',
  '/contactus',
  '/term-and-conditions',
  '/privacy-and-policy',
  '/faq',
  '/verified-badge',
] as const;

export interface SitemapEntry {
  /** Path with query, from the site's root. */
  path: string;
  lastModified?: Date;
}

/** The live profiles a crawler should know (cached by the route: the expensive part). */
export async function listProfileEntries(db: Database): Promise<SitemapEntry[]> {
  const profiles = await db
    .select({
      id: models.id,
      name: models.name,
      state: models.state,
      lastModified: sql<Date>`greatest(${models.updatedAt}, ${models.wentLiveAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(models)
    .where(eq(models.status, 'live'))
    .orderBy(asc(models.id))
    .limit(SITEMAP_MAX_PROFILES);
  return profiles.map((profile) => ({
    path: buildProfilePath(profile.name, profile.id, profile.state),
    lastModified: profile.lastModified,
  }));
}

/**
 * The published posts: a few dozen rows on a partial index, read on every request, so a post
 * the console publishes or unpublishes is in or out of the sitemap at once.
 */
export async function listPostEntries(db: Database): Promise<SitemapEntry[]> {
  const posts = await listPublishedPostDates(db);
  return posts.map((post) => ({ path: buildBlogPath(post), lastModified: post.lastModified }));
}

/** Every page a crawler should know: fixed pages, states, popular cities, live profiles, posts. */
export function buildSitemapEntries(
  profiles: readonly SitemapEntry[],
  posts: readonly SitemapEntry[],
): SitemapEntry[] {
  return [
    ...SITEMAP_FIXED_PATHS.map((path) => ({ path })),
    ...POPULAR_LOCATIONS.flatMap(({ state, cities }) => [
      { path: buildStatePath(state) },
      ...cities.flatMap((city) => {
        const path = buildPopularCityPath(state, city);
        return path ? [{ path }] : [];
      }),
    ]),
    ...profiles,
    ...posts,
  ];
}

/** The sitemaps.org XML for the entries, with absolute, escaped URLs. */
export function renderSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeHtml(`${baseUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private areas stay out of search engines; everything else may be crawled. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/AdminDashboard',
  '/modelDashboard',
  '/customer/',
  '/addaprofile',
] as const;

export function renderRobotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
