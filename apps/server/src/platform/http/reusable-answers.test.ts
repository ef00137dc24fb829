import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_USERS_PATH,
  GET_BLOGS_PATH,
  LOCATIONS_AUTOCOMPLETE_PATH,
  MODEL_ME_PATH,
  POPULAR_LOCATION_COUNTS_PATH,
  SEARCH_MODELS_PATH,
  buildAdminApprovePath,
  buildBlogEntryApiPath,
  buildCustomerProfilePath,
  buildModelListingPath,
  buildModelProfileApiPath,
} from '@app/contract';
import { useApiTest } from '../../test/api-test.js';
import {
  createAdminAccount,
  createBlogPost,
  createCustomer,
  createListing,
  createModelAccount,
} from '../../test/factories.js';
import { ANSWER_REUSE, NOT_REUSABLE, etagOf, matchesIfNoneMatch } from './reusable-answers.js';

const api = useApiTest();

/** A made-up city of letters only, so each test owns its listings. */
function uniqueCity(): string {
  return `Reuse ${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

function get(url: string, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url, headers });
}

/** The first answer, then the same request again with its ETag. */
async function getTwice(url: string) {
  const first = await get(url);
  const etag = String(first.headers.etag);
  const repeat = await get(url, { 'if-none-match': etag });
  return { first, etag, repeat };
}

describe('reusable public answers', () => {
  const cases: { name: string; url: () => Promise<string>; reuse: keyof typeof ANSWER_REUSE }[] = [
    {
      name: 'a city search',
      url: async () => {
        const city = uniqueCity();
        await createListing(api.db, { city });
        return `${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`;
      },
      reuse: 'search',
    },
    {
      name: 'a model profile',
      url: async () => buildModelProfileApiPath((await createListing(api.db)).id),
      reuse: 'profile',
    },
    { name: 'the blog list', url: async () => GET_BLOGS_PATH, reuse: 'blog' },
    {
      name: 'a blog post',
      url: async () => buildBlogEntryApiPath((await createBlogPost(api.db)).id),
      reuse: 'blog',
    },
    {
      name: 'the popular location counts',
      url: async () => POPULAR_LOCATION_COUNTS_PATH,
      reuse: 'locationCounts',
    },
    {
      name: 'location autocomplete',
      url: async () => `${LOCATIONS_AUTOCOMPLETE_PATH}?q=bondi`,
      reuse: 'autocomplete',
    },
  ];

  for (const { name, url, reuse } of cases) {
    it(`${name}: an ETag of the body and its Cache-Control; a repeat with that ETag is a bodiless 304`, async () => {
      const { first, etag, repeat } = await getTwice(await url());

      expect(first.statusCode).toBe(200);
      expect(etag).toBe(etagOf(first.rawPayload));
      expect(first.headers['cache-control']).toBe(ANSWER_REUSE[reuse]);
      expect(repeat.statusCode).toBe(304);
      expect(repeat.rawPayload.length).toBe(0);
      expect(repeat.headers.etag).toBe(etag);
      expect(repeat.headers['cache-control']).toBe(ANSWER_REUSE[reuse]);
      expect(repeat.headers['content-type']).toBeUndefined();
      expect(repeat.headers['content-length']).toBeUndefined();
    });
  }

  it('an admin approving a listing into a city changes that search’s ETag: the old one gets a full 200', async () => {
    const { db } = api.database;
    const city = uniqueCity();
    const url = `${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`;
    await createListing(db, { city, name: 'Already live' });
    const pending = await createListing(db, {
      city,
      name: 'Waiting',
      status: 'pending',
      submittedAt: new Date(),
      wentLiveAt: null,
    });
    const { etag, repeat } = await getTwice(url);
    expect(repeat.statusCode).toBe(304);

    const admin = await createAdminAccount(db, api.testApp.tokens);
    const approved = await api.app.inject({
      method: 'POST',
      url: buildAdminApprovePath(pending.id),
      headers: { authorization: admin.authorization },
      payload: { version: 0 },
    });
    const after = await get(url, { 'if-none-match': etag });

    expect(approved.statusCode).toBe(200);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().total).toBe(2);
  });

  it('publishing a blog post changes the blog list’s ETag: the old one gets a full 200', async () => {
    const { etag } = await getTwice(GET_BLOGS_PATH);

    const post = await createBlogPost(api.db, { title: 'Fresh news' });
    const after = await get(GET_BLOGS_PATH, { 'if-none-match': etag });

    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.map((entry: { id: number }) => entry.id)).toContain(post.id);
  });

  it('a compressed search answer carries the ETag of its uncompressed body, and a repeat is a bodiless 304', async () => {
    const city = uniqueCity();
    for (let i = 0; i < 3; i += 1) await createListing(api.db, { city });
    const url = `${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`;
    const plain = await get(url);

    for (const encoding of ['br', 'gzip'] as const) {
      const first = await get(url, { 'accept-encoding': `${encoding}` });
      const body =
        encoding === 'br' ? brotliDecompressSync(first.rawPayload) : gunzipSync(first.rawPayload);

      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(body.equals(plain.rawPayload)).toBe(true);
      expect(first.headers.etag).toBe(etagOf(plain.rawPayload));
      expect(first.headers['cache-control']).toBe(ANSWER_REUSE.search);

      const repeat = await get(url, {
        'accept-encoding': encoding,
        'if-none-match': String(first.headers.etag),
      });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.rawPayload.length).toBe(0);
      expect(repeat.headers.etag).toBe(first.headers.etag);
      expect(repeat.headers['content-encoding']).toBeUndefined();
    }
  });

  it('HEAD answers the same ETag and Cache-Control with no body, and 304 on a match', async () => {
    const url = buildModelProfileApiPath((await createListing(api.db)).id);
    const { first } = await getTwice(url);

    const head = await api.app.inject({ method: 'HEAD', url });
    const headRepeat = await api.app.inject({
      method: 'HEAD',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });

    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.headers['cache-control']).toBe(ANSWER_REUSE.profile);
    expect(headRepeat.statusCode).toBe(304);
    expect(headRepeat.rawPayload.length).toBe(0);
  });

  it('a not-found profile carries no ETag and is not stored', async () => {
    const response = await get(buildModelProfileApiPath(2_147_480_000));

    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe(NOT_REUSABLE);
  });
});

describe('private answers', () => {
  it('a customer’s profile, an advertiser’s listing and account, and an admin list: no ETag, no-store, never a 304', async () => {
    const { db } = api.database;
    const { tokens } = api.testApp;
    const customer = await createCustomer(db, tokens);
    const advertiser = await createModelAccount(db, tokens);
    const listing = await createListing(db, { userId: advertiser.id });
    const admin = await createAdminAccount(db, tokens);
    const privateReads = [
      { url: buildCustomerProfilePath(customer.user.id), authorization: customer.authorization },
      { url: buildModelListingPath(listing.id), authorization: advertiser.authorization },
      { url: MODEL_ME_PATH, authorization: advertiser.authorization },
      { url: `${ADMIN_USERS_PATH}?page=1`, authorization: admin.authorization },
    ];

    for (const { url, authorization } of privateReads) {
      const first = await get(url, { authorization });
      const repeat = await get(url, { authorization, 'if-none-match': '*' });

      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toBeUndefined();
      expect(first.headers['cache-control'], url).toBe(NOT_REUSABLE);
      expect(repeat.statusCode, url).toBe(200);
    }
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches the tag itself, its weak form, any tag of a list and *; nothing else', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
