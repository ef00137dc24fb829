import sanitizeHtml from 'sanitize-html';
import { BLOG_ALLOWED_TAGS, BLOG_LINK_SCHEMES, DESCRIPTION_ALLOWED_TAGS } from '@app/contract';

/**
 * The markup a listing's description may hold: the contract's allow-list (paragraphs, line
 * breaks, emphasis, lists, small headings, quotes) and the b/i older rows carry, without a
 * single attribute (so no links, styles, event handlers or images).
 */
const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_ALLOWED_TAGS, 'b', 'i'],
  allowedAttributes: {},
  allowedSchemes: [],
  // The text inside these never reaches the page, not even as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe'],
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  ...DESCRIPTION_OPTIONS,
  allowedTags: [],
};

/**
 * Cleans a description again as it leaves the server: it was sanitised when stored, but a
 * row written by another path (an import, a manual fix) must not put script in a page.
 */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_OPTIONS);
}

/**
 * Cleans markup to exactly `allowedTags`, without attributes: what an editor sent is stored
 * only after this (the advertiser's description keeps the contract's allow-list).
 */
export function sanitizeHtmlToTags(html: string, allowedTags: readonly string[]): string {
  return sanitizeHtml(html, { ...DESCRIPTION_OPTIONS, allowedTags: [...allowedTags] }).trim();
}

/**
 * A blog post's body: the contract's BLOG_ALLOWED_TAGS, and on links only an `href` with an
 * http, https or mailto address (no `javascript:`, no protocol-relative `//host`), so an
 * `onerror=`, a `style` or a script never reaches the store.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    ...DESCRIPTION_OPTIONS,
    allowedTags: [...BLOG_ALLOWED_TAGS],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [...BLOG_LINK_SCHEMES],
    allowProtocolRelative: false,
  }).trim();
}

/** The text of some HTML, for meta descriptions and cards: blocks separated by a space. */
export function htmlToText(html: string): string {
  // A block's end and a line break separate words that would otherwise run together.
  const spaced = html.replace(/<\/(p|li|ul|ol|div|h[1-6])\s*>|<br\s*\/?>/gi, '$& ');
  return decodeBasicEntities(sanitizeHtml(spaced, TEXT_OPTIONS)).replace(/\s+/g, ' ').trim();
}

/** sanitize-html escapes only these in text; turn them back into characters. */
function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Escapes text for HTML text and attribute values (double or single quoted). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
