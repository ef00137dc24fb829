/**
 * `%text%` for an ILIKE "contains" search, with the text's own `%`, `_` and `\` escaped, so
 * an admin typing "50%" searches for "50%" and not for "50" followed by anything.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
