import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { fieldErrorsOf, messageOfBody, serverMessageOf } from './auth-http';
import { unverifiedAccountIdOf } from './auth-requests';

describe('reading failed auth answers', () => {
  it('takes the server message from message, or msg on the reset answer', () => {
    expect(messageOfBody({ message: 'Invalid OTP' })).toBe('Invalid OTP');
    expect(messageOfBody({ msg: 'Password reset' })).toBe('Password reset');
    expect(messageOfBody({ message: '  ' })).toBeNull();
    expect(messageOfBody('plain text')).toBeNull();
  });

  it('answers null for a network failure, so the spec’s fallback message shows', () => {
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

  it('finds the account id only on a 403 that carries data.id', () => {
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { data: { id: 12 } }))).toBe(12);
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { message: 'suspended' }))).toBeNull();
    expect(unverifiedAccountIdOf(new HttpError(401, 'x', { data: { id: 12 } }))).toBeNull();
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { data: { id: '12' } }))).toBeNull();
  });
});
