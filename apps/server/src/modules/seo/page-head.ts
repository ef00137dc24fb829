import { SITE_NAME, type PageMeta } from '@app/contract';
import { escapeHtml } from '../../platform/text/sanitize-html.js';

/** What the server writes into a page's <head> for crawlers and link previews. */
export interface PageHead {
  meta: Omit<PageMeta, 'canonicalPath'>;
  /** Absolute canonical URL; also og:url. Left out on error pages. */
  canonicalUrl?: string;
  /** Open Graph type: website, profile, article. */
  ogType?: string;
  /** Absolute image URL for link previews. */
  ogImageUrl?: string;
  /** Error pages must not be indexed. */
  isNoIndex?: boolean;
  /** The page's preload tags, already escaped (platform/http/page-preloads.ts). */
  preloadLinks?: string;
}

/**
 * The tags index.html may already hold for what we set per page: they are removed once, at
 * start, so each answer carries exactly one title, description and canonical link.
 */
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots)\b[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>/gi,
];

/** index.html without the tags a page head replaces. */
export function stripPageHead(indexHtml: string): string {
  return REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml).replace(
    /\n\s*\n(\s*)/g,
    '\n$1',
  );
}

export function renderPageHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.meta.title)}</title>`,
    metaName('description', head.meta.description),
  ];
  if (head.isNoIndex) tags.push(metaName('robots', 'noindex'));
  if (head.canonicalUrl) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
      metaProperty('og:title', head.meta.title),
      metaProperty('og:description', head.meta.description),
      metaProperty('og:url', head.canonicalUrl),
      metaProperty('og:type', head.ogType ?? 'website'),
      metaProperty('og:site_name', SITE_NAME),
    );
    if (head.ogImageUrl) tags.push(metaProperty('og:image', head.ogImageUrl));
  }
  if (head.preloadLinks) tags.push(head.preloadLinks);
  return tags.join('\n    ');
}

/** Puts the head tags at the end of <head> (or, for a bare document, at its start). */
export function insertPageHead(template: string, head: PageHead): string {
  const tags = renderPageHead(head);
  const headEnd = template.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${template.slice(0, headEnd)}  ${tags}\n  ${template.slice(headEnd)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(template);
  const at = doctype ? doctype[0].length : 0;
  return `${template.slice(0, at)}${tags}${template.slice(at)}`;
}

function metaName(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}
