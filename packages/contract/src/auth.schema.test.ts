import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, buildResetPathForRole } from './auth.js';
import { LoginFormSchema, ModelSignupFormSchema, ModelSignupInputSchema } from './auth.schema.js';

const registration = {
  name: 'Ava',
  email: 'Ava@Example.com',
  phone: '0412345678',
  password: 'violet-harbour-71',
  confirmPassword: 'violet-harbour-71',
  is_adult: true,
  terms: true,
};

/** The first message per field, as the forms and the server's error map show it. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the /registration form', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const result = ModelSignupFormSchema.safeParse(registration);

    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('ava@example.com');
  });

  it('takes unticked boxes (false) as input and answers with the box messages', () => {
    const result = ModelSignupFormSchema.safeParse({
      ...registration,
      is_adult: false,
      terms: false,
    });

    expect(messagesOf(result)).toMatchObject({
      is_adult: AUTH_MESSAGES.adultRequired,
      terms: AUTH_MESSAGES.termsRequired,
    });
  });

  it('asks for the confirmation, then for a match', () => {
    const empty = ModelSignupFormSchema.safeParse({ ...registration, confirmPassword: '' });
    const other = ModelSignupFormSchema.safeParse({ ...registration, confirmPassword: 'x1' });

    expect(messagesOf(empty).confirmPassword).toBe(AUTH_MESSAGES.confirmPasswordRequired);
    expect(messagesOf(other).confirmPassword).toBe(AUTH_MESSAGES.passwordsMustMatch);
  });

  it.each([
    ['', AUTH_MESSAGES.phoneRequired],
    ['0312345678', AUTH_MESSAGES.phoneInvalid],
    ['041234567', AUTH_MESSAGES.phoneInvalid],
  ])('refuses the phone %j on the server input too', (phone, message) => {
    const { confirmPassword: _c, terms: _t, ...input } = registration;

    const result = ModelSignupInputSchema.safeParse({ ...input, phone });

    expect(messagesOf(result).phone).toBe(message);
  });
});

describe('the sign-in form terms box', () => {
  it('takes false as input and refuses it with the fixed terms message', () => {
    const result = LoginFormSchema.safeParse({
      email: 'a@b.co',
      password: 'secret1',
      terms: false,
    });

    expect(messagesOf(result).terms).toBe(AUTH_MESSAGES.termsRequired);
  });
});

describe('the reset link of each role', () => {
  it('sends customers to /reset-password-user and the other roles to /reset-password', () => {
    expect(buildResetPathForRole('customer', 'a@b.co', 't')).toBe(
      '/reset-password-user?email=a%40b.co&token=t',
    );
    expect(buildResetPathForRole('model', 'a@b.co', 't')).toBe(
      '/reset-password?email=a%40b.co&token=t',
    );
    expect(buildResetPathForRole('admin', 'a@b.co', 't')).toMatch(/^\/reset-password\?/);
  });
});
