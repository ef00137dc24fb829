import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NEWSLETTER_PATH, buildListingPhotosPath } from '@app/contract';
import { imagePipeline } from '../../platform/storage/image-upload.js';
import type { RequestLimits } from '../../platform/http/request-limits.js';
import { createModelAccount, type TestAccount } from '../factories.js';
import { buildListingSteps, drawPhoto, multipartFile, storedFiles } from '../listing-helpers.js';
import { openRawConnection, sleep, type RawResponse } from '../raw-http.js';
import { useApiTest } from '../api-test.js';

/**
 * Request limits (platform/http/request-limits.ts) on a real listening server, with the timeouts
 * shortened (production: headers 10 s, whole request 30 s): a client that dribbles its
 * headers, stalls half way through an upload or hangs up mid-upload is cut off in bounded
 * time and leaves nothing behind; oversized headers and bodies get our error shape.
 */
const LIMITS: Partial<RequestLimits> = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1_500,
  // Longer than the request timeout, so the 408 (not a silent close) is what ends a stall.
  connectionTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 100,
};

const api = useApiTest({ deps: () => ({ requestLimits: LIMITS }) });
let port: number;
let model: TestAccount;
let listingId: number;

beforeAll(async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
  model = await createModelAccount(api.db, api.testApp.tokens);
  listingId = (await buildListingSteps(api.app, model.authorization)).id;
});

function expectErrorBody(response: RawResponse | undefined, status: number, message: string) {
  expect(response?.status).toBe(status);
  expect(JSON.parse(response!.body)).toMatchObject({ statusCode: status, message });
}

/** A photo upload's request head and body, with the body's real length declared. */
async function photoUpload(): Promise<{ head: string; body: Buffer }> {
  const form = multipartFile(await drawPhoto(7));
  const head =
    `POST ${buildListingPhotosPath(listingId)} HTTP/1.1\r\nHost: site.test\r\n` +
    `Authorization: ${model.authorization}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
    `Content-Length: ${form.payload.length}\r\n\r\n`;
  return { head, body: form.payload };
}

/** Nothing stored, no image being processed or waiting: the upload left nothing behind. */
async function expectNothingLeftBehind() {
  expect(await storedFiles(api.testApp)).toEqual([]);
  expect(imagePipeline.load()).toMatchObject({ active: 0, waiting: 0 });
}

describe('slow and broken clients', () => {
  it('cuts off a client dribbling its headers (slow loris) with 408 once the headers timeout passes', async () => {
    const connection = await openRawConnection(port);
    await connection.write('GET /api/site-config HTTP/1.1\r\nHost: site.test\r\n');
    const dribble = setInterval(() => {
      if (!connection.socket.destroyed) connection.socket.write(`X-Slow-${Date.now()}: 1\r\n`);
    }, 100);
    try {
      const closedAfterMs = await connection.closed();
      console.info(
        `slow loris: closed ${closedAfterMs} ms after connecting (headers timeout ${LIMITS.headersTimeoutMs} ms)`,
      );
      expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs!);
      expect(closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs! + 1_000);
      expectErrorBody(connection.responses()[0], 408, MESSAGES.requestTimeout);
    } finally {
      clearInterval(dribble);
    }
  });

  it('cuts off an upload that stops half way (Content-Length larger than what is sent) with 408, storing nothing', async () => {
    const upload = await photoUpload();
    const connection = await openRawConnection(port);
    await connection.write(upload.head);
    await connection.write(upload.body.subarray(0, upload.body.length / 2));
    const closedAfterMs = await connection.closed();
    console.info(
      `stalled upload: closed ${closedAfterMs} ms after connecting (request timeout ${LIMITS.requestTimeoutMs} ms)`,
    );
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs! + 1_000);
    expectErrorBody(connection.responses()[0], 408, MESSAGES.requestTimeout);
    await sleep(100);
    await expectNothingLeftBehind();
  });

  it('leaves nothing behind when the client hangs up mid-upload, and the next upload goes through', async () => {
    const upload = await photoUpload();
    const connection = await openRawConnection(port);
    await connection.write(upload.head);
    await connection.write(upload.body.subarray(0, upload.body.length / 2));
    await sleep(100);
    connection.socket.destroy();
    await sleep(300);
    await expectNothingLeftBehind();

    const whole = await openRawConnection(port);
    await whole.write(Buffer.concat([Buffer.from(upload.head), upload.body]));
    for (let waited = 0; whole.responses().length === 0 && waited < 10_000; waited += 50) {
      await sleep(50);
    }
    expect(whole.responses()[0]?.status).toBe(201);
    whole.socket.destroy();
    expect((await storedFiles(api.testApp)).length).toBeGreaterThan(0);
  });

  it('answers oversized headers (past 16 KB) with 431 and our message', async () => {
    const connection = await openRawConnection(port);
    await connection.write(
      `GET /api/site-config HTTP/1.1\r\nHost: site.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    await connection.closed();
    expectErrorBody(connection.responses()[0], 431, MESSAGES.headersTooLarge);
  });

  it('answers an oversized body (past 1 MB) with 413 in our error shape', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${NEWSLETTER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(1_100_000)}@example.com` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: expect.any(String),
    });
  });
});
