/** Closing block tags and line breaks, which stand between words once the markup is gone. */
const WORD_BREAKING_TAGS = /<(?:br|hr)\b[^>]*>|<\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)\s*>/gi;

/** Elements whose content is code, not text; sanitised descriptions hold none, but be sure. */
const NON_TEXT_ELEMENTS = 'script, style, template, noscript';

/**
 * The text of a listing's description without its markup (docs/product/routes-and-screens.md: "a short
 * description (markup removed)"). Descriptions are sanitised HTML; DOMParser reads them into
 * an inert document (no scripts run, no images load) and decodes entities such as &amp;.
 */
export function stripTags(html: string): string {
  if (!html) return '';
  const spaced = html.replace(WORD_BREAKING_TAGS, ' ');
  const { body } = new DOMParser().parseFromString(spaced, 'text/html');
  for (const element of body.querySelectorAll(NON_TEXT_ELEMENTS)) element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
