import type { AdminPage } from '@app/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../lib/session';
import { requestUrl } from './factories';

/** The token the signed-in admin's calls carry (`Authorization: Bearer …`). */
export const ADMIN_TOKEN = 'admin-token';

/**
 * Call inside a describe (or at the top of a file): every test starts with an admin signed in
 * and ends signed out, so no session leaks into the next test. (The fetch stubs need no
 * clean-up here: vitest.config.ts sets `unstubGlobals`.)
 */
export function signInAdminForEachTest(): void {
  beforeEach(() => {
    useSession
      .getState()
      .setUser(
        { userName: 'Ops', email: 'ops@example.com', role: 'admin', userId: '1' },
        ADMIN_TOKEN,
      );
  });
  afterEach(() => {
    useSession.getState().logout();
  });
}

/** Answers one call to the stand-in API, or undefined for a call the test does not expect. */
export type ApiAnswer = (
  method: string,
  url: string,
  init: RequestInit | undefined,
) => Response | undefined;

/**
 * Replaces fetch with a stand-in API: each call goes to `answer` with its method and URL, and
 * one it does not know fails the test loudly. The mock keeps every call for the asserts.
 */
export function stubAdminApi(answer: ApiAnswer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const response = answer(method, url, init);
    if (!response) throw new Error(`unexpected call ${method} ${url}`);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A list answer of the console holding `data` on its only page, unless `overrides` say more. */
export function adminPageOf<Item>(
  data: Item[],
  overrides: Partial<AdminPage<Item>> = {},
): AdminPage<Item> {
  return { data, page: 1, per_page: 25, total: data.length, last_page: 1, ...overrides };
}
