import { HttpError } from '../../../lib/http';

/** An API answer with its status: some auth pages tell 200 from other 2xx (SPEC.md section 7). */
export interface JsonAnswer<T> {
  readonly status: number;
  readonly body: T;
}

/**
 * POSTs JSON to the app's own API and answers the status and body. Throws HttpError (status,
 * the server's message, body) for a 4xx or 5xx, and a TypeError when the network fails.
 */
export async function postJson<T>(path: string, payload: unknown): Promise<JsonAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = await readBody(response);
  if (!response.ok) {
    const message = messageOfBody(body) ?? `Request failed with status ${response.status}`;
    throw new HttpError(response.status, message, body);
  }
  return { status: response.status, body: body as T };
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
 * failure, an empty 5xx). The spec's "server message or <fallback>" rules are built on it.
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
