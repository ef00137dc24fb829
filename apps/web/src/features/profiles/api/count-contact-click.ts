import { buildContactClickPath, type ContactClickInput } from '@app/contract';
import { postJson } from '../../../lib/http';
import { logError } from '../../../lib/log';

/**
 * POST /api/models/:id/contact-clicks `{ kind }` when a visitor presses Call or Send SMS: the
 * advertiser's dashboard counts them. Fire and forget: the tel:/sms: link opens whatever
 * happens, and a failure is only logged.
 */
export function countContactClick(listingId: number, kind: ContactClickInput['kind']): void {
  postJson<unknown>(buildContactClickPath(listingId), { kind }).catch((error: unknown) =>
    logError('contact click', error),
  );
}
