/**
 * The admin console's users section (docs/product/admin-console.md): customers and advertisers (admins are managed
 * in the team section, admin-team.ts). Search and filters, one account with its profile or
 * listing, suspend (every token stops at once), restore, resend the verification code.
 */
import { z } from 'zod';
import {
  AdminPageQuerySchema,
  AdminSearchTextSchema,
  adminPageSchema,
  adminActionResponseSchema,
} from './admin.js';
import { AUTH_MESSAGES } from './auth.js';
import { LISTING_STATUSES } from './listing.js';
import { memberPath } from './paths.js';

export const ADMIN_USERS_PATH = '/api/admin/users';

/** Route patterns for the server (`:id` is the account's id). */
export const ADMIN_USER_ROUTES = {
  list: ADMIN_USERS_PATH,
  one: `${ADMIN_USERS_PATH}/:id`,
  suspend: `${ADMIN_USERS_PATH}/:id/suspend`,
  restore: `${ADMIN_USERS_PATH}/:id/restore`,
  resendVerification: `${ADMIN_USERS_PATH}/:id/resend-verification`,
} as const;

export const buildAdminUserPath = memberPath(ADMIN_USERS_PATH);
export const buildAdminUserSuspendPath = memberPath(ADMIN_USERS_PATH, 'suspend');
export const buildAdminUserRestorePath = memberPath(ADMIN_USERS_PATH, 'restore');
export const buildAdminUserResendVerificationPath = memberPath(
  ADMIN_USERS_PATH,
  'resend-verification',
);

/** The roles this section lists, with the words the console shows. */
export const ADMIN_USER_ROLES = { customer: 'Customer', model: 'Advertiser' } as const;
export type AdminUserRole = keyof typeof ADMIN_USER_ROLES;
const ADMIN_USER_ROLE_NAMES = Object.keys(ADMIN_USER_ROLES) as [AdminUserRole, ...AdminUserRole[]];

export const ACCOUNT_STATUSES = { active: 'Active', suspended: 'Suspended' } as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUSES;

/** `?verified=`: whether the e-mail address is verified. */
export const VERIFIED_FILTERS = { yes: 'Verified', no: 'Not verified' } as const;
export type VerifiedFilter = keyof typeof VERIFIED_FILTERS;

/**
 * Put on a live listing when its owner's account is suspended (the listing leaves the public
 * site with the account); restoring the account puts a listing with exactly this reason live
 * again, and leaves a listing an admin suspended for its own reason as it is.
 */
export const ACCOUNT_SUSPENDED_LISTING_REASON = 'The advertiser’s account is suspended.';

export const ADMIN_USER_MESSAGES = {
  roleInvalid: 'Choose customers or advertisers.',
  statusInvalid: 'Choose active or suspended.',
  verifiedInvalid: 'Choose verified or not verified.',
  notFound: 'There is no customer or advertiser with this id.',
  adminNotHere: 'Admins are managed in the Admins section.',
  suspended: 'Account suspended. Every sign-in of this account has stopped working.',
  restored: 'Account restored. The account can sign in again.',
  alreadySuspended: 'This account is suspended already.',
  alreadyActive: 'This account is active already.',
  suspendedNoMail: 'Restore the account before sending it a code.',
  verificationSent: 'A new verification code has been sent.',
  alreadyVerified: 'This account’s e-mail address is verified already.',
  cooldown: AUTH_MESSAGES.otpCooldown,
} as const;

/** `GET /api/admin/users?q=&role=&status=&verified=&page=&per_page=`. */
export const AdminUsersQuerySchema = AdminPageQuerySchema.extend({
  /** Over name, e-mail and phone. */
  q: AdminSearchTextSchema,
  role: z.enum(ADMIN_USER_ROLE_NAMES, { error: ADMIN_USER_MESSAGES.roleInvalid }).optional(),
  status: z.enum(['active', 'suspended'], { error: ADMIN_USER_MESSAGES.statusInvalid }).optional(),
  verified: z.enum(['yes', 'no'], { error: ADMIN_USER_MESSAGES.verifiedInvalid }).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ADMIN_USER_ROLE_NAMES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
  /** ISO date-times; null when not (yet) so. */
  email_verified_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = adminPageSchema(AdminUserSchema);
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const AdminUserDetailSchema = AdminUserSchema.extend({
  has_password: z.boolean(),
  has_google: z.boolean(),
  /** A customer's profile (null for an advertiser, or a customer who never filled it). */
  customer_profile: z
    .object({
      age: z.number().int().nullable(),
      language: z.string().nullable(),
      ethnicity: z.string().nullable(),
    })
    .nullable(),
  /** An advertiser's listing (null for a customer, or an advertiser with none yet). */
  listing: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(LISTING_STATUSES),
      city: z.string(),
      state: z.string(),
      suspension_reason: z.string().nullable(),
      /** The listing in the console's listings section. */
      admin_path: z.string(),
    })
    .nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserResponseSchema = z.object({ data: AdminUserDetailSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

/** Suspend, restore, resend: what happened in words, and the account as it is now. */
export const AdminUserActionResponseSchema = adminActionResponseSchema(AdminUserDetailSchema);
export type AdminUserActionResponse = z.infer<typeof AdminUserActionResponseSchema>;
