import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOG_LIST_META,
  DEFAULT_PAGE_META,
  GET_BLOGS_PATH,
  NOT_FOUND_META,
  buildBlogEntryApiPath,
  buildBlogEntryMeta,
  buildBlogPath,
  buildImageUrl,
  buildModelProfileApiPath,
  buildProfileMeta,
  buildProfilePath,
  buildResultsMeta,
  COUNTRY_NAME,
  isCountryRouteWord,
  resolveResultsRouteSearch,
  toPlaceKey,
  type PageMeta,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { parseRowId } from '../../platform/http/path-params.js';
import type { PagePreload } from '../../platform/http/page-preloads.js';
import { insertRenderedPage, sendWebApp, type WebApp } from '../../platform/http/web-app.js';
import { findPublishedPost } from '../blog/index.js';
import { findLocality, isPublicAreaName, type LocalityIndex } from '../locations/index.js';
import { PROFILE_READ_RATE_LIMIT, findLiveProfile } from '../profiles/index.js';
import { insertPageHead, stripPageHead, type PageHead } from './page-head.js';

export interface SeoPagesOptions {
  db: Database;
  /** The built web app: its index.html and the preload tags of its pages. */
  webApp: WebApp;
  /** PUBLIC_URL: the origin of canonical and Open Graph URLs, never the request's Host. */
  publicUrl: string;
  /** The places a results page may name: any other city or suburb is a 404. */
  localities: LocalityIndex;
}

/** docs/product/routes-and-screens.md also writes the results route as /escorts/:country/:state. */
const COUNTRY_WORD_KEY = toPlaceKey(COUNTRY_NAME);

/**
 * The pages crawlers should see with their own title, description, canonical link and Open
 * Graph tags without running JavaScript: home, blog, results, profiles and blog entries. A
 * page whose subject does not exist (an unknown state, a listing that is not live, a post
 * that is not published) is a real 404 carrying the app, which then shows its 404 page.
 * Each page's head also preloads its code chunk and its first (public) API read, so they
 * load beside the entry script rather than after it (decision 022).
 */
export const seoPageRoutes: FastifyPluginAsync<SeoPagesOptions> = async (
  app,
  { db, webApp, publicUrl, localities },
) => {
  // Web pages in HTML, not operations an API client calls: left out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const template = stripPageHead(webApp.indexHtml);
  /** A page with its own head; drawn on the server too when the web app draws that page there. */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    meta: PageMeta,
    preload: PagePreload,
    extra?: Extra,
  ) => {
    const rendered = await webApp.renderPage(request.url, { clientAddress: request.ip });
    const html = insertPageHead(template, {
      meta,
      canonicalUrl: `${publicUrl}${meta.canonicalPath}`,
      ogType: extra?.ogType,
      ogImageUrl: extra?.imageName ? `${publicUrl}${buildImageUrl(extra.imageName)}` : undefined,
      // A drawn page carries its data: preloading its API read would only fetch it again.
      preloadLinks: webApp.preloadLinks(rendered ? { page: preload.page } : preload),
    });
    return sendWebApp(reply, insertRenderedPage(html, rendered));
  };
  /**
   * /escorts/:state[/:city] and /escorts/australia[/:state]: the place by the contract's rule
   * (the page reads it the same way, features/search/lib/route-search.ts) and a 404 for an
   * unknown state, or for a city word that is no locality of that state: otherwise any text
   * put in the URL would come back in a 200 page's title for crawlers to index. The page is
   * drawn with its search (decision 045); when it cannot be, the search is still not preloaded:
   * the shell shows the list session storage holds without any request
   * (docs/product/search-and-ranking.md#saved-results, decision 004), which a preload would
   * break. The home page alike.
   */
  const resultsPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    first: string,
    second?: string,
  ) => {
    const search = resolveResultsRouteSearch(first, second);
    if (!search) return notFound(request, reply);
    if (search.city && !isKnownCity(search.city, search.state?.name)) {
      return notFound(request, reply);
    }
    const meta = !search.state
      ? buildResultsMeta(COUNTRY_WORD_KEY)
      : buildResultsMeta(search.state.slug, isCountryRouteWord(first) ? undefined : second);
    return page(request, reply, meta, { page: 'results' });
  };
  // A locality, or the shared area a hidden suburb is shown as ('Blue Mountains region').
  const isKnownCity = (city: string, state?: string) =>
    Boolean(findLocality(localities, city, state)) ||
    (state !== undefined && isPublicAreaName(localities, city, state));
  // The 404 page the web app shows at that address (an unknown post's), drawn on the server
  // like the page itself would be.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    sendWebApp(
      reply.status(404),
      insertRenderedPage(
        insertPageHead(template, NOT_FOUND_HEAD),
        await webApp.renderPage(request.url, { clientAddress: request.ip }),
      ),
    );

  app.get('/', async (request, reply) => page(request, reply, DEFAULT_PAGE_META, { page: 'home' }));
  app.get('/blog', async (request, reply) =>
    page(request, reply, BLOG_LIST_META, { page: 'blogList', apiUrl: GET_BLOGS_PATH }),
  );

  app.get<{ Params: { state: string } }>('/escorts/:state', async (request, reply) =>
    resultsPage(request, reply, request.params.state),
  );
  app.get<{ Params: { state: string; city: string } }>(
    '/escorts/:state/:city',
    async (request, reply) =>
      resultsPage(request, reply, request.params.state, request.params.city),
  );

  app.get<{ Params: { name: string; id: string } }>(
    '/profile/:name/:id',
    { config: { rateLimit: PROFILE_READ_RATE_LIMIT } },
    async (request, reply) => {
      const id = parseRowId(request.params.id);
      const profile = id === undefined ? undefined : await findLiveProfile(db, id);
      if (!profile) return notFound(request, reply);
      const meta = buildProfileMeta({
        ...profile,
        canonicalPath: buildProfilePath(profile.name, profile.id, profile.state),
      });
      // The page reads the listing by the id of its URL (parseProfileId), the same number.
      const preload = { page: 'profile', apiUrl: buildModelProfileApiPath(profile.id) } as const;
      return page(request, reply, meta, preload, {
        ogType: 'profile',
        imageName: profile.image_name,
      });
    },
  );

  app.get<{ Params: { name: string; id: string } }>('/blog/:name/:id', async (request, reply) => {
    const id = parseRowId(request.params.id);
    const post = id === undefined ? undefined : await findPublishedPost(db, id);
    if (!post) return notFound(request, reply);
    const meta = buildBlogEntryMeta({ ...post, canonicalPath: buildBlogPath(post) });
    const preload = { page: 'blogEntry', apiUrl: buildBlogEntryApiPath(post.id) } as const;
    return page(request, reply, meta, preload, {
      ogType: 'article',
      imageName: post.cover_image,
    });
  });
};

interface Extra {
  ogType: string;
  imageName: string | null;
}

const NOT_FOUND_HEAD: PageHead = { meta: NOT_FOUND_META, isNoIndex: true };
