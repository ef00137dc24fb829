import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type GoogleAuthResponse, type UserRole } from '@app/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { AppError } from '../../platform/http/errors.js';
import type { GoogleIdTokenVerifier, GoogleIdentity } from '../../platform/auth/google-id-token.js';
import { startSession } from './account.service.js';
import { ROLE_RULES } from './account-roles.js';
import {
  ACCOUNT_COLUMNS,
  findAccountByEmail,
  isUniqueViolation,
  type Account,
} from './accounts.js';

export interface GoogleSignInOptions {
  verifier: GoogleIdTokenVerifier;
  tokens: TokenIssuer;
  /** The role of the form: only its accounts are found, linked or created (customers today). */
  role: UserRole;
}

/**
 * Google sign-in (docs/product/api.md). Only the verified ID token counts: the body's name,
 * e-mail and email_verified_at are ignored. The account is found by the token's `sub`; else
 * an account of the role with the token's (Google-verified) e-mail is linked to it; else a
 * verified account of the role without a password is created.
 */
export async function signInWithGoogle(
  db: Database,
  idToken: string,
  { verifier, tokens, role }: GoogleSignInOptions,
): Promise<GoogleAuthResponse> {
  let identity: GoogleIdentity;
  try {
    identity = await verifier.verify(idToken);
  } catch {
    // The library's messages quote the whole token: never echoed, never logged.
    throw new AppError('unauthorized', AUTH_MESSAGES.googleTokenInvalid);
  }
  if (!identity.isEmailVerified || !identity.email) {
    throw new AppError('forbidden', AUTH_MESSAGES.googleEmailNotVerified);
  }
  const account = await findOrLinkAccount(db, role, identity, identity.email.toLowerCase());
  if (account.status !== 'active') throw new AppError('forbidden', AUTH_MESSAGES.accountSuspended);
  return { status: true, ...(await startSession(db, account, tokens)) };
}

async function findOrLinkAccount(
  db: Database,
  role: UserRole,
  identity: GoogleIdentity,
  email: string,
): Promise<Account> {
  const [bySubject] = await db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(eq(users.googleSubject, identity.subject));
  if (bySubject) return requireRole(bySubject, role);

  const byEmail = await findAccountByEmail(db, email);
  if (byEmail) return linkAccount(db, requireRole(byEmail, role), identity.subject);
  return createGoogleAccount(db, role, identity, email);
}

/** One e-mail is one account: another role's e-mail is not this form's to take. */
function requireRole(account: Account, role: UserRole): Account {
  if (account.role !== role) throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
  return account;
}

/**
 * Links an existing account to the Google account that proved the same e-mail. If the
 * account was never verified, whoever signed it up did not prove the e-mail: their password
 * and phone are dropped (and older tokens ended), so a stranger who registered someone
 * else's address cannot keep a way in once the owner arrives through Google.
 */
async function linkAccount(db: Database, account: Account, subject: string): Promise<Account> {
  if (account.googleSubject && account.googleSubject !== subject) {
    // The e-mail already belongs to another Google account (Google reassigned the address).
    throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
  }
  const now = new Date();
  const wasUnverified = !account.emailVerifiedAt;
  const [linked] = await db
    .update(users)
    .set({
      googleSubject: subject,
      emailVerifiedAt: account.emailVerifiedAt ?? now,
      updatedAt: now,
      ...(wasUnverified
        ? { passwordHash: null, phone: null, tokenVersion: sql`${users.tokenVersion} + 1` }
        : {}),
    })
    .where(eq(users.id, account.id))
    .returning(ACCOUNT_COLUMNS);
  return linked!;
}

async function createGoogleAccount(
  db: Database,
  role: UserRole,
  identity: GoogleIdentity,
  email: string,
): Promise<Account> {
  const name = identity.name?.trim().slice(0, 100) || email.split('@')[0]!;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          role,
          name,
          email,
          googleSubject: identity.subject,
          emailVerifiedAt: new Date(),
        })
        .returning(ACCOUNT_COLUMNS);
      await ROLE_RULES[role].createRows(tx, created!.id);
      return created!;
    });
  } catch (error) {
    // A parallel sign-in with the same token created it first.
    if (isUniqueViolation(error)) return findOrLinkAccount(db, role, identity, email);
    throw error;
  }
}
