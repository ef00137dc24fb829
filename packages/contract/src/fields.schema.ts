/**
 * The schema pieces that many requests and answers share, one named piece per rule, so a form
 * states only its own limits and messages. The messages themselves live beside each form's
 * other texts.
 */
import { z } from 'zod';
import { isMailboxAddress } from './mailbox.js';

/** Text that must be given: trimmed, and `message` when it is missing or empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Required text of at most `max` characters: `required` when missing or empty, else `tooLong`. */
export function boundedText(max: number, required: string, tooLong: string) {
  return requiredText(required).max(max, tooLong);
}

/**
 * A required e-mail address of at most `max` characters, as typed (trimmed, case kept): one
 * plain mailbox (isMailboxAddress), `invalid` for anything else, a list or a display name too.
 */
export function emailText(max: number, required: string, invalid: string) {
  return requiredText(required)
    .max(max, invalid)
    .refine((email) => isMailboxAddress(email), invalid);
}

/** Something typed as it is, never trimmed (a password): `message` when missing or empty. */
export function enteredText(message: string) {
  return z.string({ error: message }).min(1, message);
}

/**
 * A box that must be ticked. The input is a boolean (an unticked box is `false`, which a
 * form's default values may hold); only `true` passes, with `message` otherwise.
 */
export function tickedBox(message: string) {
  return z
    .boolean({ error: message })
    .refine((value) => value, message)
    .pipe(z.literal(true));
}

/** A success answer of the site's first API (docs/product/api.md): `{ status: true, …fields }`. */
export function okResponseSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object({ status: z.literal(true) }).extend(fields);
}

/** A tour's first and last day as stored and answered: ISO dates (YYYY-MM-DD), Australian days. */
export const TOUR_DAYS_SHAPE = {
  starts_on: z.string(),
  ends_on: z.string(),
};
