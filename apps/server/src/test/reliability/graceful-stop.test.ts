import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NEWSLETTER_PATH } from '@app/contract';
import { newsletterSubscribers } from '../../db/schema.js';
import { STOPPING_RETRY_AFTER_SECONDS } from '../../platform/http/graceful-stop.js';
import { isRefused, openRawConnection, sleep } from '../raw-http.js';
import { useApiTest } from '../api-test.js';

/**
 * What `app.close()` (server.ts calls it first on SIGTERM) does to the connections it finds,
 * on a real listening server: the stop of a whole process under load is in
 * graceful-stop-process.test.ts.
 */
const api = useApiTest();
let port: number;

beforeAll(async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});

function subscribeRequest(email: string): { head: string; body: string } {
  const body = JSON.stringify({ email });
  const head =
    `POST ${NEWSLETTER_PATH} HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return { head, body };
}

async function isStored(email: string): Promise<boolean> {
  const rows = await api.db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return rows.length === 1;
}

describe('stopping a listening app', () => {
  it('finishes the request in flight, refuses a later one with 503 + Connection: close, closes idle connections and stops within seconds', async () => {
    const inFlight = subscribeRequest('in-flight@example.com');
    const late = subscribeRequest('late@example.com');
    // A: a write whose body is half sent when the stop begins.
    const a = await openRawConnection(port);
    await a.write(inFlight.head + inFlight.body.slice(0, 5));
    // B: a request whose headers are half sent: it is answered only once they are complete.
    const b = await openRawConnection(port);
    await b.write(late.head.slice(0, 30));
    // C: a keep-alive connection, idle after its answer.
    const c = await openRawConnection(port);
    await c.write('GET /healthz HTTP/1.1\r\nHost: site.test\r\n\r\n');
    await sleep(300);
    expect(c.responses()[0]?.status).toBe(200);

    const stopStartedAt = Date.now();
    const stopping = api.app.close();
    await sleep(200);
    expect(await isRefused(port), 'new connections are refused').toBe(true);
    expect(await c.closed(), 'the idle keep-alive connection is closed').toBeGreaterThan(0);

    await a.write(inFlight.body.slice(5));
    await a.closed();
    const [answered] = a.responses();
    expect(answered?.status).toBe(200);
    expect(answered?.headers.connection).toBe('close');

    await b.write(late.head.slice(30) + late.body);
    await b.closed();
    const [refused] = b.responses();
    expect(refused?.status).toBe(503);
    expect(refused?.headers.connection).toBe('close');
    expect(refused?.headers['retry-after']).toBe(String(STOPPING_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused!.body)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: MESSAGES.shuttingDown,
    });

    await stopping;
    // Without Connection: close on the in-flight answer, Node would keep A open for the
    // keep-alive timeout (65 s) and the stop would wait for it.
    expect(Date.now() - stopStartedAt).toBeLessThan(3_000);
    expect(await isStored('in-flight@example.com'), 'the answered write is stored').toBe(true);
    expect(await isStored('late@example.com'), 'the refused write did not run').toBe(false);
  });
});
