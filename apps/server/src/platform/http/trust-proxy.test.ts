import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_RATE_LIMIT } from '../../modules/profiles/profiles.routes.js';
import { FROM_OWN_PAGE, useApiTest } from '../../test/api-test.js';
import { createListing, viewCountOf } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * TRUST_PROXY=true trusted every hop, so any client chose its own address
 * with X-Forwarded-For and walked around per-address rate limits and view counting. Now a hop
 * count trusts only the right-most entries, and an address list only the listed proxies.
 */
const api = useApiTest({ env: { TRUST_PROXY: '1' } });

let cidrApp: TestApp;
beforeAll(async () => {
  cidrApp = await buildTestApp(api.db, { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
});
afterAll(async () => {
  await cidrApp?.app.close();
});

const PROXY = '10.20.30.40';

/** One view of a listing, as it reaches the server: from `peer`, with this X-Forwarded-For. */
const view = (app: TestApp, id: number, peer: string, forwardedFor: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/models/${id}/views`,
    remoteAddress: peer,
    headers: { ...FROM_OWN_PAGE, 'x-forwarded-for': forwardedFor },
  });

const viewCount = (listingId: number) => viewCountOf(api.db, listingId);

describe('TRUST_PROXY=1: one proxy in front, the right-most X-Forwarded-For entry is the client', () => {
  it('a client sending its own X-Forwarded-For cannot escape the per-address rate limit', async () => {
    const listing = await createListing(api.db);
    const statuses: number[] = [];
    for (let i = 0; i <= VIEW_RATE_LIMIT.max; i += 1) {
      // The client wrote a new address each time; the proxy appended the one it saw.
      const response = await view(api.testApp, listing.id, PROXY, `203.0.113.${i}, 198.51.100.1`);
      statuses.push(response.statusCode);
    }

    expect(statuses.slice(0, VIEW_RATE_LIMIT.max).every((status) => status === 204)).toBe(true);
    expect(statuses[VIEW_RATE_LIMIT.max]).toBe(429);
  });

  it('view counting uses the right-most hop: spoofed entries before it count one view', async () => {
    const listing = await createListing(api.db);

    for (const spoofed of ['203.0.113.7', '203.0.113.8', '203.0.113.9, 192.0.2.1']) {
      expect(
        (await view(api.testApp, listing.id, PROXY, `${spoofed}, 198.51.100.2`)).statusCode,
      ).toBe(204);
    }
    expect(await viewCount(listing.id)).toBe(1);

    await view(api.testApp, listing.id, PROXY, '198.51.100.3');
    expect(await viewCount(listing.id)).toBe(2);
  });
});

describe('TRUST_PROXY=10.0.0.0/8,127.0.0.1: only those proxies may name the client', () => {
  it("a listed proxy's X-Forwarded-For names the client", async () => {
    const listing = await createListing(api.db);

    await view(cidrApp, listing.id, '10.1.2.3', '198.51.100.10');
    await view(cidrApp, listing.id, '127.0.0.1', '198.51.100.11');

    expect(await viewCount(listing.id)).toBe(2);
  });

  it('a peer outside the list is the client, whatever X-Forwarded-For it sends', async () => {
    const listing = await createListing(api.db);

    for (const claimed of ['198.51.100.20', '198.51.100.21', '10.1.2.3']) {
      await view(cidrApp, listing.id, '192.0.2.50', claimed);
    }

    expect(await viewCount(listing.id)).toBe(1);
  });

  it('the client is the first untrusted hop from the right, not what it wrote before it', async () => {
    const listing = await createListing(api.db);

    // Two listed proxies in a row; the client forged an entry in front of each request.
    for (const forged of ['203.0.113.30', '203.0.113.31']) {
      await view(cidrApp, listing.id, '10.1.2.3', `${forged}, 198.51.100.40, 10.9.9.9`);
    }

    expect(await viewCount(listing.id)).toBe(1);
  });
});
