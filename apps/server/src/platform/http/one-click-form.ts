import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs the form `List-Unsubscribe=One-Click`,
 * url-encoded or multipart, to the List-Unsubscribe URL. The token in the path is all such a
 * route needs, so the body is read (at most 4 KB) and ignored. Scoped to the plugin it is
 * called in.
 */
export function ignoreOneClickFormBodies(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
  }
}
