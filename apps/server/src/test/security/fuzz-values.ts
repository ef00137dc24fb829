import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Test-only: fast-check arbitraries for hostile input — text an attacker or a broken client
 * sends (NUL bytes, lone surrogates, right-to-left marks, stacked combining marks, astral
 * characters, huge strings, SQL and script payloads) and values of the wrong type. Built from
 * the operations' JSON Schemas, so most requests are nearly valid and reach past validation.
 */

const HUGE_ASCII = 'a'.repeat(200_000);
const HUGE_ASTRAL = '😀'.repeat(50_000);
const HUGE_COMBINING = `e${'\u0301'.repeat(20_000)}`;

/** Strings worth trying on every field, whatever its type. */
export const PAYLOADS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDFFF',
  'x\uDC00y\uD83D',
  '\u202Egnp.exe',
  '\u200F\u200E\u2066\u2069',
  '\uFEFF',
  '\u00A0\u2028\u2029',
  'Z\u0351\u0357\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  '𝕏𝔸𝕄𝕃 😀👩‍👩‍👧‍👦 🇦🇺',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%_%\\%',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '９９',
  '٣',
  '99999999999999999999999',
  '-1',
  '0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '25:61',
  'a@b',
  'user@example.com\r\nBcc: victim@example.com',
  HUGE_ASCII,
  HUGE_ASTRAL,
  HUGE_COMBINING,
];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));
/** One odd character: control, format, combining, astral, lone surrogate or plain. */
const oddCharacter = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u001B', '\u007F', '\u202E', '\u200B', '\u0301', '\uFFFF'),
  loneSurrogate,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom("'", '"', '<', '>', '&', '\\', '%', '/', ';', '-'),
);

/** Any hostile string: a known payload, random odd characters, or a mix of both. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PAYLOADS), weight: 3 },
  { arbitrary: fc.string({ unit: oddCharacter, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PAYLOADS.slice(0, 40)), fc.string({ unit: oddCharacter }))
      .map(([a, b]) => a + b),
    weight: 1,
  },
);

/** A value of some JSON type, for a field that expects another. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    2_147_483_648,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  oddString,
  fc.constantFrom([], {}, [null], [[[]]], { __proto__: { admin: true } }, { $gt: '' }),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);

let nextEmail = 1;

/** A string that fits the schema's length, made of hostile text where the schema allows. */
function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  if (schema.format === 'email') {
    return fc.oneof(
      fc.constant(null).map(() => `fuzz-${process.pid}-${nextEmail++}@example.com`),
      oddString.map((local) => `${local.slice(0, 40)}@example.com`),
    );
  }
  if (schema.format === 'date') return fc.constantFrom('2030-01-01', '2030-02-29', '0000-00-00');
  if (schema.format === 'date-time') return fc.constantFrom('2030-01-01T00:00:00Z', 'yesterday');
  const fit = (text: string) => {
    let fitted = text.slice(0, max);
    while (fitted.length < min) fitted += 'a';
    return fitted;
  };
  return fc.oneof(
    { arbitrary: oddString.map(fit), weight: 3 },
    // Plain words with one hostile piece inside: these pass the schema and reach the database.
    {
      arbitrary: fc
        .tuple(oddString, oddCharacter)
        .map(([a, b]) => fit(`Fuzz ${b}${a.slice(0, 20)} text`)),
      weight: 2,
    },
    { arbitrary: fc.constant(fit('Plain fuzz text')), weight: 1 },
  );
}

/**
 * Plausible values for fields whose rules a random string never meets (a strong password, an
 * Australian phone or postcode, a time of day), each with a hostile twin now and then, so the
 * rest of the body is read on.
 */
const FIELD_HINTS: [RegExp, fc.Arbitrary<unknown>][] = [
  [
    /password/i,
    fc.constantFrom('violet-harbour-71', 'violet-harbour-71\u0000', 'violet-harbour-71\u202E'),
  ],
  [/email/i, fc.constant(null).map(() => `fuzz-${process.pid}-${nextEmail++}@example.com`)],
  [/phone/i, fc.constantFrom('0412345678', '04 1234 5678', '+61412345678', '0412345678\u0000')],
  [/postcode/i, fc.constantFrom('2000', '2010', '3000', '٢٠٠٠', '2000\u0000')],
  [/^(from|to)$/, fc.constantFrom('10:00', '22:00', '24:00', '00:00')],
  [/(^|_)(on|date|starts|ends)/i, fc.constantFrom('2030-01-01', '2030-02-29', '2030-12-31')],
];

function hintFor(name: string): fc.Arbitrary<unknown> | undefined {
  return FIELD_HINTS.find(([pattern]) => pattern.test(name))?.[1];
}

function fittingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** Values shaped by a JSON Schema (nearly valid), with a wrong-typed value now and then. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongValue;
  return fc.oneof(
    { arbitrary: shapedValue(schema, depth), weight: 5 },
    { arbitrary: wrongValue, weight: 1 },
  );
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fittingString(schema);
    case 'integer':
      return fittingNumber(schema, true);
    case 'number':
      return fittingNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.max(Math.min(schema.maxItems ?? 5, 5), Math.min(schema.minItems ?? 0, 5)),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return wrongValue;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const hint = hintFor(name);
      const value = valueFor(property, depth + 1);
      return [
        name,
        hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: value, weight: 1 }) : value,
      ];
    }),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      // Now and then a field the schema does not know.
      fc.option(fc.tuple(oddString, wrongValue), { freq: 4 }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

/**
 * Percent-encodes a value for a path or query string. A lone surrogate has no UTF-8 form, so it
 * goes out as the bytes a careless client sends for it (ED A0 80), which are not valid UTF-8.
 */
export function encodeForUrl(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (character) => {
    if (character.length === 1 && /[\uD800-\uDFFF]/.test(character)) return '%ED%A0%80';
    return encodeURIComponent(character);
  });
}

/** Raw fragments of a URL a hostile client sends as they are, never encoded. */
export const rawUrlPieces = fc.constantFrom(
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '..%2F..%2F',
  '%2e%2e',
  '%E2%80%AE',
);
