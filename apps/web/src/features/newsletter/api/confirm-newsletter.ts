import { NEWSLETTER_CONFIRM_PATH } from '@app/contract';
import { postJson } from '../../../lib/http';

/**
 * POST /api/newsletter/confirm {token}: answers the server's message; throws HttpError (410
 * for an expired link, 404 for one that is not valid).
 */
export async function confirmNewsletter(token: string): Promise<string> {
  const { body } = await postJson<{ message: string }>(NEWSLETTER_CONFIRM_PATH, { token });
  return body.message;
}
