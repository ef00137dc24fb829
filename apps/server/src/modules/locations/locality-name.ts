/** Initialisms in locality names that stay in capitals: HMAS Kuttabul, Laverton RAAF, ANU. */
const INITIALISMS: ReadonlySet<string> = new Set(['anu', 'hmas', 'raaf', 'rgh']);

/** Joining words kept small inside a name: 'University of Tasmania', 'Kingston on Murray'. */
const SMALL_WORDS: ReadonlySet<string> = new Set(['of', 'on', 'and']);

/**
 * Australia Post spells localities in capitals ('ST KILDA', 'O’CONNOR', 'MCMAHONS POINT');
 * people and listings spell them in title case. This turns the first into the second.
 */
export function toLocalityName(raw: string): string {
  const plain = raw
    .replace(/[\u2018\u2019]/g, "'") // the data mixes curly and straight apostrophes
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const titled = capitaliseMcNames(capitaliseIrishPrefixes(capitaliseWords(plain)));
  return fixSpecialWords(titled);
}

/** Upper-cases the first letter of each word, where words start after a space, hyphen or '('. */
function capitaliseWords(text: string): string {
  return text.replace(
    /(^|[\s\-(/])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/**
 * O'Connor, D'Aguilar: only a lone O or D before the apostrophe is a name prefix, so
 * "Stun'sail Boom" and "K'gari" keep a small letter after theirs.
 */
function capitaliseIrishPrefixes(text: string): string {
  return text.replace(
    /(^|[\s\-(])([OD])'(\p{Ll})/gu,
    (_, before: string, prefix: string, letter: string) =>
      `${before}${prefix}'${letter.toUpperCase()}`,
  );
}

/** McMahons Point, McArthur. 'Mac' is left alone: Mackay and Macleay are not MacKay. */
function capitaliseMcNames(text: string): string {
  return text.replace(
    /(^|[\s\-(])Mc(\p{Ll})/gu,
    (_, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`,
  );
}

/** Initialisms back to capitals; joining words (not the first word) back to small letters. */
function fixSpecialWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (INITIALISMS.has(lower)) return word.toUpperCase();
    return offset > 0 && text[offset - 1] === ' ' && SMALL_WORDS.has(lower) ? lower : word;
  });
}
