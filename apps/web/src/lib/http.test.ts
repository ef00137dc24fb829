import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/factories';
import { HttpError, fetchJson, toSameOriginPath } from './http';

describe('toSameOriginPath', () => {
  it('keeps the path and query of an absolute URL on another host', () => {
    expect(
      toSameOriginPath('https://api.example.com/api/search-models?page=2&state=victoria'),
    ).toBe('/api/search-models?page=2&state=victoria');
  });

  it('keeps a relative URL as it is', () => {
    expect(toSameOriginPath('/api/search-models?page=3')).toBe('/api/search-models?page=3');
  });
});

describe('fetchJson', () => {
  it('answers the JSON body of a 2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ ok: 1 })),
    );
    await expect(fetchJson('/api/x')).resolves.toEqual({ ok: 1 });
  });

  it("throws an HttpError with the server's message otherwise", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ msg: 'Token expired' }, 400)),
    );
    const error: unknown = await fetchJson('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Token expired' });
  });
});
