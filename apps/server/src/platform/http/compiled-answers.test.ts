import fc from 'fast-check';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  GetModelProfileResponseSchema,
  HealthResponseSchema,
  LocationAutocompleteResponseSchema,
  SearchModelsResponseSchema,
} from '@app/contract';
import { compiledAnswerSerializer, toSerializableSchema } from './compiled-answers.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compile = (schema: z.ZodType) => compiledAnswerSerializer(route(schema));
const checked = (schema: z.ZodType) =>
  checkedSerializerCompiler(route(schema) as Parameters<typeof checkedSerializerCompiler>[0]);

/** A JSON Schema node, as z.toJSONSchema writes one. */
type JsonSchema = { [keyword: string]: unknown };

/**
 * Any value valid against the answer schema, with what Zod would drop on the way out: keys the
 * schema does not name, optional keys absent. Strings include quotes, control characters and
 * lone surrogates, which both writers must escape alike.
 */
function validValueOf(node: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(node.anyOf)) {
    return fc.oneof(...(node.anyOf as JsonSchema[]).map((option) => validValueOf(option)));
  }
  if (Array.isArray(node.type)) {
    return fc.oneof(...node.type.map((type) => validValueOf({ ...node, type })));
  }
  switch (node.type) {
    case 'string':
      if (typeof node.const === 'string') return fc.constant(node.const);
      return Array.isArray(node.enum)
        ? fc.constantFrom(...(node.enum as string[]))
        : fc.string({ unit: 'binary', maxLength: 12 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'integer':
      return fc.maxSafeInteger();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValueOf(node.items as JsonSchema), { maxLength: 3 });
    case 'object': {
      const properties = node.properties as Record<string, JsonSchema>;
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValueOf(value)]),
      );
      const record = fc.record(shape, { requiredKeys: node.required as string[] });
      return fc
        .tuple(record, fc.option(fc.string(), { nil: undefined }))
        .map(([value, extra]) => (extra === undefined ? value : { ...value, unnamed: extra }));
    }
    default:
      throw new Error(`no values for ${JSON.stringify(node)}`);
  }
}

function expectSameAnswers(schema: z.ZodType, runs = 300) {
  const compiled = compile(schema);
  const zodWritten = checked(schema);
  const jsonSchema = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  fc.assert(
    fc.property(validValueOf(jsonSchema), (value) => {
      expect(compiled(value)).toBe(zodWritten(value));
    }),
    { numRuns: runs },
  );
}

describe('compiledAnswerSerializer', () => {
  it.each([
    ['search answers', SearchModelsResponseSchema],
    ['profile answers', GetModelProfileResponseSchema],
    ['autocomplete answers', LocationAutocompleteResponseSchema],
    ['the liveness answer', HealthResponseSchema],
  ])('writes %s byte for byte as the Zod-checked path does', (_name, schema) => {
    expect(toSerializableSchema(schema)).toBeDefined();
    expectSameAnswers(schema);
  });

  it('writes nulls, absent optionals and nested nullable objects as Zod does', () => {
    const schema = z.object({
      name: z.string(),
      nickname: z.string().optional(),
      until: z.string().nullable(),
      tour: z.object({ city: z.string(), days: z.array(z.number().int()) }).nullable(),
      tags: z.array(z.string()).nullable(),
      score: z.number().nullable().optional(),
    });
    expect(toSerializableSchema(schema)).toBeDefined();
    expectSameAnswers(schema);
    const value = { name: 'Ava "A"', until: null, tour: null, tags: null, extra: 1 };
    expect(compile(schema)(value)).toBe(
      '{"name":"Ava \\"A\\"","until":null,"tour":null,"tags":null}',
    );
  });

  it.each([
    ['a date', z.object({ at: z.date() })],
    ['a transform', z.object({ n: z.string().transform(Number) })],
    ['a record', ErrorResponseSchema],
    ['a union', z.object({ id: z.union([z.string(), z.number()]) })],
    ['a default', z.object({ page: z.number().default(1) })],
    ['unknown values', z.object({ raw: z.unknown() })],
  ])('keeps the Zod-checked path for a schema with %s', (_name, schema) => {
    expect(toSerializableSchema(schema)).toBeUndefined();
    // The checked path refuses what its schema does not allow.
    expect(() => compile(schema)(null)).toThrow();
  });
});
