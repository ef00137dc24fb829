import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/contract';
import { imageRoutes } from '../../modules/images/images.routes.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { findFreePort } from '../../db/embedded-postgres.js';
import { handleError } from '../http/errors.js';
import type { ImageStorage } from './image-storage.js';
import {
  createS3Client,
  createS3ImageStorage,
  ImageBucketUnreachableError,
  openS3ImageStorage,
} from './s3-image-storage.js';

let store: S3TestServer;
let storage: ImageStorage;

beforeAll(async () => {
  store = await startS3TestServer('images-unit');
  storage = await openS3ImageStorage(store.config);
});
afterAll(async () => {
  await store?.close();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The image route alone, with the app's error handler, over a given storage. */
async function imageApp(over: ImageStorage): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(imageRoutes, { storage: over });
  return app;
}

describe('S3 image storage against an S3-compatible store (s3rver)', () => {
  it('saves, opens, finds and removes an image by name, with its size and bytes intact', async () => {
    const data = Buffer.from('not really a jpeg, but bytes all the same');
    await storage.save('round-trip.jpg', data);

    expect(await storage.exists('round-trip.jpg')).toBe(true);
    const file = await storage.open('round-trip.jpg');
    expect(file?.size).toBe(data.length);
    expect(await readAll(file!.stream)).toEqual(data);
    // In the bucket's folder, not anywhere else.
    const keys = await readdir(path.join(store.directory, store.bucket));
    expect(keys.some((key) => key.startsWith('round-trip.jpg'))).toBe(true);

    await storage.remove('round-trip.jpg');
    expect(await storage.exists('round-trip.jpg')).toBe(false);
    expect(await storage.open('round-trip.jpg')).toBeUndefined();
  });

  it('answers undefined and false for a missing key, and removing it is no error', async () => {
    expect(await storage.open('never-saved.png')).toBeUndefined();
    expect(await storage.exists('never-saved.png')).toBe(false);
    await expect(storage.remove('never-saved.png')).resolves.toBeUndefined();
  });

  it('refuses names that are not ours as the local folder does', async () => {
    await expect(storage.save('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/Invalid image/);
    await expect(storage.save('page.html', Buffer.from('x'))).rejects.toThrow(/Invalid image/);
    expect(await storage.open('../escape.jpg')).toBeUndefined();
    expect(await storage.exists('a/b.jpg')).toBe(false);
    await expect(storage.remove('../escape.jpg')).resolves.toBeUndefined();
  });

  it('serves a stored image through /images/:name streamed with its type, length and a year of caching', async () => {
    const data = Buffer.from('PNG-ish bytes for the route');
    await storage.save('served.png', data);
    const app = await imageApp(storage);
    try {
      const response = await app.inject({ method: 'GET', url: '/images/served.png' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(data.length));
      expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
      expect(response.rawPayload).toEqual(data);

      const missing = await app.inject({ method: 'GET', url: '/images/missing.png' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After, not 500, while the store cannot be reached', async () => {
    // Nothing listens on this port: every call fails to connect.
    const deadPort = await findFreePort();
    const client = createS3Client({ ...store.config, endpoint: `http://127.0.0.1:${deadPort}` });
    const app = await imageApp(createS3ImageStorage(client, store.bucket));
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/images/served.png' });
      const ms = Date.now() - started;
      expect(response.statusCode).toBe(503);
      // Three attempts with the SDK's backoff, then the answer: no hang.
      expect(ms).toBeLessThan(5_000);
      console.info(`an unreachable store answered 503 in ${ms} ms`);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ message: MESSAGES.imagesUnavailable });
    } finally {
      await app.close();
      client.destroy();
    }
  });

  it('answers 503 within its timeouts when the store accepts connections and then says nothing', async () => {
    // Takes every connection and never answers: a store hung or cut off mid-way.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const client = createS3Client(
      { ...store.config, endpoint: `http://127.0.0.1:${port}` },
      { connectMs: 200, answerMs: 300 },
    );
    const app = await imageApp(createS3ImageStorage(client, store.bucket));
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/images/served.png' });
      expect(response.statusCode).toBe(503);
      // Two attempts of 300 ms and a backoff between them, not a request held open.
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('stops the start with a clear message when the bucket is not there', async () => {
    const wrong = { ...store.config, bucket: 'no-such-bucket' };
    const failure = await openS3ImageStorage(wrong).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageBucketUnreachableError);
    expect((failure as Error).message).toMatch(
      /The image bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be reached .*Check S3_BUCKET/,
    );
  });
});
