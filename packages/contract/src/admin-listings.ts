/**
 * The admin console's listings section (docs/product/admin-console.md): search and filters, the review
 * queue (pending, oldest submission first), one listing with every photo, field, flag and
 * verification, and the moderation actions: approve (and undo it for a while), reject, suspend,
 * restore, mark and unmark verified, edit a step, remove a photo. Every call needs an admin's token.
 */
import { z } from 'zod';
import {
  AdminPageQuerySchema,
  AdminSearchTextSchema,
  adminPageSchema,
  adminActionResponseSchema,
} from './admin.js';
import {
  LISTING_MESSAGES,
  LISTING_STATUSES,
  REJECTION_REASON_MAX_LENGTH,
  type ListingSectionStep,
  type ListingStatus,
} from './listing.js';
import { OwnListingSchema, OwnPhotoSchema, OwnTourSchema } from './listing.schema.js';
import { STATES } from './locations.js';
import { memberPath } from './paths.js';
import { boundedText } from './fields.schema.js';

export const ADMIN_LISTINGS_PATH = '/api/admin/listings';

export const buildAdminListingPath = memberPath(ADMIN_LISTINGS_PATH);
/**
 * POST `{ version }`: pending → live, or a live listing's changes made public (the advertiser
 * is mailed). 409 when the listing changed after the admin read `version`.
 */
export const buildAdminApprovePath = memberPath(ADMIN_LISTINGS_PATH, 'approve');
/**
 * POST: live → pending again, within APPROVAL_UNDO_MINUTES of a listing's first approval and
 * only if nothing happened to it since (the advertiser is mailed). An approval of changes is
 * not undone (409).
 */
export const buildAdminUndoApprovePath = memberPath(ADMIN_LISTINGS_PATH, 'undo-approve');
/**
 * POST `{ reason }`: pending → rejected, or a live listing's changes dropped (mailed, shown in
 * the advertiser's dashboard).
 */
export const buildAdminRejectPath = memberPath(ADMIN_LISTINGS_PATH, 'reject');
/** POST `{ reason }`: live, paused or pending → suspended (mailed, shown in the dashboard). */
export const buildAdminSuspendPath = memberPath(ADMIN_LISTINGS_PATH, 'suspend');
/** POST: suspended → live (it had gone live, no open flag) or pending (back to review). */
export const buildAdminRestorePath = memberPath(ADMIN_LISTINGS_PATH, 'restore');
/** POST `{ checks, note }`: the public verified badge, and the record of what was checked. */
export const buildAdminVerifyPath = memberPath(ADMIN_LISTINGS_PATH, 'verify');
/** GET: the owner's private verification photo (admins only; never cached). */
export const buildAdminVerificationPhotoPath = memberPath(
  ADMIN_LISTINGS_PATH,
  'verification/photo',
);
/** POST `{ reason }`: declines the owner's verification request (mailed; the photo is deleted). */
export const buildAdminVerificationDeclinePath = memberPath(
  ADMIN_LISTINGS_PATH,
  'verification/decline',
);
/** POST `{ note }`: removes the verified badge (recorded like the marking). */
export const buildAdminUnverifyPath = memberPath(ADMIN_LISTINGS_PATH, 'unverify');
/** PUT: one step of the listing with the advertiser's step schema (ListingBasicsInputSchema…). */
export function buildAdminListingStepPath(listingId: number, step: ListingSectionStep): string {
  return `${buildAdminListingPath(listingId)}/${step}`;
}
/** DELETE one photo (its files, the main photo and the order follow). */
export function buildAdminListingPhotoPath(listingId: number, photoId: number): string {
  return `${buildAdminListingPath(listingId)}/photos/${photoId}`;
}

/** The same paths as route patterns, for the server's route table. */
export const ADMIN_LISTING_ROUTES = {
  list: ADMIN_LISTINGS_PATH,
  listing: `${ADMIN_LISTINGS_PATH}/:id`,
  approve: `${ADMIN_LISTINGS_PATH}/:id/approve`,
  undoApprove: `${ADMIN_LISTINGS_PATH}/:id/undo-approve`,
  reject: `${ADMIN_LISTINGS_PATH}/:id/reject`,
  suspend: `${ADMIN_LISTINGS_PATH}/:id/suspend`,
  restore: `${ADMIN_LISTINGS_PATH}/:id/restore`,
  verify: `${ADMIN_LISTINGS_PATH}/:id/verify`,
  verificationPhoto: `${ADMIN_LISTINGS_PATH}/:id/verification/photo`,
  verificationDecline: `${ADMIN_LISTINGS_PATH}/:id/verification/decline`,
  unverify: `${ADMIN_LISTINGS_PATH}/:id/unverify`,
  basics: `${ADMIN_LISTINGS_PATH}/:id/basics`,
  location: `${ADMIN_LISTINGS_PATH}/:id/location`,
  about: `${ADMIN_LISTINGS_PATH}/:id/about`,
  rates: `${ADMIN_LISTINGS_PATH}/:id/rates`,
  photo: `${ADMIN_LISTINGS_PATH}/:id/photos/:photoId`,
} as const;

/** What an admin can tick when marking a listing verified, with the words the console shows. */
export const LISTING_VERIFICATION_CHECKS = {
  photos: 'Photos are of the advertiser',
  age: 'Age (18 or over) checked on an ID',
  identity: 'Identity matches the ID',
  phone: 'Phone number answers',
} as const;
export type ListingVerificationCheck = keyof typeof LISTING_VERIFICATION_CHECKS;
const CHECK_NAMES = Object.keys(LISTING_VERIFICATION_CHECKS) as [
  ListingVerificationCheck,
  ...ListingVerificationCheck[],
];

/** A listing's status as the console names it (the advertiser's words are LISTING_STATUS_TEXT). */
export const ADMIN_LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  live: 'Live',
  rejected: 'Rejected',
  paused: 'Paused',
  suspended: 'Suspended',
};

export const SUSPENSION_REASON_MAX_LENGTH = 1000;
/** How long after a listing's first approval an admin can still undo it (a slip of the hand). */
export const APPROVAL_UNDO_MINUTES = 10;
export const VERIFICATION_NOTE_MAX_LENGTH = 1000;

export const ADMIN_LISTING_MESSAGES = {
  statusInvalid: 'Choose one of the listing statuses.',
  stateInvalid: 'Choose one of the states.',
  cityTooLong: 'The city is at most 60 characters.',
  flaggedInvalid: 'Flagged is yes or no.',
  reasonRequired: LISTING_MESSAGES.reasonRequired,
  reasonTooLong: `The reason is at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
  noteTooLong: `The note is at most ${VERIFICATION_NOTE_MAX_LENGTH} characters.`,
  checksRequired: 'Tick at least one check you made.',
  checkInvalid: 'Unknown check.',
  approved: LISTING_MESSAGES.approved,
  rejected: LISTING_MESSAGES.rejected,
  suspended: 'The listing was suspended and the advertiser told why.',
  restoredLive: 'The listing was restored and is live again.',
  restoredPending: 'The listing was restored and is back in the review queue.',
  verified: 'The listing is marked verified.',
  unverified: 'The verified badge was removed.',
  saved: 'The listing was saved.',
  photoRemoved: 'The photo was removed.',
  notPending: LISTING_MESSAGES.notPending,
  cannotSuspend: 'Only a live, paused or pending listing can be suspended.',
  notSuspended: 'Only a suspended listing can be restored.',
  ownerSuspended: 'The advertiser’s account is suspended. Restore the account first.',
  versionChanged:
    'The advertiser changed this listing after you opened it. Please look at it again before approving.',
  versionRequired: 'The version you reviewed is required.',
  changesApproved: 'The changes are public and the advertiser was told.',
  changesRejected: 'The changes were rejected and the advertiser told why.',
  verificationDeclined: 'The verification request was declined and the advertiser told why.',
  noVerificationRequest: 'This listing has no verification request waiting.',
  approvalUndone:
    'The approval was undone: the listing is back in the review queue and the advertiser was told.',
  cannotUndoApproval: 'Only a live listing’s approval can be undone.',
  noApprovalToUndo: 'This listing has no approval to undo.',
  undoTooLate: `An approval can be undone only within ${APPROVAL_UNDO_MINUTES} minutes. Suspend the listing if it must leave the site.`,
  changedSinceApproval:
    'The listing changed after it was approved, so the approval cannot be undone. Suspend it if it must leave the site.',
  changesApprovalUndone:
    'The approval was undone: the listing shows its earlier version, the changes wait for review again and the advertiser was told.',
  alreadyVerified: 'This listing is marked verified already.',
  notVerified: 'This listing is not marked verified.',
} as const;

const STATE_NAMES = STATES.map((state) => state.name) as [string, ...string[]];

/** `GET /api/admin/listings?q=&status=&state=&city=&flagged=&page=&per_page=`. */
export const AdminListingsQuerySchema = AdminPageQuerySchema.extend({
  /** The listing's name or the owner's e-mail, any part of it. */
  q: AdminSearchTextSchema,
  /**
   * `pending` is the review queue: listings waiting for their first review and public listings
   * whose changes wait for review, oldest submission first (others: newest change first).
   */
  status: z.enum(LISTING_STATUSES, { error: ADMIN_LISTING_MESSAGES.statusInvalid }).optional(),
  state: z.enum(STATE_NAMES, { error: ADMIN_LISTING_MESSAGES.stateInvalid }).optional(),
  /** The city as listings name it, ignoring case, spaces and hyphens. */
  city: z.string().trim().max(60, ADMIN_LISTING_MESSAGES.cityTooLong).optional(),
  /** `yes`: only listings with an open flag (a photo matching another listing's). */
  flagged: z.enum(['yes', 'no'], { error: ADMIN_LISTING_MESSAGES.flaggedInvalid }).optional(),
});
export type AdminListingsQuery = z.infer<typeof AdminListingsQuerySchema>;

/** Who owns a listing, as the console shows it. */
const ListingOwnerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One row of the listings table. */
export const AdminListingRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  age: z.number().int(),
  gender: z.string(),
  state: z.string(),
  city: z.string(),
  owner: ListingOwnerSchema,
  /** ISO date-times. */
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  is_verified: z.boolean(),
  /** A live (paused, suspended) listing's owner changed it: the changes wait for review. */
  changes_pending: z.boolean(),
  open_flags: z.number().int(),
  /** The main photo's narrowest width, or null without photos. */
  photo_url: z.string().nullable(),
});
export type AdminListingRow = z.infer<typeof AdminListingRowSchema>;
export const AdminListingsPageSchema = adminPageSchema(AdminListingRowSchema);
export type AdminListingsPage = z.infer<typeof AdminListingsPageSchema>;

/** Something an admin should check: today a photo that matches another listing's photo. */
export const ListingFlagSchema = z.object({
  id: z.number().int(),
  kind: z.literal('photo_match'),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The photo of this listing that matched. */
  photo_id: z.number().int(),
  /** The other advertiser's listing and photo it matched (either may be gone since). */
  matched_listing_id: z.number().int(),
  matched_listing_name: z.string().nullable(),
  matched_listing_status: z.enum(LISTING_STATUSES).nullable(),
  matched_photo_id: z.number().int(),
  /** The matched photo's widths, to show beside this listing's photo; null once deleted. */
  matched_photo: OwnPhotoSchema.nullable(),
  /** Hamming distance of the two 64-bit perceptual hashes (0: the same picture). */
  distance: z.number().int(),
});
export type ListingFlag = z.infer<typeof ListingFlagSchema>;

/** One marking or unmarking of the verified badge. */
export const ListingVerificationSchema = z.object({
  id: z.number().int(),
  verified: z.boolean(),
  checks: z.array(z.string()),
  note: z.string(),
  admin_email: z.string(),
  created_at: z.string(),
});
export type ListingVerification = z.infer<typeof ListingVerificationSchema>;

/** One public field a change touches, as the console shows it before and after. */
export const ListingFieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ListingFieldChange = z.infer<typeof ListingFieldChangeSchema>;

/** A live listing's changes waiting for review: the public version beside the owner's. */
export const ListingChangesSchema = z.object({
  submitted_at: z.string(),
  /** The changes touch photos or age: approving them takes the Verified badge off. */
  drops_badge: z.boolean(),
  fields: z.array(ListingFieldChangeSchema),
  /** The public photos in their order; the owner's proposed ones are the listing's `photos`. */
  photos_before: z.array(OwnPhotoSchema),
  tours_before: z.array(OwnTourSchema),
});
export type ListingChanges = z.infer<typeof ListingChangesSchema>;

/** GET /api/admin/listings/:id: every field as its owner sees it, and what only admins see. */
export const AdminListingSchema = OwnListingSchema.extend({
  /** The owner's account status too: a suspended account's listing cannot be restored. */
  owner: ListingOwnerSchema.extend({ status: z.enum(['active', 'suspended']) }),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  went_live_at: z.string().nullable(),
  /**
   * Until when (ISO) the listing's first approval can still be undone; null when it cannot
   * (no approval, too late, or something happened since).
   */
  approval_undo_until: z.string().nullable(),
  is_verified: z.boolean(),
  /** The owner's verification request waiting for a decision: compare its photo with hers. */
  verification_request: z
    .object({ requested_at: z.string(), code: z.string(), photo_path: z.string() })
    .nullable(),
  /** What the public sees now beside the owner's changes, while changes wait for review. */
  changes: ListingChangesSchema.nullable(),
  flags: z.array(ListingFlagSchema),
  /** Newest first. */
  verifications: z.array(ListingVerificationSchema),
  /** The advertiser's own changes, newest first (the last 50); admins' actions are in the audit log. */
  history: z.array(
    z.object({
      action: z.string(),
      label: z.string(),
      at: z.string(),
      /** The change waited for review (a public listing's), rather than being written at once. */
      waited_for_review: z.boolean(),
    }),
  ),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;
export const AdminListingResponseSchema = z.object({ data: AdminListingSchema });
export type AdminListingResponse = z.infer<typeof AdminListingResponseSchema>;

/** Every action answers what happened in words and the listing as it is now. */
export const AdminListingActionResponseSchema = adminActionResponseSchema(AdminListingSchema);
export type AdminListingActionResponse = z.infer<typeof AdminListingActionResponseSchema>;

const reasonSchema = boundedText(
  REJECTION_REASON_MAX_LENGTH,
  ADMIN_LISTING_MESSAGES.reasonRequired,
  ADMIN_LISTING_MESSAGES.reasonTooLong,
);

export const ApproveListingInputSchema = z.object({
  /** The listing's `version` as the admin read it. */
  version: z.number({ error: ADMIN_LISTING_MESSAGES.versionRequired }).int().min(0),
});
export type ApproveListingInput = z.infer<typeof ApproveListingInputSchema>;

export const RejectListingInputSchema = z.object({ reason: reasonSchema });
export type RejectListingInput = z.infer<typeof RejectListingInputSchema>;

export const DeclineVerificationInputSchema = RejectListingInputSchema;
export type DeclineVerificationInput = z.infer<typeof DeclineVerificationInputSchema>;

export const SuspendListingInputSchema = z.object({
  reason: reasonSchema.max(SUSPENSION_REASON_MAX_LENGTH, ADMIN_LISTING_MESSAGES.reasonTooLong),
});
export type SuspendListingInput = z.infer<typeof SuspendListingInputSchema>;

const noteSchema = z
  .string()
  .trim()
  .max(VERIFICATION_NOTE_MAX_LENGTH, ADMIN_LISTING_MESSAGES.noteTooLong)
  .default('');

export const VerifyListingInputSchema = z.object({
  checks: z
    .array(z.enum(CHECK_NAMES, { error: ADMIN_LISTING_MESSAGES.checkInvalid }), {
      error: ADMIN_LISTING_MESSAGES.checksRequired,
    })
    .min(1, ADMIN_LISTING_MESSAGES.checksRequired)
    .max(CHECK_NAMES.length),
  note: noteSchema,
});
export type VerifyListingInput = z.input<typeof VerifyListingInputSchema>;

export const UnverifyListingInputSchema = z.object({ note: noteSchema });
export type UnverifyListingInput = z.input<typeof UnverifyListingInputSchema>;

/** The console page of one listing (the listings section opens it from `?listing=`). */
export function buildAdminListingPagePath(listingId: number): string {
  return `/AdminDashboard/models?listing=${listingId}`;
}
