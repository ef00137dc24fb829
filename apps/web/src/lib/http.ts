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

/** An API answer with its status: some pages tell 200 from other 2xx (docs/product/api.md). */
export interface JsonAnswer<T> {
  readonly status: number;
  readonly body: T;
}

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch, looked up per call so tests can replace it. */
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Sends the app's API reads somewhere else than the browser's fetch: the server-rendering
 * entry (entry-server.tsx) points them at the server's own API in-process, once at start.
 */
export function setApiFetch(fetchFn: ApiFetch): void {
  apiFetch = fetchFn;
}

/**
 * Sends a request to the app's own API and answers the status and JSON body. Throws HttpError
 * (status, the server's message, body) for a 4xx or 5xx, and a TypeError when the network fails.
 */
export async function requestJson<T>(
  path: string,
  options: Omit<FetchJsonOptions<T>, 'parse'> = {},
): Promise<JsonAnswer<T>> {
  const { init, signal } = options;
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await apiFetch(path, {
    credentials: 'same-origin',
    ...init,
    headers,
    signal: signal ?? init?.signal ?? null,
  });
  const body = await readBody(response);
  if (!response.ok) {
    const fallback = `Request failed with status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new HttpError(response.status, messageOfBody(body) ?? fallback, body);
  }
  return { status: response.status, body: body as T };
}

/** GETs (or sends `init`) to the app's own API and answers the JSON body. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions<T> = {}): Promise<T> {
  const { body } = await requestJson<unknown>(path, options);
  return options.parse ? options.parse(body) : (body as T);
}

/** POSTs `payload` as JSON; answers the status and body. */
export function postJson<T>(path: string, payload: unknown): Promise<JsonAnswer<T>> {
  return requestJson<T>(path, {
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    },
  });
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

/** The `message` (or the reset answer's `msg`) of an answer body, when it has one. */
export function messageOfBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const key of ['message', 'msg'] as const) {
    const value: unknown = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * What the server said about a failed request, or null when it said nothing (a network
 * failure, an empty 5xx). The "server message or <fallback>" rules of docs/product/limits-and-messages.md are built on it.
 */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof HttpError ? messageOfBody(error.body) : null;
}

/** The 422 answer's `errors` map, narrowed to the form's fields (string messages only). */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!(error instanceof HttpError)) return {};
  const body = error.body;
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  const picked: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const raw: unknown = (errors as Record<string, unknown>)[field];
    // Some servers send a list of messages per field; the first one is enough to show.
    const message: unknown = Array.isArray(raw) ? raw[0] : raw;
    if (typeof message === 'string' && message) picked[field] = message;
  }
  return picked;
}

/**
 * The path and query of an absolute or relative URL, to fetch it from the current origin.
 * The API's `next_page_url` may name the server's public host; the app always asks its own.
 */
export function toSameOriginPath(url: string): string {
  // Any base does for a relative URL: only its path and query are kept. Not the page's origin,
  // which the server drawing a page does not have.
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
