import { NEWSLETTER_PATH } from '@app/contract';
import { fetchJson } from '../../../lib/http';

/** POST /api/newsletter {email} (docs/product/api.md); throws HttpError on any failure status. */
export async function subscribeNewsletter(email: string): Promise<void> {
  await fetchJson<unknown>(NEWSLETTER_PATH, {
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    },
  });
}
