import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BLOG_ENTRY_API_ROUTE,
  GET_BLOGS_PATH,
  LOCATIONS_AUTOCOMPLETE_PATH,
  MODEL_PROFILE_API_ROUTE,
  POPULAR_LOCATION_COUNTS_PATH,
  PUBLIC_PLACE_PATH,
  SEARCH_MODELS_PATH,
} from '@app/contract';
import { keepCompressible } from './kept-compression.js';

/**
 * How each kind of public answer may be reused by browsers and shared caches, in one place
 * (decision 020 says why each). Answers an advertiser's or an admin's action changes are
 * `no-cache`: stored, but asked again each time with If-None-Match, so an unchanged answer
 * is a bodiless 304 and a changed one is never shown stale. A browser cannot be told to
 * forget: with a max-age, the web app's own refetch after publishing a post or editing a
 * listing would be handed the old copy. Only answers no action changes get a max-age.
 */
export const ANSWER_REUSE = {
  /** Results pages: a listing approved, edited or going Active Now shows at once. */
  search: 'public, no-cache',
  /** A profile: an edit or a listing taken down shows at once. */
  profile: 'public, no-cache',
  /** The blog's list and posts: the admin's editor refetches them right after publishing. */
  blog: 'public, no-cache',
  /** Live listings per place: counted at most once a minute per server anyway. */
  locationCounts: 'public, max-age=60',
  /** Locality names come from the packaged gazetteer: they change only with a deploy. */
  autocomplete: 'public, max-age=86400',
} as const;

export type AnswerReuse = keyof typeof ANSWER_REUSE;

/**
 * The public GET routes whose answers carry an ETag and a public Cache-Control: the same for
 * every visitor, whoever asks. Nothing else is; a route is added here deliberately.
 */
export const REUSABLE_ROUTES: Readonly<Record<string, AnswerReuse>> = {
  [SEARCH_MODELS_PATH]: 'search',
  [MODEL_PROFILE_API_ROUTE]: 'profile',
  [GET_BLOGS_PATH]: 'blog',
  [BLOG_ENTRY_API_ROUTE]: 'blog',
  [POPULAR_LOCATION_COUNTS_PATH]: 'locationCounts',
  [LOCATIONS_AUTOCOMPLETE_PATH]: 'autocomplete',
  [PUBLIC_PLACE_PATH]: 'autocomplete',
};

/** What every other API answer says when its route set nothing: never stored anywhere. */
export const NOT_REUSABLE = 'no-store';

/**
 * Adds the caching headers to every answer: an ETag and the route's Cache-Control on the
 * successful answers of REUSABLE_ROUTES (a 304 with no body when the caller already holds
 * that ETag), `no-store` on every other API answer that did not choose its own (signed-in
 * answers, errors), so nothing private is kept by a browser or a proxy.
 */
export function registerReusableAnswers(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, withCachingHeaders(request, reply, payload));
  });
}

function withCachingHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const reuse = reusableRouteOf(request, reply);
  if (!reuse || !isBody(payload)) {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', NOT_REUSABLE);
    }
    return payload;
  }
  const prepared = preparedAnswers.get(reply);
  // The same bytes the route prepared: its ETag was computed once, from these very bytes.
  const etag = prepared?.body === payload ? prepared.etag : etagOf(payload);
  reply.header('ETag', etag).header('Cache-Control', ANSWER_REUSE[reuse]);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  // Not Modified: the caller's copy is current; no body and no Content-Type. Fastify's own
  // HEAD hook runs after this one and needs the body to state its length (which a 304 may).
  reply.code(304).removeHeader('content-type');
  return request.method === 'HEAD' ? payload : null;
}

function reusableRouteOf(request: FastifyRequest, reply: FastifyReply): AnswerReuse | undefined {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!isRead || reply.statusCode !== 200) return undefined;
  const route = request.routeOptions.url;
  return route === undefined ? undefined : REUSABLE_ROUTES[route];
}

function isApiRequest(request: FastifyRequest): boolean {
  return /^\/api(\/|\?|$)/.test(request.url);
}

function isBody(payload: unknown): payload is string | Buffer {
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

/** A strong validator: a hash of the exact bytes sent, so equal bodies share it on any server. */
export function etagOf(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * A JSON answer written once, with its ETag, for a route that keeps its answers (autocomplete,
 * or a kept search page or profile, written-answers.ts): sent again as is, neither serialised,
 * encoded, hashed nor compressed per request.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
  readonly etag: string;
}

const preparedAnswers = new WeakMap<FastifyReply, PreparedAnswer>();

export function prepareAnswer(body: string): PreparedAnswer {
  const bytes = keepCompressible(Buffer.from(body));
  return { body: bytes, etag: etagOf(bytes) };
}

/** Sends a prepared answer; the hook above gives it its kept ETag and Cache-Control. */
export function sendPreparedAnswer(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  preparedAnswers.set(reply, answer);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 section 13.1.2): `W/"x"` matches `"x"`,
 * a list matches when any of its tags does, and `*` matches any current answer.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = stripWeak(etag);
  return header.split(',').some((tag) => stripWeak(tag.trim()) === opaque);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
