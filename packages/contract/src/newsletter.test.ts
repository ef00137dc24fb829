import { describe, expect, it } from 'vitest';
import { isNewsletterEmail, NEWSLETTER_MESSAGES } from './newsletter.js';
import { NewsletterInputSchema } from './newsletter.schema.js';

describe('the newsletter e-mail rule: trimmed, with an @ and a dot', () => {
  it.each(['a@b.co', '  someone@example.com  ', 'first.last@sub.example.com.au'])(
    'accepts %s',
    (email) => {
      expect(isNewsletterEmail(email)).toBe(true);
    },
  );

  it.each(['', '   ', 'no-at.example.com', 'nodot@example'])(
    'refuses %j with the fixed message',
    (email) => {
      const result = NewsletterInputSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
    },
  );

  it('trims the address', () => {
    expect(NewsletterInputSchema.parse({ email: '  a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});
