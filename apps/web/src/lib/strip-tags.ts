/** Closing block tags and line breaks, which stand between words once the markup is gone. */
const WORD_BREAKING_TAGS = /<(?:br|hr)\b[^>]*>|<\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)\s*>/gi;

/** Elements whose content is code, not text; sanitised descriptions hold none, but be sure. */
const NON_TEXT_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Any other tag, or a comment. */
const TAGS = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;

const ENTITY = /&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi;

/** The named entities a sanitiser writes (it writes other characters as they are). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of a listing's description without its markup (docs/product/routes-and-screens.md:
 * "a short description (markup removed)"). Descriptions are sanitised HTML, so reading tags
 * and entities as text is enough; it is done without a DOM so that the server draws a card's
 * text exactly as the browser then hydrates it (decision 045). React escapes the text it
 * shows, so a decoded `<` is only a character.
 */
export function stripTags(html: string): string {
  if (!html) return '';
  const text = html
    .replace(NON_TEXT_ELEMENTS, ' ')
    .replace(WORD_BREAKING_TAGS, ' ')
    .replace(TAGS, '')
    .replace(ENTITY, decodeEntity);
  return text.replace(/\s+/g, ' ').trim();
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}
