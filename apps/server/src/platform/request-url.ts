import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when configured (behind a proxy), else the scheme and host the request came to. */
export function requestBaseUrl(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
