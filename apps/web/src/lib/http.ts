/** An answer from the API with a status outside 200–299. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface FetchJsonOptions<T> {
  readonly init?: RequestInit;
  readonly signal?: AbortSignal;
  /** Checks the body's shape (a contract schema's `parse`); without it the body is trusted. */
  readonly parse?: (data: unknown) => T;
}

/** GETs (or sends `init`) to the app's own API and answers the JSON body. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions<T> = {}): Promise<T> {
  const { init, signal, parse } = options;
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers,
    signal: signal ?? init?.signal ?? null,
  });
  const body = await readBody(response);
  if (!response.ok) {
    throw new HttpError(response.status, errorMessageOf(body, response), body);
  }
  return parse ? parse(body) : (body as T);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's message (`message`, or `msg` on the password-reset answer), else the status. */
function errorMessageOf(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'msg'] as const) {
      const value: unknown = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return `Request failed with status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

/**
 * The path and query of an absolute or relative URL, to fetch it from the current origin.
 * The API's `next_page_url` may name the server's public host; the app always asks its own.
 */
export function toSameOriginPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}
