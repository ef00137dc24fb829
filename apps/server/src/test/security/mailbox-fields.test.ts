import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  CONTACT_MESSAGES,
  ChangeEmailInputSchema,
  ContactInputSchema,
  InviteAdminInputSchema,
  LoginInputSchema,
  ModelSignupInputSchema,
  NEWSLETTER_MESSAGES,
  NewsletterInputSchema,
  PasswordResetInputSchema,
  SignupInputSchema,
} from '@app/contract';
import { notOneMailbox, plainAddress } from './mailbox-values.js';

const PASSWORD = 'violet-harbour-71';

/**
 * Every request body that takes an address the site mails, with the rest of a valid body and,
 * where it is not the sign-in forms' own, the message its form shows for a bad address. The web
 * forms extend these schemas.
 */
const FORMS: readonly [string, z.ZodType, Record<string, unknown>, string?][] = [
  ['customer sign-up', SignupInputSchema, { name: 'Pat', password: PASSWORD }],
  [
    'advertiser sign-up',
    ModelSignupInputSchema,
    { name: 'Ava', phone: '0412345678', password: PASSWORD, is_adult: true },
  ],
  ['sign-in', LoginInputSchema, { password: PASSWORD }],
  ['password reset', PasswordResetInputSchema, { password: PASSWORD, token: 'abc' }],
  ['e-mail change', ChangeEmailInputSchema, { current_password: PASSWORD }],
  ['admin invite', InviteAdminInputSchema, { name: 'Sam' }],
  [
    'contact',
    ContactInputSchema,
    { name: 'Jo', message: 'A question about advertising.' },
    CONTACT_MESSAGES.emailInvalid,
  ],
  ['newsletter', NewsletterInputSchema, {}, NEWSLETTER_MESSAGES.invalidEmail],
];

describe('the e-mail field of every form', () => {
  it.each(FORMS)(
    '%s refuses a list, a header break, a display name, a group or a control character with its message',
    (_form, schema, rest, message = AUTH_MESSAGES.emailInvalid) => {
      fc.assert(
        fc.property(notOneMailbox, (email) => {
          const result = schema.safeParse({ ...rest, email });
          expect(result.success).toBe(false);
          const issues = result.error!.issues.filter((issue) => issue.path[0] === 'email');
          expect(issues.map((issue) => issue.message)).toEqual([message]);
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(FORMS)('%s takes one plain address', (_form, schema, rest) => {
    fc.assert(
      fc.property(plainAddress, (email) => {
        expect(schema.safeParse({ ...rest, email }).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
