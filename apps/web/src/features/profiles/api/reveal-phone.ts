import { buildModelPhoneApiPath, type PhoneRevealResponse } from '@app/contract';
import { authorizationHeader } from '../../../lib/api-client';
import { fetchJson } from '../../../lib/http';

/**
 * POST /api/models/:id/phone: the listing's number, for "Show number". A signed-in account's
 * token goes along, so a customer gets the larger budget; the call is public and never ends a
 * session. Throws HttpError (a 429 past the budget carries the contract's message).
 */
export async function revealPhone(listingId: number): Promise<string> {
  const authorization = authorizationHeader();
  const answer = await fetchJson<PhoneRevealResponse>(buildModelPhoneApiPath(listingId), {
    init: { method: 'POST', headers: authorization ? { Authorization: authorization } : {} },
  });
  return answer.phone;
}
