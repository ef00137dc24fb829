import { buildModelContactApiPath, type ContactTapResponse, type TapChannel } from '@app/contract';
import { authorizationHeader } from '../../../lib/api-client';
import { fetchJson } from '../../../lib/http';

/**
 * POST /api/models/:id/contact: the link a tap on a contact channel opens, counted for the
 * advertiser and budgeted like "Show number" (a customer's token goes along for the larger
 * budget; the call is public and never ends a session). Throws HttpError.
 */
export async function openContactChannel(listingId: number, channel: TapChannel): Promise<string> {
  const authorization = authorizationHeader();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization) headers.Authorization = authorization;
  const answer = await fetchJson<ContactTapResponse>(buildModelContactApiPath(listingId), {
    init: { method: 'POST', headers, body: JSON.stringify({ channel }) },
  });
  return answer.href;
}
