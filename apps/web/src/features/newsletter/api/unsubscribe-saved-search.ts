import { buildSavedSearchUnsubscribePath } from '@app/contract';
import { fetchJson } from '../../../lib/http';

/** POST /api/saved-searches/unsubscribe/:token; throws HttpError (404 for a wrong token). */
export async function unsubscribeSavedSearch(token: string): Promise<string> {
  const body = await fetchJson<{ message: string }>(buildSavedSearchUnsubscribePath(token), {
    init: { method: 'POST' },
  });
  return body.message;
}
