import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { unverifiedAccountIdOf } from './auth-requests';

describe('unverifiedAccountIdOf', () => {
  it('finds the account id only on a 403 that carries data.id', () => {
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { data: { id: 12 } }))).toBe(12);
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { message: 'suspended' }))).toBeNull();
    expect(unverifiedAccountIdOf(new HttpError(401, 'x', { data: { id: 12 } }))).toBeNull();
    expect(unverifiedAccountIdOf(new HttpError(403, 'x', { data: { id: '12' } }))).toBeNull();
  });
});
