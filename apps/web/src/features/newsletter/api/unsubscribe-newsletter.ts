import { buildNewsletterUnsubscribePath } from '@app/contract';
import { fetchJson } from '../../../lib/http';

/** POST /api/newsletter/unsubscribe/:token; throws HttpError (404 for a wrong token). */
export async function unsubscribeNewsletter(token: string): Promise<string> {
  const body = await fetchJson<{ message: string }>(buildNewsletterUnsubscribePath(token), {
    init: { method: 'POST' },
  });
  return body.message;
}
