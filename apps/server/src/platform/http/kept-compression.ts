import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How text answers are compressed, for both ways they are: `@fastify/compress` compresses each
 * answer as it goes out (app.ts), and a kept answer's bytes are compressed once (below). Fast
 * levels: a results page's 14 KB of JSON becomes about 3 KB, its 75 KB of HTML about 10 KB.
 */
export const ANSWER_COMPRESSION = {
  /** In the server's order of preference, as `Accept-Encoding` is negotiated. */
  encodings: ['br', 'gzip'],
  /** Smaller answers go out as they are: compressing them saves less than it costs. */
  threshold: 1024,
  brotliQuality: 4,
  /**
   * Brotli's window: 256 KB, room for any answer the site sends. Its default (4 MB) allocates
   * state that a text answer never fills, and on a host where fresh memory is dear that alone
   * made a 15 KB answer cost five times its compression (decision 053).
   */
  brotliWindowBits: 18,
  gzipLevel: 4,
} as const;

/** Brotli's parameters for an answer of `size` bytes (the size lets it size its state). */
export function brotliParams(size?: number): Record<number, number> {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: ANSWER_COMPRESSION.brotliQuality,
    [constants.BROTLI_PARAM_LGWIN]: ANSWER_COMPRESSION.brotliWindowBits,
    ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
  };
}

export type AnswerEncoding = (typeof ANSWER_COMPRESSION.encodings)[number];

/** A kept body's compressed forms, made on first demand and gone with the body. */
const compressedForms = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Buffer>>>();

/**
 * Marks bytes that are sent again and again: a kept search answer or profile, a kept drawn
 * page. Each is compressed once per encoding a browser asks for, instead of once per request
 * (decision 053): brotli of a 75 KB results page costs several times all the rest of sending
 * it from the cache.
 */
export function keepCompressible(body: Buffer): Buffer {
  if (!compressedForms.has(body)) compressedForms.set(body, {});
  return body;
}

/**
 * Sends a marked body in the encoding the request accepts, compressed once. Registered after
 * the ETag hook (reusable-answers.ts), which hashes the uncompressed bytes, and before
 * `@fastify/compress`'s route hooks, which leave an answer that already has a
 * Content-Encoding alone.
 */
export function registerKeptCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, compressKept(request, reply, payload));
  });
}

function compressKept(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  const forms = compressedForms.get(payload);
  if (!forms || payload.length < ANSWER_COMPRESSION.threshold) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  // The answer depends on the header whichever form this request gets.
  addVaryAcceptEncoding(reply);
  const encoding = encodingOfSend(request, forms);
  if (!encoding) return payload;
  const body = compressedForm(payload, forms, encoding);
  reply.header('Content-Encoding', encoding).header('Content-Length', body.length);
  return body;
}

/** A kept body in `encoding`: compressed on the first call, the same bytes on every later one. */
export function compressedFormOf(body: Buffer, encoding: AnswerEncoding): Buffer | undefined {
  const forms = compressedForms.get(body);
  return forms && compressedForm(body, forms, encoding);
}

function compressedForm(
  body: Buffer,
  forms: Partial<Record<AnswerEncoding, Buffer>>,
  encoding: AnswerEncoding,
): Buffer {
  return (forms[encoding] ??= compress(body, encoding));
}

/**
 * The encoding of this send of kept bytes. Most kept answers are asked once before they expire
 * (a rare search, a profile few visit): their first send is gzipped when the request takes
 * gzip, at less cost than brotli for 4% more bytes, and only bytes asked again earn brotli
 * (decision 054).
 */
function encodingOfSend(
  request: FastifyRequest,
  forms: Partial<Record<AnswerEncoding, Buffer>>,
): AnswerEncoding | undefined {
  const header = acceptEncodingOf(request);
  if (header === undefined) return undefined;
  const preferred = negotiate(header, [...ANSWER_COMPRESSION.encodings]);
  if (preferred !== 'br' && preferred !== 'gzip') return undefined;
  const firstSend = forms.br === undefined && forms.gzip === undefined;
  if (preferred === 'br' && firstSend && negotiate(header, ['gzip']) === 'gzip') return 'gzip';
  return preferred;
}

/** The request's Accept-Encoding as `@fastify/compress` reads it: its aliases, its opt-out. */
function acceptEncodingOf(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  return header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
}

function compress(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: brotliParams(body.length) })
    : gzipSync(body, { level: ANSWER_COMPRESSION.gzipLevel });
}

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : [vary].flat().map(String);
  if (values.some((value) => value.toLowerCase().includes('accept-encoding'))) return;
  reply.header('Vary', [...values, 'accept-encoding'].join(', '));
}
