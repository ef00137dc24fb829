import { afterEach, beforeEach } from 'vitest';
import { useSession } from '../lib/session';

/** The token the signed-in advertiser's calls carry (`Authorization: Bearer …`). */
export const ADVERTISER_TOKEN = 'model-token';

/** Signs in Scarlett, an advertiser (role `model`), whose calls carry `token`. */
export function signInAdvertiser(token = ADVERTISER_TOKEN): void {
  useSession
    .getState()
    .setUser(
      { userName: 'Scarlett', email: 'scarlett@example.com', role: 'model', userId: '77' },
      token,
    );
}

/**
 * Call inside a describe (or at the top of a file): every test starts with the advertiser
 * signed in and ends signed out, so no session leaks into the next test.
 */
export function signInAdvertiserForEachTest(token = ADVERTISER_TOKEN): void {
  beforeEach(() => signInAdvertiser(token));
  afterEach(() => useSession.getState().logout());
}
