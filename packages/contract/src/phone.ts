/**
 * Australian mobile numbers (docs/product/limits-and-messages.md: 10 digits starting with 04), written one way
 * everywhere. People type `04 0000 0001`, `0400-000-001`, `(04) 0000 0001` or `+61 400 000 001`
 * for the same phone; every lookup, stored value and per-account limit uses the canonical
 * form, so writing a number differently never makes it a different number (docs/SECURITY.md).
 */

/** What a person may put between the digits of a phone number. */
const SEPARATORS = /[\s\-().]/g;

/**
 * The number with spaces, dashes, dots and brackets taken out and an international
 * +61 / 61 / 0061 prefix of a mobile turned into the leading 0. Anything else is left as it
 * is, so a schema's pattern still reports a number that is not a mobile.
 */
export function canonicalPhone(input: string): string {
  return input
    .trim()
    .replace(SEPARATORS, '')
    .replace(/^(?:\+|00)?61(?=4\d{8}$)/, '0');
}

/** 04xxxxxxxx for anything that is an Australian mobile once canonical; undefined otherwise. */
export function normalizeAustralianMobile(input: string): string | undefined {
  if (input.includes('@')) return undefined;
  const phone = canonicalPhone(input);
  return /^04\d{8}$/.test(phone) ? phone : undefined;
}
