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
  pagedMeta,
  resolveResultsRouteSearch,
  resultsPageOf,
  toPlaceKey,
  type PageMeta,
  type PageRequest,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { parseRowId } from '../../platform/http/path-params.js';
import type { PagePreload } from '../../platform/http/page-preloads.js';
import {
  insertRenderedPage,
  sendWebApp,
  type PageRender,
  type WebApp,
} from '../../platform/http/web-app.js';
import { BLOG_TAG, EVERY_PLACE_TAG } from '../../platform/cache/answer-cache.js';
import { findPublishedPost } from '../blog/index.js';
import { findLocality, isPublicAreaName, type LocalityIndex } from '../locations/index.js';
import { PROFILE_READ_RATE_LIMIT, findLiveProfile, profileAnswerTag } from '../profiles/index.js';
import { searchPlaceTag } from '../search/index.js';
import { insertPageHead, stripPageHead, type PageHead } from './page-head.js';
import {
  pageAddressOf,
  type BuildPage,
  type BuiltPage,
  type PageCache,
  type SentPage,
} from './page-cache.js';

export interface SeoPagesOptions {
  db: Database;
  /** The built web app: its index.html and the preload tags of its pages. */
  webApp: WebApp;
  /** The drawn pages every visitor shares (decision 046). */
  pages: PageCache;
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
 * load beside the entry script rather than after it (decision 022). Each finished page is
 * kept under the tag of its subject's API answer, so the same change notices drop both
 * (decision 046).
 */
export const seoPageRoutes: FastifyPluginAsync<SeoPagesOptions> = async (
  app,
  { db, webApp, pages, publicUrl, localities },
) => {
  // Web pages in HTML, not operations an API client calls: left out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const template = stripPageHead(webApp.indexHtml);
  /** A page with its own head; drawn on the server too when the web app draws that page there. */
  const buildPage = async (
    url: string,
    visitor: PageRequest,
    meta: PageMeta,
    preload: PagePreload,
    extra?: Extra,
  ): Promise<BuiltPage> => {
    const render = await webApp.renderPage(url, visitor);
    const html = insertPageHead(template, {
      meta,
      canonicalUrl: `${publicUrl}${meta.canonicalPath}`,
      ogType: extra?.ogType,
      ogImageUrl: extra?.imageName ? `${publicUrl}${buildImageUrl(extra.imageName)}` : undefined,
      // A drawn page carries its data: preloading its API read would only fetch it again.
      preloadLinks: webApp.preloadLinks(render.page ? { page: preload.page } : preload),
    });
    return toBuiltPage(render, insertRenderedPage(html, render.page));
  };
  // The 404 page the web app shows at that address (an unknown post's), drawn on the server
  // like the page itself would be. Never kept: unknown addresses must not fill the cache.
  const buildNotFound = async (url: string, visitor: PageRequest): Promise<BuiltPage> => {
    const render = await webApp.renderPage(url, visitor);
    const html = insertPageHead(template, NOT_FOUND_HEAD);
    return { status: 404, html: insertRenderedPage(html, render.page), isKeepable: false };
  };
  /** The page at the request's address, kept under `tag` (page-cache.ts). */
  const sendKept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tag: string,
    build: BuildPage,
  ) => sendPage(reply, await pages.getOrBuild(pageAddressOf(request.url), tag, build));
  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await buildNotFound(pageAddressOf(request.url), visitorOf(request));
    return sendWebApp(reply.status(page.status), page.html);
  };

  /**
   * /escorts/:state[/:city] and /escorts/australia[/:state]: the place by the contract's rule
   * (the page reads it the same way, features/search/lib/route-search.ts) and a 404 for an
   * unknown state, or for a city word that is no locality of that state: otherwise any text
   * put in the URL would come back in a 200 page's title for crawlers to index. The page is
   * drawn with its search (decision 045); when it cannot be, the search is still not preloaded:
   * the shell shows the list session storage holds without any request
   * (docs/product/search-and-ranking.md#saved-results, decision 004), which a preload would
   * break. The home page alike. Kept under the tag the search API files that place's answers
   * under.
   */
  const resultsPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    first: string,
    second?: string,
  ) => {
    const search = resolveResultsRouteSearch(first, second);
    if (!search) return sendNotFound(request, reply);
    if (search.city && !isKnownCity(search.city, search.state?.name)) {
      return sendNotFound(request, reply);
    }
    const meta = !search.state
      ? buildResultsMeta(COUNTRY_WORD_KEY)
      : buildResultsMeta(search.state.slug, isCountryRouteWord(first) ? undefined : second);
    return sendKept(request, reply, searchPlaceTag(search.place), (url) =>
      buildPage(url, visitorOf(request), pagedMeta(meta, resultsPageOf(url)), { page: 'results' }),
    );
  };
  // A locality, or the shared area a hidden suburb is shown as ('Blue Mountains region').
  const isKnownCity = (city: string, state?: string) =>
    Boolean(findLocality(localities, city, state)) ||
    (state !== undefined && isPublicAreaName(localities, city, state));

  // Its first screen is every place's, as a search without a place.
  app.get('/', async (request, reply) =>
    sendKept(request, reply, EVERY_PLACE_TAG, (url) =>
      buildPage(url, visitorOf(request), pagedMeta(DEFAULT_PAGE_META, resultsPageOf(url)), {
        page: 'home',
      }),
    ),
  );
  app.get('/blog', async (request, reply) =>
    sendKept(request, reply, BLOG_TAG, (url) =>
      buildPage(url, visitorOf(request), BLOG_LIST_META, {
        page: 'blogList',
        apiUrl: GET_BLOGS_PATH,
      }),
    ),
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
      if (id === undefined) return sendNotFound(request, reply);
      // The listing is read inside: a kept page costs no database read.
      return sendKept(request, reply, profileAnswerTag(id), async (url) => {
        const profile = await findLiveProfile(db, id);
        if (!profile) return buildNotFound(url, visitorOf(request));
        const meta = buildProfileMeta({
          ...profile,
          canonicalPath: buildProfilePath(profile.name, profile.id, profile.state),
        });
        // The page reads the listing by the id of its URL (parseProfileId), the same number.
        const preload = { page: 'profile', apiUrl: buildModelProfileApiPath(profile.id) } as const;
        return buildPage(url, visitorOf(request), meta, preload, {
          ogType: 'profile',
          imageName: profile.image_name,
        });
      });
    },
  );

  app.get<{ Params: { name: string; id: string } }>('/blog/:name/:id', async (request, reply) => {
    const id = parseRowId(request.params.id);
    if (id === undefined) return sendNotFound(request, reply);
    return sendKept(request, reply, BLOG_TAG, async (url) => {
      const post = await findPublishedPost(db, id);
      if (!post) return buildNotFound(url, visitorOf(request));
      const meta = buildBlogEntryMeta({ ...post, canonicalPath: buildBlogPath(post) });
      const preload = { page: 'blogEntry', apiUrl: buildBlogEntryApiPath(post.id) } as const;
      return buildPage(url, visitorOf(request), meta, preload, {
        ogType: 'article',
        imageName: post.cover_image,
      });
    });
  });
};

/**
 * The web app's pages without a route above, for the app's not-found handler: the information
 * pages drawn on the server (decision 044), kept under the tag of no one place, which every
 * listing change and every blog change names (popular locations and the verified badge count
 * listings; all show the header's blog list); private pages sent as the shell the browser
 * draws, 200; and the 404 page of an unknown path, 404 with the 404 page's head (noindex).
 * Only drawn 200 pages are kept: any path reaches here, and unknown ones must not fill the cache.
 */
export function createAppPageSender({
  webApp,
  pages,
}: Pick<SeoPagesOptions, 'webApp' | 'pages'>): (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply> {
  const notFoundTemplate = insertPageHead(stripPageHead(webApp.indexHtml), NOT_FOUND_HEAD);
  const build = async (url: string, visitor: PageRequest): Promise<BuiltPage> => {
    const render = await webApp.renderPage(url, visitor);
    const template = render.page?.status === 404 ? notFoundTemplate : webApp.indexHtml;
    const built = toBuiltPage(render, insertRenderedPage(template, render.page));
    return { ...built, isKeepable: built.isKeepable && render.page !== null };
  };
  return async (request, reply) =>
    sendPage(
      reply,
      await pages.getOrBuild(pageAddressOf(request.url), EVERY_PLACE_TAG, (url) =>
        build(url, visitorOf(request)),
      ),
    );
}

/**
 * The visitor a page is drawn for: its reads of the API count against their address, as
 * their own reads would (decision 045). Nothing else of the request reaches the renderer.
 */
function visitorOf(request: FastifyRequest): PageRequest {
  return { clientAddress: request.ip };
}

/**
 * A page's status is the drawn page's (404 for the app's own 404 page); it is kept unless it
 * is a 404 or the shell standing in for a drawing that failed.
 */
function toBuiltPage(render: PageRender, html: string): BuiltPage {
  const status = render.page?.status ?? 200;
  return { status, html, isKeepable: status === 200 && !render.hasFailed };
}

function sendPage(reply: FastifyReply, page: SentPage): FastifyReply {
  return sendWebApp(reply.status(page.status), page.body);
}

interface Extra {
  ogType: string;
  imageName: string | null;
}

const NOT_FOUND_HEAD: PageHead = { meta: NOT_FOUND_META, isNoIndex: true };
