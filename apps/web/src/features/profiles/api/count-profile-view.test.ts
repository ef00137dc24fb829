import { VIEWED_PROFILES_STORAGE_KEY } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '../../../test/factories';
import { countProfileViewOnce, readViewedProfileIds } from './count-profile-view';

function mockFetch(status: number) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('countProfileViewOnce', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('posts the view the first time a listing is opened in the session, and records it', async () => {
    const fetchMock = mockFetch(204);

    await expect(countProfileViewOnce(42)).resolves.toBe(true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/models/42/views');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(window.sessionStorage.getItem(VIEWED_PROFILES_STORAGE_KEY)!)).toEqual([42]);
  });

  it('does not post again for a listing already counted in this session', async () => {
    const fetchMock = mockFetch(204);

    await countProfileViewOnce(42);
    await expect(countProfileViewOnce(42)).resolves.toBe(false);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts two renders at once only once (StrictMode runs effects twice)', async () => {
    const fetchMock = mockFetch(204);

    await Promise.all([countProfileViewOnce(7), countProfileViewOnce(7)]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts each listing separately', async () => {
    const fetchMock = mockFetch(204);

    await countProfileViewOnce(1);
    await countProfileViewOnce(2);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readViewedProfileIds(window.sessionStorage)).toEqual([1, 2]);
  });

  it('keeps the mark when the request got no answer (a reload cut it off): the server may have counted it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    await countProfileViewOnce(9);
    await countProfileViewOnce(9);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readViewedProfileIds(window.sessionStorage)).toEqual([9]);
  });

  it('takes the mark back when the server refuses the view, so a later visit counts', async () => {
    const fetchMock = mockFetch(500);

    await countProfileViewOnce(9);
    expect(readViewedProfileIds(window.sessionStorage)).toEqual([]);

    await countProfileViewOnce(9);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a damaged storage entry as empty', async () => {
    window.sessionStorage.setItem(VIEWED_PROFILES_STORAGE_KEY, '{not json');
    const fetchMock = mockFetch(204);

    await countProfileViewOnce(3);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readViewedProfileIds(window.sessionStorage)).toEqual([3]);
  });

  it('still counts (every time) where session storage is unavailable', async () => {
    const fetchMock = mockFetch(204);

    await countProfileViewOnce(5, null);
    await countProfileViewOnce(5, null);

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
