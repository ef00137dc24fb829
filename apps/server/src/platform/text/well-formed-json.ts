const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` with every lone surrogate (half a UTF-16 pair, which JSON can spell as `\udc00` and
 * a client may send) in its strings replaced by U+FFFD. PostgreSQL's jsonb refuses such an
 * escape, so a jsonb column holding text a visitor typed fails with a 500 without this; text
 * columns already store U+FFFD.
 */
export function wellFormedJson<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item,
    ),
  ) as T;
}
