import type { UserRole } from '@app/contract';
import type { Database } from '../../db/client.js';
import { customerProfiles } from '../../db/schema.js';

/** A transaction or the database: where the rows of a new account are written. */
type Writer = Pick<Database, 'insert'>;

/**
 * What differs between the roles of one account implementation (docs/product/accounts.md): the rows a new
 * account needs beside `users`, and whether proving the e-mail signs the account in.
 * Everything else (codes, links, sign-in, reset) is shared.
 */
export interface RoleRules {
  /** Rows written in the sign-up's transaction. */
  createRows(tx: Writer, userId: number): Promise<void>;
  /**
   * true: the verify answer carries a token, so the browser goes straight on (an advertiser
   * lands in the listing builder). false: the account signs in next (customers, as
   * docs/product/accounts.md#one-time-code has it).
   */
  signInOnVerify: boolean;
}

export const ROLE_RULES: Record<UserRole, RoleRules> = {
  customer: {
    async createRows(tx, userId) {
      await tx.insert(customerProfiles).values({ userId });
    },
    signInOnVerify: false,
  },
  // The listing is created by its first builder step (modules/advertiser), not at sign-up.
  model: { createRows: async () => {}, signInOnVerify: true },
  // Admins are created verified by `npm run admin:create`; they never verify by code.
  admin: { createRows: async () => {}, signInOnVerify: false },
};
