import { CUSTOMER_LOGIN_API_PATH, MODEL_LOGIN_API_PATH, type LoginResponse } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The one way specs start signed in: over the API, never through a form (only the specs of
 * the sign-in forms go through them). The web app keeps its session as the persisted store
 * under local storage `reduxState`, and the token in local storage and the cookie `token`
 * (apps/web/src/lib/session.ts); these are written before the app's first script runs.
 */

/** The persisted session the web app reads on start (its `reduxState` store). */
export interface StoredSession {
  readonly userName: string;
  readonly email: string;
  readonly role: string;
  readonly userId: string;
  readonly isLogging: true;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Customers sign in at the customer API; advertisers and admins at the model one. */
export type SignInAudience = 'customer' | 'model';

export interface SignedIn {
  readonly token: string;
  readonly session: StoredSession;
}

const LOGIN_PATHS: Readonly<Record<SignInAudience, string>> = {
  customer: CUSTOMER_LOGIN_API_PATH,
  model: MODEL_LOGIN_API_PATH,
};

/** Signs `account` in over the API and answers the token and the session the app would keep. */
export async function signInOverApi(
  request: APIRequestContext,
  account: Credentials,
  audience: SignInAudience,
): Promise<SignedIn> {
  const response = await request.post(LOGIN_PATHS[audience], {
    data: { email: account.email, password: account.password },
  });
  if (response.status() !== 200) {
    throw new Error(`${audience} login answered ${response.status()}: ${await response.text()}`);
  }
  const login = (await response.json()) as LoginResponse;
  return {
    token: login.token,
    session: {
      userName: login.name,
      email: login.email,
      role: login.role,
      userId: String(login.user.id),
      isLogging: true,
    },
  };
}

/**
 * Has `page` open signed in as `session` (with `token`, when the test needs the server to know
 * it). Only on the page's first load: a later logout in the test stays logged out.
 */
export async function startSignedIn(
  page: Page,
  session: StoredSession,
  token?: string,
): Promise<void> {
  await page.addInitScript(
    ({ stored, storedToken }) => {
      const flag = `e2e-signed-in-${stored.userId}-${stored.role}`;
      if (window.localStorage.getItem(flag)) return;
      window.localStorage.setItem(flag, '1');
      window.localStorage.setItem('reduxState', JSON.stringify({ state: stored, version: 0 }));
      if (storedToken === null) return;
      window.localStorage.setItem('token', storedToken);
      document.cookie = `token=${encodeURIComponent(storedToken)}; Max-Age=604800; Path=/; SameSite=Lax`;
    },
    { stored: session, storedToken: token ?? null },
  );
}

/** Signs `account` in over the API and has `page` start signed in; answers the token. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  account: Credentials,
  audience: SignInAudience,
): Promise<string> {
  const { token, session } = await signInOverApi(request, account, audience);
  await startSignedIn(page, session, token);
  return token;
}
