/**
 * The request target in origin form (`/path?query`). HTTP/1.1 lets a client write the absolute
 * form (`GET http://evil.example/api/search-models`), and Node hands that on as request.url;
 * code that reads request.url as a path (API answers' cache headers, the not-found answer,
 * page links) must not see a client-chosen host there. The host in it is dropped, as a server
 * that is not a proxy may do (RFC 9112 section 3.2.2): links come from PUBLIC_URL anyway.
 */
export function toOriginForm(url: string): string {
  if (url.startsWith('/') || url === '*') return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
