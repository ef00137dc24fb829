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

/**
 * Every request body that takes an address the site mails, with the rest of a valid body and
 * the message its form shows for a bad address. The web forms extend these schemas.
 */
const FORMS: readonly [string, z.ZodType, Record<string, unknown>, string][] = [
  [
    'customer sign-up',
    SignupInputSchema,
    { name: 'Pat', password: 'violet-harbour-71' },
    AUTH_MESSAGES.emailInvalid,
  ],
  [
    'advertiser sign-up',
    ModelSignupInputSchema,
    { name: 'Ava', phone: '0412345678', password: 'violet-harbour-71', is_adult: true },
    AUTH_MESSAGES.emailInvalid,
  ],
  ['sign-in', LoginInputSchema, { password: 'violet-harbour-71' }, AUTH_MESSAGES.emailInvalid],
  [
    'password reset',
    PasswordResetInputSchema,
    { password: 'violet-harbour-71', token: 'abc' },
    AUTH_MESSAGES.emailInvalid,
  ],
  [
    'e-mail change',
    ChangeEmailInputSchema,
    { current_password: 'violet-harbour-71' },
    AUTH_MESSAGES.emailInvalid,
  ],
  ['admin invite', InviteAdminInputSchema, { name: 'Sam' }, AUTH_MESSAGES.emailInvalid],
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
    (_form, schema, rest, message) => {
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
