import { toScriptJson } from './script-json';

/**
 * Structured data (schema.org, as JSON-LD) that a server-drawn page carries for search engines
 * (decision 045): plain facts the page shows, with absolute URLs on the site's PUBLIC_URL.
 */
export type StructuredData = Readonly<Record<string, unknown>>;

/** One step of a page's breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** The site's origin and a path as one absolute URL (`https://example.com/escorts/victoria`). */
export function toAbsoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A schema.org BreadcrumbList of `crumbs`, from the home page to the page itself. */
export function buildBreadcrumbList(publicUrl: string, crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: toAbsoluteUrl(publicUrl, crumb.path),
    })),
  };
}

/**
 * JSON-LD scripts for a page's head. A `type="application/ld+json"` script is data the browser
 * never runs, so the CSP (script-src 'self') lets it be; `<` is escaped as in the server state.
 */
export function renderStructuredData(items: readonly StructuredData[]): string {
  return items
    .map((item) => `<script type="application/ld+json">${toScriptJson(item)}</script>`)
    .join('\n    ');
}
