import {
  CONTACT_MESSAGES,
  CONTACT_PATH,
  type ContactInput,
  type ContactResponse,
} from '@app/contract';
import { HttpError, fetchJson, fieldErrorsOf } from '../../../lib/http';

/** POST /api/contact: stored and mailed to the team. Throws HttpError for 4xx and 5xx. */
export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return fetchJson<ContactResponse>(CONTACT_PATH, {
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    },
  });
}

export type ContactField = keyof ContactInput;
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** What went wrong, for the form: messages per field (422) and one for the whole form. */
export interface ContactFailure {
  readonly fieldErrors: Partial<Record<ContactField, string>>;
  readonly formError: string | null;
}

/**
 * Reads a failed send. A 422 carries the server's field map; those go on the fields, and a
 * form-level message shows only if no field can hold them. A 429 carries the server's "too
 * many requests" message. Anything else (a network failure, a 5xx) gets the contract's
 * general failure message.
 */
export function describeContactFailure(error: unknown): ContactFailure {
  if (!(error instanceof HttpError)) return { fieldErrors: {}, formError: CONTACT_MESSAGES.failed };
  if (error.status === 422) {
    const fieldErrors = fieldErrorsOf(error, CONTACT_FIELDS);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return {
      fieldErrors,
      formError: hasFieldErrors ? null : error.message || CONTACT_MESSAGES.failed,
    };
  }
  if (error.status === 429)
    return { fieldErrors: {}, formError: error.message || CONTACT_MESSAGES.failed };
  return { fieldErrors: {}, formError: CONTACT_MESSAGES.failed };
}
