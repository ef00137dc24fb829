/**
 * The admin console's team section (docs/product/admin-console.md): the admins, inviting one by e-mail (a link to
 * set a password) and removing one. The first admin comes from `npm run admin:create`.
 */
import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema, adminActionResponseSchema } from './admin.js';
import { ADMIN_PASSWORD_MIN_LENGTH, AUTH_MESSAGES } from './auth.js';
import { EmailSchema, NameSchema } from './auth.schema.js';
import { memberPath } from './paths.js';

export const ADMIN_TEAM_PATH = '/api/admin/admins';

/** Route patterns for the server. */
export const ADMIN_TEAM_ROUTES = {
  /** GET: the admins; POST: invite one. */
  list: ADMIN_TEAM_PATH,
  /** DELETE: remove one. */
  one: `${ADMIN_TEAM_PATH}/:id`,
} as const;

export const buildAdminTeamMemberPath = memberPath(ADMIN_TEAM_PATH);

/** How long an invitation's set-password link works. */
export const ADMIN_INVITE_LINK_TTL_HOURS = 7 * 24;
/** How long the set-password link `npm run admin:create` prints works. */
export const ADMIN_CREATE_LINK_TTL_HOURS = 24;

export const ADMIN_TEAM_MESSAGES = {
  invited: (email: string) =>
    `Invitation sent to ${email}. The link to set a password works for 7 days.`,
  removed: (email: string) => `${email} is no longer an admin. Their sign-in has stopped working.`,
  emailTaken: 'An account with this e-mail exists already. Invite another address.',
  notFound: 'There is no admin with this id.',
  notYourInvite:
    'Only the admin who invited this admin can remove them (or they themselves). Ask that admin, or the operator of the server.',
  lastAdmin:
    'This is the last admin who can sign in. Invite another admin, and let them set a password, before removing this one.',
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  passwordTooShort: `An admin password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
} as const;

/** `GET /api/admin/admins?page=&per_page=`. */
export const AdminTeamQuerySchema = AdminPageQuerySchema;

export const AdminTeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** ISO date-times. */
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** False until the invited admin opens the link and sets one. */
  has_password: z.boolean(),
  /** The signed-in admin's own row. */
  is_you: z.boolean(),
  /** Whether the signed-in admin may remove this one: themself, or an admin they invited. */
  can_remove: z.boolean(),
});
export type AdminTeamMember = z.infer<typeof AdminTeamMemberSchema>;

export const AdminTeamPageSchema = adminPageSchema(AdminTeamMemberSchema);
export type AdminTeamPage = z.infer<typeof AdminTeamPageSchema>;

export const InviteAdminInputSchema = z.object({
  email: EmailSchema,
  name: NameSchema,
});
export type InviteAdminInput = z.input<typeof InviteAdminInputSchema>;

export const AdminTeamActionResponseSchema = adminActionResponseSchema(
  AdminTeamMemberSchema.pick({ id: true, email: true }),
);
export type AdminTeamActionResponse = z.infer<typeof AdminTeamActionResponseSchema>;
