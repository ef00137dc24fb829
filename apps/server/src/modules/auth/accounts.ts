import { and, eq } from 'drizzle-orm';
import type { UserRole } from '@app/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The columns sign-up, sign-in, verification and reset read. */
export const ACCOUNT_COLUMNS = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  phone: users.phone,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  googleSubject: users.googleSubject,
  status: users.status,
  tokenVersion: users.tokenVersion,
};

export interface Account {
  id: number;
  role: UserRole;
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  googleSubject: string | null;
  status: 'active' | 'suspended';
  tokenVersion: number;
}

/** Any account with this (already lower-cased) e-mail, whatever its role. */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  const [account] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.email, email));
  return account;
}

/** Any account by id, whatever its role (codes and links are role-agnostic). */
export async function findAccountById(db: Database, id: number): Promise<Account | undefined> {
  const [account] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, id));
  return account;
}

/** An account by id only when it holds `role` (the settings of one role's area). */
export async function findAccountByIdAndRole(
  db: Database,
  id: number,
  role: UserRole,
): Promise<Account | undefined> {
  const [account] = await db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)));
  return account;
}

/** PostgreSQL's unique_violation: two requests raced to create the same e-mail or subject. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
