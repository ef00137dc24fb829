import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/factories';
import {
  HttpError,
  fetchJson,
  fieldErrorsOf,
  messageOfBody,
  serverMessageOf,
  toSameOriginPath,
} from './http';

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

describe('reading failed answers', () => {
  it('takes the server message from message, or msg on the reset answer', () => {
    expect(messageOfBody({ message: 'Invalid OTP' })).toBe('Invalid OTP');
    expect(messageOfBody({ msg: 'Password reset' })).toBe('Password reset');
    expect(messageOfBody({ message: '  ' })).toBeNull();
    expect(messageOfBody('plain text')).toBeNull();
  });

  it('answers null for a network failure, so the contract’s fallback message shows', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(new HttpError(500, 'Request failed with status 500', null))).toBeNull();
    expect(serverMessageOf(new HttpError(400, 'x', { message: 'Invalid OTP' }))).toBe(
      'Invalid OTP',
    );
  });

  it('keeps only the form’s fields from a 422 errors map, first message of a list', () => {
    const error = new HttpError(422, 'x', {
      errors: { email: 'Taken', password: ['Too common', 'Other'], role: 'ignored', name: 3 },
    });
    expect(fieldErrorsOf(error, ['name', 'email', 'password'] as const)).toEqual({
      email: 'Taken',
      password: 'Too common',
    });
    expect(fieldErrorsOf(new Error('x'), ['email'] as const)).toEqual({});
  });
});
