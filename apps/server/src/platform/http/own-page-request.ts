import type { FastifyRequest } from 'fastify';

/**
 * Whether a request came from one of the site's own pages, by what the browser says and a
 * page cannot forge: `Sec-Fetch-Site: same-origin`; from a browser without Fetch metadata,
 * an `Origin` (or, without one, a `Referer`) on PUBLIC_URL's origin. A request with none of
 * them (a script, another site's page with its referrer hidden) is not. Views and contact
 * clicks count only such requests (docs/product/listings-and-moderation.md#statistics).
 */
export function isFromOwnPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = headerOf(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const ownOrigin = new URL(publicUrl).origin;
  const origin = headerOf(request, 'origin');
  if (origin !== undefined) return origin === ownOrigin;
  const referer = headerOf(request, 'referer');
  return referer !== undefined && originOf(referer) === ownOrigin;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined ? undefined : text.trim().toLowerCase();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
