import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOG_LIST_META,
  DEFAULT_PAGE_META,
  NOT_FOUND_META,
  buildBlogEntryMeta,
  buildBlogPath,
  buildImageUrl,
  buildProfileMeta,
  buildProfilePath,
  buildResultsMeta,
  findState,
  toPlaceKey,
  type PageMeta,
  type State,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { parseRowId } from '../../platform/path-params.js';
import { requestBaseUrl } from '../../platform/request-url.js';
import { sendWebApp } from '../../platform/web-app.js';
import { findPublishedPost } from '../blog/blog.service.js';
import { findLiveProfile } from '../profiles/profiles.service.js';
import { insertPageHead, stripPageHead, type PageHead } from './page-head.js';

export interface SeoPagesOptions {
  db: Database;
  /** The built web app's index.html. */
  indexHtml: string;
  publicUrl?: string;
}

/** SPEC.md section 2 also writes the results route as /escorts/:country/:state. */
const COUNTRY_WORD_KEY = 'australia';

/**
 * The pages crawlers should see with their own title, description, canonical link and Open
 * Graph tags without running JavaScript: home, blog, results, profiles and blog entries. A
 * page whose subject does not exist (an unknown state, a listing that is not live, a post
 * that is not published) is a real 404 carrying the app, which then shows its 404 page.
 */
export const seoPageRoutes: FastifyPluginAsync<SeoPagesOptions> = async (
  app,
  { db, indexHtml, publicUrl },
) => {
  const template = stripPageHead(indexHtml);
  const page = (request: FastifyRequest, reply: FastifyReply, meta: PageMeta, extra?: Extra) => {
    const baseUrl = requestBaseUrl(request, publicUrl);
    return sendWebApp(
      reply,
      insertPageHead(template, {
        meta,
        canonicalUrl: `${baseUrl}${meta.canonicalPath}`,
        ogType: extra?.ogType,
        ogImageUrl: extra?.imageName ? `${baseUrl}${buildImageUrl(extra.imageName)}` : undefined,
      }),
    );
  };
  const notFound = (reply: FastifyReply) =>
    sendWebApp(reply.status(404), insertPageHead(template, NOT_FOUND_HEAD));

  app.get('/', async (request, reply) => page(request, reply, DEFAULT_PAGE_META));
  app.get('/blog', async (request, reply) => page(request, reply, BLOG_LIST_META));

  app.get<{ Params: { state: string } }>('/escorts/:state', async (request, reply) => {
    const word = request.params.state;
    // The country form's first word alone is the whole country's results.
    if (toPlaceKey(word) === COUNTRY_WORD_KEY) {
      return page(request, reply, buildResultsMeta(COUNTRY_WORD_KEY));
    }
    const state = findState(word);
    return state ? page(request, reply, buildResultsMeta(state.slug)) : notFound(reply);
  });

  app.get<{ Params: { state: string; city: string } }>(
    '/escorts/:state/:city',
    async (request, reply) => {
      const place = resolveResultsPlace(request.params.state, request.params.city);
      if (!place) return notFound(reply);
      return page(request, reply, buildResultsMeta(place.state.slug, place.cityWord));
    },
  );

  app.get<{ Params: { name: string; id: string } }>(
    '/profile/:name/:id',
    async (request, reply) => {
      const id = parseRowId(request.params.id);
      const profile = id === undefined ? undefined : await findLiveProfile(db, id);
      if (!profile) return notFound(reply);
      const meta = buildProfileMeta({
        ...profile,
        canonicalPath: buildProfilePath(profile.name, profile.id, profile.state),
      });
      return page(request, reply, meta, { ogType: 'profile', imageName: profile.image_name });
    },
  );

  app.get<{ Params: { name: string; id: string } }>('/blog/:name/:id', async (request, reply) => {
    const id = parseRowId(request.params.id);
    const post = id === undefined ? undefined : await findPublishedPost(db, id);
    if (!post) return notFound(reply);
    const meta = buildBlogEntryMeta({ ...post, canonicalPath: buildBlogPath(post) });
    return page(request, reply, meta, { ogType: 'article', imageName: post.cover_image });
  });
};

interface Extra {
  ogType: string;
  imageName: string | null;
}

const NOT_FOUND_HEAD: PageHead = { meta: NOT_FOUND_META, isNoIndex: true };

/**
 * /escorts/:state/:city, or the spec's alternative /escorts/australia/:state (a state page);
 * undefined when the state word names no state.
 */
export function resolveResultsPlace(
  first: string,
  second: string,
): { state: State; cityWord?: string } | undefined {
  if (toPlaceKey(first) === COUNTRY_WORD_KEY) {
    const state = findState(second);
    return state ? { state } : undefined;
  }
  const state = findState(first);
  return state ? { state, cityWord: second } : undefined;
}
