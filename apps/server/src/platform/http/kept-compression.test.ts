import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressedFormOf, keepCompressible, registerKeptCompression } from './kept-compression.js';

const PAGE = Buffer.from(`<!doctype html><p>${'Escorts in Sydney. '.repeat(200)}</p>`);

/** An app sending one kept body, one body that is not kept, and one too small to compress. */
async function buildApp() {
  const app = Fastify();
  registerKeptCompression(app);
  const kept = keepCompressible(Buffer.from(PAGE));
  const small = keepCompressible(Buffer.from('<p>short</p>'));
  app.get('/kept', async (_request, reply) => reply.type('text/html').send(kept));
  app.get('/fresh', async (_request, reply) => reply.type('text/html').send(Buffer.from(PAGE)));
  app.get('/small', async (_request, reply) => reply.type('text/html').send(small));
  await app.ready();
  return { app, kept };
}

describe('kept bodies compressed once', () => {
  it('sends a kept body in the encoding the request prefers, the same bytes once decoded', async () => {
    const { app } = await buildApp();
    const br = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(PAGE);

    const gzip = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br;q=0, *' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(PAGE);
  });

  it('compresses a kept body once per encoding, and sends those bytes on every request', async () => {
    const { app, kept } = await buildApp();
    const br = compressedFormOf(kept, 'br');
    expect(compressedFormOf(kept, 'br')).toBe(br);
    for (let i = 0; i < 3; i += 1) {
      const answer = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
      expect(answer.rawPayload).toEqual(br);
    }
    expect(compressedFormOf(kept, 'br')).toBe(br);
    expect(compressedFormOf(kept, 'gzip')).toBe(compressedFormOf(kept, 'gzip'));
  });

  it('sends it as it is to a request that takes no compression, still saying that it varies', async () => {
    const { app } = await buildApp();
    for (const headers of [{}, { 'accept-encoding': 'br', 'x-no-compression': '1' }]) {
      const answer = await app.inject({ url: '/kept', headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.rawPayload).toEqual(PAGE);
    }
  });

  it('leaves bodies that are not kept, and bodies under the threshold, to the per-answer compression', async () => {
    const { app } = await buildApp();
    for (const url of ['/fresh', '/small']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    expect(compressedFormOf(Buffer.from(PAGE), 'br')).toBeUndefined();
  });
});
