import { asc, count, eq } from 'drizzle-orm';
import {
  ACCOUNT_MAIL_SUBJECTS,
  ADMIN_INVITE_LINK_TTL_HOURS,
  ADMIN_TEAM_MESSAGES as M,
  SITE_NAME,
  type AdminPage,
  type AdminTeamMember,
  type AdminPageQuery,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { AppError } from '../../platform/http/errors.js';
import {
  stripControlCharacters,
  type Mailer,
  type MailMessage,
} from '../../platform/mail/mailer.js';
import { insertAdminAccount, issuePasswordLink, type PasswordLinkOptions } from '../auth/index.js';
import { readAdminPage } from './admin-page.js';

/** The admins, oldest first (the first one came from the command line). */
export async function listAdmins(
  db: Database,
  query: AdminPageQuery,
  youId: number,
): Promise<AdminPage<AdminTeamMember>> {
  const isAdmin = eq(users.role, 'admin');
  return readAdminPage(
    query,
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        lastSeenAt: users.lastSeenAt,
        passwordHash: users.passwordHash,
        invitedBy: users.invitedBy,
      })
      .from(users)
      .where(isAdmin)
      .orderBy(asc(users.createdAt), asc(users.id))
      .$dynamic(),
    db.select({ total: count() }).from(users).where(isAdmin),
    (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt?.toISOString() ?? null,
      has_password: row.passwordHash !== null,
      is_you: row.id === youId,
      can_remove: mayRemove(youId, row),
    }),
  );
}

/**
 * Invites an admin: the account (no password, e-mail not yet verified: the link proves it)
 * and a single-use set-password link valid ADMIN_INVITE_LINK_TTL_HOURS, audited, in one
 * transaction; the mail goes after the commit. An e-mail with any account is a 409.
 */
export async function inviteAdmin(
  db: Database,
  request: FastifyRequest,
  input: { email: string; name: string },
  options: PasswordLinkOptions & { mailer: Mailer },
): Promise<{ id: number; email: string }> {
  const { admin, link } = await db.transaction(async (tx) => {
    const created = await insertAdminAccount(tx, {
      email: input.email,
      name: input.name,
      passwordHash: null,
      emailVerifiedAt: null,
      invitedBy: authUserOf(request).id,
    });
    if (!created) throw new AppError('conflict', M.emailTaken, { email: M.emailTaken });
    const setPasswordLink = await issuePasswordLink(tx, created, {
      ...options,
      ttlMinutes: ADMIN_INVITE_LINK_TTL_HOURS * 60,
    });
    await recordAudit(tx, auditActorOf(request), {
      action: 'admin.invite',
      targetType: 'user',
      targetId: created.id,
      details: { email: created.email, name: input.name },
    });
    return { admin: created, link: setPasswordLink };
  });
  const inviter = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, authUserOf(request).id));
  await options.mailer.send(
    buildInviteMail({
      to: admin.email,
      name: input.name,
      inviter: inviter[0]?.name ?? 'An admin',
      link,
    }),
  );
  return { id: admin.id, email: admin.email };
}

function buildInviteMail(input: {
  to: string;
  name: string;
  inviter: string;
  link: string;
}): MailMessage {
  const days = ADMIN_INVITE_LINK_TTL_HOURS / 24;
  return {
    to: input.to,
    subject: ACCOUNT_MAIL_SUBJECTS.adminInvite,
    // The link sets the password: the outbox keeps it only until delivery or its expiry.
    secretExpiresAt: new Date(Date.now() + ADMIN_INVITE_LINK_TTL_HOURS * 3_600_000),
    text: [
      `Hello ${stripControlCharacters(input.name)},`,
      '',
      `${stripControlCharacters(input.inviter)} has added you to the admin team.`,
      `The site is ${SITE_NAME}.`,
      'Open this link to choose your password (at least 12 characters):',
      input.link,
      '',
      `The link works once, for ${days} days. Then sign in at the advertiser sign-in (/login).`,
      'If you did not expect this, ignore this e-mail; without the link nobody can sign in.',
    ].join('\n'),
  };
}

/**
 * An admin may remove themself or an admin they invited, nobody else: one taken-over or
 * rogue admin cannot empty the team. Admins made at the command line, or whose inviter has
 * gone, are removed by themselves or by the server's operator (docs/product/admin-console.md).
 */
function mayRemove(actorId: number, target: { id: number; invitedBy: number | null }): boolean {
  return target.id === actorId || target.invitedBy === actorId;
}

/**
 * Removes an admin account (its row goes, so every token it holds is refused at once; the
 * audit log keeps its e-mail), if `mayRemove` allows it; never the last admin who can sign in
 * (active, password set): the admin rows are locked first, so two admins removing each other
 * at the same moment cannot leave none.
 */
export async function removeAdmin(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<{ id: number; email: string }> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({
        id: users.id,
        email: users.email,
        status: users.status,
        passwordHash: users.passwordHash,
        invitedBy: users.invitedBy,
      })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const target = admins.find((admin) => admin.id === id);
    if (!target) throw new AppError('not_found', M.notFound);
    if (!mayRemove(authUserOf(request).id, target)) {
      throw new AppError('forbidden', M.notYourInvite);
    }
    const othersWhoCanSignIn = admins.filter(
      (admin) => admin.id !== id && admin.status === 'active' && admin.passwordHash !== null,
    );
    if (othersWhoCanSignIn.length === 0) throw new AppError('conflict', M.lastAdmin);
    // The entry first: its actor may be the admin about to go (actor_id becomes null then).
    await recordAudit(tx, auditActorOf(request), {
      action: 'admin.remove',
      targetType: 'user',
      targetId: id,
      details: { email: target.email },
    });
    await tx.delete(users).where(eq(users.id, id));
    return { id, email: target.email };
  });
}
