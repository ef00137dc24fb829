import type { ListingActionRequest } from '../api/admin-listings-api';

/** What a moderation call came to: forms keep their input and show field errors on failure. */
export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/** Runs one call on the open listing and puts its message in the review's status line. */
export type RunListingAction = (request: ListingActionRequest) => Promise<ActionResult>;
