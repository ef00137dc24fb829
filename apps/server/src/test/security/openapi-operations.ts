import type { FastifyInstance } from 'fastify';

/** Test-only: the operations of the app's OpenAPI document, as the security suite reads them. */

/** A JSON Schema node as @fastify/swagger writes it from the routes' Zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface ApiOperation {
  method: HttpMethod;
  /** The document's path template, e.g. `/api/models/{id}`. */
  path: string;
  /** `METHOD path`, the key of the authorisation matrix. */
  key: string;
  parameters: ApiParameter[];
  /** The JSON body's schema, when the operation takes JSON. */
  jsonBody?: JsonSchema;
  /** Whether the document marks the operation as needing a Bearer token. */
  isPrivate: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface DocumentOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** Every operation of the app's OpenAPI document (the app must be ready). */
export function listOperations(app: FastifyInstance): ApiOperation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, DocumentOperation>> };
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((lower) => {
      const operation = item[lower]!;
      const method = lower.toUpperCase() as HttpMethod;
      return {
        method,
        path,
        key: `${method} ${path}`,
        parameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as 'path' | 'query',
            schema: parameter.schema ?? {},
          })),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        isPrivate: (operation.security ?? []).length > 0,
      };
    }),
  );
}

/** The path with each `{name}` replaced by `values[name]` (already URL-encoded) or `fallback`. */
export function fillPath(path: string, values: Record<string, string>, fallback = '1'): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback);
}
