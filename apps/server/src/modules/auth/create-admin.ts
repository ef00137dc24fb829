import { ADMIN_PASSWORD_MIN_LENGTH, EmailSchema, NAME_MAX_LENGTH } from '@app/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword, isCommonPassword } from '../../platform/passwords.js';
import { findAccountByEmail, isUniqueViolation } from './accounts.js';

export interface NewAdmin {
  email: string;
  password: string;
  name?: string;
}

/** Why an admin was not created, in words for the person at the terminal. */
export class AdminRefused extends Error {}

/**
 * Creates a verified admin with an argon2id password (admins sign in on /login). Refuses a
 * bad e-mail, a password shorter than ADMIN_PASSWORD_MIN_LENGTH or on the common-password
 * list, and an e-mail any account already has (one e-mail is one account).
 */
export async function createAdmin(
  db: Database,
  input: NewAdmin,
): Promise<{ id: number; email: string }> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new AdminRefused(`Admin e-mail: ${email.error.issues[0]?.message}`);
  const name = (input.name ?? 'Admin').trim().slice(0, NAME_MAX_LENGTH) || 'Admin';
  if (isCommonPassword(input.password)) {
    throw new AdminRefused('Admin password: this password is too common. Please choose another.');
  }
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminRefused(
      `Admin password: at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, please.`,
    );
  }
  const taken = () => new AdminRefused(`An account with the e-mail ${email.data} exists already.`);
  if (await findAccountByEmail(db, email.data)) throw taken();
  try {
    const [admin] = await db
      .insert(users)
      .values({
        role: 'admin',
        name,
        email: email.data,
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id, email: users.email });
    return admin!;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
