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
  it('gzips a kept body on its first send and sends brotli from the second, the same bytes once decoded', async () => {
    const { app } = await buildApp();
    const asBrowsersAsk = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await app.inject({ url: '/kept', headers: asBrowsersAsk });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(first.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(first.rawPayload)).toEqual(PAGE);

    for (let i = 0; i < 2; i += 1) {
      const again = await app.inject({ url: '/kept', headers: asBrowsersAsk });
      expect(again.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(again.rawPayload)).toEqual(PAGE);
    }
  });

  it('sends the one encoding a request takes, even on a first send', async () => {
    for (const [accepted, sent] of [
      ['br', 'br'],
      ['br;q=0, *', 'gzip'],
    ]) {
      const { app } = await buildApp();
      const answer = await app.inject({ url: '/kept', headers: { 'accept-encoding': accepted } });
      expect(answer.headers['content-encoding']).toBe(sent);
    }
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
