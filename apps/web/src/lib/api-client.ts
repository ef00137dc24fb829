import { AUTH_MESSAGES } from '@app/contract';
import { HttpError, requestJson, type JsonAnswer } from './http';
import { readToken, useSession } from './session';

/**
 * The one way the app calls its private API: the stored token goes along as a Bearer
 * credential (docs/product/accounts.md), and a 401 (token missing, expired or revoked) ends the
 * session here, once, for every caller. Callers still get the HttpError to show or log.
 */
export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart as it is. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const token = readToken();
  if (!token) {
    endSession();
    throw new HttpError(401, AUTH_MESSAGES.unauthorized, null);
  }
  const headers = new Headers({ Authorization: `Bearer ${token}` });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  try {
    const answer: JsonAnswer<T> = await requestJson<T>(path, {
      init: { method: request.method ?? (body ? 'POST' : 'GET'), headers, body },
      signal: request.signal,
    });
    return answer.body;
  } catch (error) {
    if (isUnauthorized(error)) endSession();
    throw error;
  }
}

/** A 401: the token is missing, expired or revoked, so the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** Headers for calls that cannot go through `apiRequest` (an XMLHttpRequest upload). */
export function authorizationHeader(): string | null {
  const token = readToken();
  return token ? `Bearer ${token}` : null;
}

/** Signs out; pages that need a session send the visitor to their sign-in page on their own. */
export function endSession(): void {
  const session = useSession.getState();
  if (session.isLogging || readToken()) session.logout();
}
