import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_PATH,
  buildCustomerResetPath,
  buildNewsletterUnsubscribePath,
} from '@app/contract';
import { newsletterSubscribers } from '../../db/schema.js';
import { postJson, useApiTest } from '../../test/api-test.js';
import { uniqueEmail } from '../../test/auth-helpers.js';
import { waitUntil } from '../../test/newsletter-helpers.js';
import { createLogger } from './logger.js';

const lines: string[] = [];
const logger = createLogger(
  { env: 'production', logLevel: 'info' },
  { write: (line: string) => void lines.push(line) },
);
const api = useApiTest({ smtpSink: true, deps: () => ({ logger }) });

describe('what the request and mail logs keep (docs/SECURITY.md)', () => {
  it('holds no recipient address, no unsubscribe token and no reset token or address', async () => {
    const subscriber = uniqueEmail('reader');
    const resetAddress = uniqueEmail('resetting');
    const resetToken = 'reset-token-7f3a9c';

    await postJson(api.app, NEWSLETTER_PATH, { email: subscriber });
    // The confirmation is delivered after the answer; its log line follows the sink's receipt.
    await waitUntil(async () => lines.some((line) => line.includes('mail sent')));
    const [row] = await api.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, subscriber));
    const unsubscribed = await postJson(api.app, buildNewsletterUnsubscribePath(row!.token), {});
    await api.app.inject({ url: buildCustomerResetPath(resetAddress, resetToken) });

    expect(unsubscribed.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/newsletter/unsubscribe/[redacted]');
    expect(log).toContain('/reset-password-user?email=[redacted]&token=[redacted]');
    for (const secret of [subscriber, row!.token, resetAddress, resetToken]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });
});
