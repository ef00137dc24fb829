import {
  ADMIN_CREATE_LINK_TTL_HOURS,
  ADMIN_PASSWORD_MIN_LENGTH,
  EmailSchema,
  NAME_MAX_LENGTH,
} from '@app/contract';
import type { Database, Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { COMMAND_LINE_ACTOR, recordAudit } from '../../platform/audit/audit-log.js';
import type { SecretDigester } from '../../platform/auth/one-time-codes.js';
import { hashPassword, isCommonPassword } from '../../platform/auth/passwords.js';
import { findAccountByEmail } from './accounts.js';
import { issuePasswordLink } from './password-reset.service.js';

export interface NewAdmin {
  email: string;
  name?: string;
  /** Given (read from standard input): set now. Left out: the admin sets it through a link. */
  password?: string;
}

export interface CreatedAdmin {
  id: number;
  email: string;
  /** The single-use link to set the password, when none was given. */
  setPasswordLink?: string;
}

/** What a set-password link needs: the keyed digest of its token and the site's origin. */
export interface PasswordLinkOptions {
  digester: SecretDigester;
  baseUrl: string;
}

/** Why an admin was not created, in words for the person at the terminal. */
export class AdminRefused extends Error {}

/**
 * `npm run admin:create`: a verified admin (the operator at the terminal vouches for the
 * address). With a password it is checked (ADMIN_PASSWORD_MIN_LENGTH, not on the
 * common-password list) and hashed with argon2id; without one, the admin gets a single-use
 * link to the reset page, valid ADMIN_CREATE_LINK_TTL_HOURS. Refuses a bad e-mail and an
 * e-mail any account already has (one e-mail is one account). Audited as the command line.
 */
export async function createAdmin(
  db: Database,
  input: NewAdmin,
  links: PasswordLinkOptions,
): Promise<CreatedAdmin> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new AdminRefused(`Admin e-mail: ${email.error.issues[0]?.message}`);
  const name = (input.name ?? 'Admin').trim().slice(0, NAME_MAX_LENGTH) || 'Admin';
  if (input.password !== undefined) refuseWeakAdminPassword(input.password);
  const taken = () => new AdminRefused(`An account with the e-mail ${email.data} exists already.`);
  if (await findAccountByEmail(db, email.data)) throw taken();
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const admin = await insertAdminAccount(tx, {
      email: email.data,
      name,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    if (!admin) throw taken();
    const setPasswordLink = passwordHash
      ? undefined
      : await issuePasswordLink(tx, admin, {
          ...links,
          ttlMinutes: ADMIN_CREATE_LINK_TTL_HOURS * 60,
        });
    await recordAudit(tx, COMMAND_LINE_ACTOR, {
      action: 'admin.create',
      targetType: 'user',
      targetId: admin.id,
      details: { email: admin.email, password_set: Boolean(passwordHash) },
    });
    return { id: admin.id, email: admin.email, setPasswordLink };
  });
}

function refuseWeakAdminPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AdminRefused('Admin password: this password is too common. Please choose another.');
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminRefused(
      `Admin password: at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, please.`,
    );
  }
}

/**
 * Inserts an admin account; undefined when the e-mail has an account already (no exception,
 * so the caller's transaction stays usable and it answers in its own words).
 */
export async function insertAdminAccount(
  tx: Transaction,
  values: {
    email: string;
    name: string;
    passwordHash: string | null;
    emailVerifiedAt: Date | null;
    /** The inviting admin; none for one made at the command line. */
    invitedBy?: number;
  },
): Promise<{ id: number; email: string; role: 'admin' } | undefined> {
  const [admin] = await tx
    .insert(users)
    .values({ role: 'admin', ...values })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return admin ? { ...admin, role: 'admin' } : undefined;
}
