import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('blanks the token of verification and reset links, keeping the rest of the URL', () => {
    expect(redactUrl('/Verify?id=7&token=abc123')).toBe('/Verify?id=7&token=[redacted]');
    expect(redactUrl('/reset-password-user?token=s3cr3t&email=a%40b.au')).toBe(
      '/reset-password-user?token=[redacted]&email=a%40b.au',
    );
    expect(redactUrl('/escorts/victoria?gender=female')).toBe('/escorts/victoria?gender=female');
  });
});
