import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ACCOUNT_SUSPENDED_LISTING_REASON,
  ADMIN_USER_MESSAGES as M,
  buildAdminListingPagePath,
  type AdminPage,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserRole,
  type AdminUsersQuery,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { customerProfiles, models, users } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { AppError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { resendVerificationCode, type VerificationOptions } from '../auth/index.js';
import { readAdminPage } from './admin-page.js';

const MANAGED_ROLES: AdminUserRole[] = ['customer', 'model'];

const USER_COLUMNS = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  lastSeenAt: users.lastSeenAt,
  createdAt: users.createdAt,
  passwordHash: users.passwordHash,
  googleSubject: users.googleSubject,
};
interface UserRow {
  id: number;
  role: 'customer' | 'model' | 'admin';
  name: string;
  email: string;
  phone: string | null;
  status: 'active' | 'suspended';
  emailVerifiedAt: Date | null;
  lastSeenAt: Date | null;
  createdAt: Date;
  passwordHash: string | null;
  googleSubject: string | null;
}

/** Customers and advertisers matching the filters, newest first, one page. */
export async function listUsers(
  db: Database,
  query: AdminUsersQuery,
): Promise<AdminPage<AdminUser>> {
  const conditions: SQL[] = [inArray(users.role, query.role ? [query.role] : MANAGED_ROLES)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.verified === 'yes') conditions.push(isNotNull(users.emailVerifiedAt));
  if (query.verified === 'no') conditions.push(isNull(users.emailVerifiedAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))!,
    );
  }
  const where = and(...conditions);
  return readAdminPage(
    query,
    db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic(),
    db.select({ total: count() }).from(users).where(where),
    toAdminUser,
  );
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    role: row.role as AdminUserRole,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A customer or advertiser, locked for the rest of `tx` when `forUpdate`: 404 when there is
 * none, 409 for an admin (admins are managed in the team section, never here).
 */
async function findManagedUser(
  tx: Database | Transaction,
  id: number,
  { forUpdate }: { forUpdate: boolean },
): Promise<UserRow> {
  const query = tx.select(USER_COLUMNS).from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', M.notFound);
  if (row.role === 'admin') throw new AppError('conflict', M.adminNotHere);
  return row;
}

/** One account with the customer's profile or the advertiser's listing. */
export async function readUser(db: Database | Transaction, id: number): Promise<AdminUserDetail> {
  const row = await findManagedUser(db, id, { forUpdate: false });
  const [profile] =
    row.role === 'customer'
      ? await db
          .select({
            age: customerProfiles.age,
            language: customerProfiles.language,
            ethnicity: customerProfiles.ethnicity,
          })
          .from(customerProfiles)
          .where(eq(customerProfiles.userId, id))
      : [];
  const [listing] =
    row.role === 'model'
      ? await db
          .select({
            id: models.id,
            name: models.name,
            status: models.status,
            city: models.city,
            state: models.state,
            suspensionReason: models.suspensionReason,
          })
          .from(models)
          .where(eq(models.userId, id))
      : [];
  return {
    ...toAdminUser(row),
    has_password: row.passwordHash !== null,
    has_google: row.googleSubject !== null,
    customer_profile: profile ?? null,
    listing: listing
      ? {
          id: listing.id,
          name: listing.name,
          status: listing.status,
          city: listing.city,
          state: listing.state,
          suspension_reason: listing.suspensionReason,
          admin_path: buildAdminListingPagePath(listing.id),
        }
      : null,
  };
}

/**
 * A change of a managed account's status and of its listing with it, in one transaction with
 * its audit entry: `change` refuses or writes, and names what the entry adds to the account's
 * e-mail and role.
 */
async function changeUserStatus(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: 'user.suspend' | 'user.restore',
  change: (tx: Transaction, row: UserRow, now: Date) => Promise<Record<string, number | null>>,
): Promise<AdminUserDetail> {
  return db.transaction(async (tx) => {
    const row = await findManagedUser(tx, id, { forUpdate: true });
    const details = await change(tx, row, new Date());
    await recordAudit(tx, auditActorOf(request), {
      action,
      targetType: 'user',
      targetId: id,
      details: { email: row.email, role: row.role, ...details },
    });
    return readUser(tx, id);
  });
}

/**
 * Suspends an account: status suspended and token_version + 1 in one transaction, so every
 * token the account holds is refused on its next call (the role guard reads both). An
 * advertiser's live listing leaves the public site with it: it is suspended with
 * ACCOUNT_SUSPENDED_LISTING_REASON, which restoreUser looks for.
 */
export async function suspendUser(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<AdminUserDetail> {
  return changeUserStatus(db, request, id, 'user.suspend', async (tx, row, now) => {
    if (row.status === 'suspended') throw new AppError('conflict', M.alreadySuspended);
    await tx
      .update(users)
      .set({ status: 'suspended', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, id));
    const hidden = await tx
      .update(models)
      .set({
        status: 'suspended',
        suspensionReason: ACCOUNT_SUSPENDED_LISTING_REASON,
        updatedAt: now,
      })
      .where(and(eq(models.userId, id), eq(models.status, 'live')))
      .returning({ id: models.id });
    return { listing_hidden: hidden[0]?.id ?? null };
  });
}

/**
 * Restores a suspended account (old tokens stay dead: the version is not turned back; the
 * owner signs in afresh). A listing that went with the account comes back live; a listing an
 * admin suspended for a reason of its own stays suspended.
 */
export async function restoreUser(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<AdminUserDetail> {
  return changeUserStatus(db, request, id, 'user.restore', async (tx, row, now) => {
    if (row.status === 'active') throw new AppError('conflict', M.alreadyActive);
    await tx.update(users).set({ status: 'active', updatedAt: now }).where(eq(users.id, id));
    const shown = await tx
      .update(models)
      .set({ status: 'live', suspensionReason: null, updatedAt: now })
      .where(
        and(
          eq(models.userId, id),
          eq(models.status, 'suspended'),
          eq(models.suspensionReason, ACCOUNT_SUSPENDED_LISTING_REASON),
        ),
      )
      .returning({ id: models.id });
    return { listing_shown: shown[0]?.id ?? null };
  });
}

/**
 * A fresh code and link for an unverified account, through the sign-up's own service (same
 * cool-down: 429 with Retry-After inside it). A suspended account gets nothing.
 */
export async function resendUserVerification(
  db: Database,
  request: FastifyRequest,
  id: number,
  options: VerificationOptions,
): Promise<AdminUserDetail> {
  const row = await findManagedUser(db, id, { forUpdate: false });
  if (row.status === 'suspended') throw new AppError('conflict', M.suspendedNoMail);
  if (row.emailVerifiedAt) throw new AppError('conflict', M.alreadyVerified);
  await resendVerificationCode(db, id, options);
  await recordAudit(db, auditActorOf(request), {
    action: 'user.resend_verification',
    targetType: 'user',
    targetId: id,
    details: { email: row.email },
  });
  return readUser(db, id);
}
