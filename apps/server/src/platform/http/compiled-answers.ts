import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The serializer of the hot public reads (decision 049): their answers are written by code
 * compiled once from the route's Zod answer schema (fast-json-stringify, Fastify's own
 * serializer) instead of parsed with Zod on every way out. Their shape is proven in the tests
 * instead (compiled-answers.test.ts, and the route tests parse what they receive with the
 * contract's schema). A schema the compiled code cannot write exactly as Zod would (a date, a
 * transform, a record, a union, a default) keeps the checked path, as every other route does.
 */
export const compiledAnswerSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const jsonSchema = isZodSchema(route.schema) ? toSerializableSchema(route.schema) : undefined;
  if (!jsonSchema)
    return checkedSerializerCompiler(route as Parameters<typeof checkedSerializerCompiler>[0]);
  return fastJson(jsonSchema as fastJson.AnySchema);
};

/** A JSON Schema node, as z.toJSONSchema writes one. */
type JsonSchema = { [keyword: string]: unknown };

/** What the compiled code needs to write a value: nothing that checks or changes it. */
const STRUCTURE = new Set(['type', 'properties', 'required', 'additionalProperties', 'items']);
/**
 * Checks Zod makes of valid data and the writer needs not repeat. `default` is not one: the
 * compiled code would write it for a missing value, which a Zod answer leaves out.
 */
const CHECKS_ONLY = new Set([
  'description',
  'title',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
]);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * The answer schema as JSON Schema the compiled code writes exactly as JSON.stringify writes
 * Zod's output, or undefined when it cannot be. Only plain objects (unknown keys dropped, as Zod
 * drops them), arrays, scalars and `X | null` pass; `X | null` becomes a list of types, which
 * the compiled code tells apart with a typeof, where an `anyOf` would validate each value.
 */
export function toSerializableSchema(schema: z.ZodType): JsonSchema | undefined {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  const { $schema: _dialect, ...root } = converted;
  return simplify(root);
}

function simplify(node: JsonSchema): JsonSchema | undefined {
  if (Array.isArray(node.anyOf)) return simplifyNullable(node);
  const keywords = Object.keys(node);
  if (!keywords.every((keyword) => STRUCTURE.has(keyword) || CHECKS_ONLY.has(keyword))) {
    return undefined;
  }
  const { type } = node;
  if (typeof type === 'string' && SCALARS.has(type)) return { type };
  if (Array.isArray(type)) {
    const [first, second, ...rest] = type as unknown[];
    const isScalarOrNull =
      rest.length === 0 &&
      second === 'null' &&
      typeof first === 'string' &&
      first !== 'null' &&
      SCALARS.has(first);
    return isScalarOrNull ? { type: [first, 'null'] } : undefined;
  }
  if (type === 'array') {
    const items = isSchema(node.items) ? simplify(node.items) : undefined;
    return items && { type, items };
  }
  if (type === 'object') return simplifyObject(node);
  return undefined;
}

function simplifyObject(node: JsonSchema): JsonSchema | undefined {
  if (node.additionalProperties !== false) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    const property = isSchema(value) ? simplify(value) : undefined;
    if (!property) return undefined;
    properties[key] = property;
  }
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return {
    type: 'object',
    properties,
    required: requiredBeforeFirstOptional(Object.keys(properties), required),
    additionalProperties: false,
  };
}

/**
 * The compiled code writes the keys it is told are required before the others, where Zod keeps
 * the schema's order. Told only those before the first optional key, it keeps the order; a
 * value missing after that key is left out rather than refused (the tests prove none is).
 */
function requiredBeforeFirstOptional(keys: string[], required: Set<unknown>): string[] {
  const firstOptional = keys.findIndex((key) => !required.has(key));
  return firstOptional === -1 ? keys : keys.slice(0, firstOptional);
}

/** `X | null`, which z.toJSONSchema writes as an `anyOf` when X is an object or an array. */
function simplifyNullable(node: JsonSchema): JsonSchema | undefined {
  const { anyOf, ...rest } = node;
  if (!Object.keys(rest).every((keyword) => CHECKS_ONLY.has(keyword))) return undefined;
  const options = anyOf as unknown[];
  const isNull = (option: unknown) =>
    isSchema(option) && option.type === 'null' && Object.keys(option).length === 1;
  const others = options.filter((option) => !isNull(option));
  const [other] = others;
  if (options.length !== 2 || others.length !== 1 || !isSchema(other)) return undefined;
  const simplified = simplify(other);
  if (!simplified || typeof simplified.type !== 'string' || simplified.type === 'null') {
    return undefined;
  }
  return { ...simplified, type: [simplified.type, 'null'] };
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}
