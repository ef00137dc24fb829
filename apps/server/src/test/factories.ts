import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { TokenIssuer } from '../platform/auth/auth-tokens.js';
import { hashTestPassword } from './test-password-cost.js';
import { blogs, models, tours, users } from '../db/schema.js';

type NewModel = typeof models.$inferInsert;
type NewTour = typeof tours.$inferInsert;
type NewBlog = typeof blogs.$inferInsert;
type NewUser = typeof users.$inferInsert;

const unique = () => randomBytes(5).toString('hex');

/** A live listing with its advertiser account; every field can be overridden. */
export async function createListing(db: Database, overrides: Partial<NewModel> = {}) {
  const [owner] = await db
    .insert(users)
    .values({
      role: 'model',
      name: overrides.name ?? 'Test Model',
      email: `model-${unique()}@example.com`,
    })
    .returning({ id: users.id });
  const [listing] = await db
    .insert(models)
    .values({
      userId: owner!.id,
      name: 'Test Model',
      age: 25,
      gender: 'female',
      accountType: 'Escort',
      categories: ['Independents'],
      descriptionHtml: '<p>A fictional test listing.</p>',
      descriptionText: 'A fictional test listing.',
      state: 'New South Wales',
      city: 'Sydney',
      suburb: 'Surry Hills',
      lat: -33.88,
      lng: 151.21,
      status: 'live',
      wentLiveAt: new Date(),
      ...overrides,
    })
    .returning();
  return listing!;
}

/** The listing's view counter as stored. */
export async function viewCountOf(db: Database, listingId: number): Promise<number> {
  const [row] = await db
    .select({ viewCount: models.viewCount })
    .from(models)
    .where(eq(models.id, listingId));
  return row!.viewCount;
}

export async function createTour(db: Database, values: Omit<NewTour, 'id'>) {
  const [tour] = await db.insert(tours).values(values).returning();
  return tour!;
}

export async function createBlogPost(db: Database, overrides: Partial<NewBlog> = {}) {
  const [post] = await db
    .insert(blogs)
    .values({
      title: 'A test post',
      slug: `test-post-${unique()}`,
      excerpt: 'An excerpt.',
      bodyHtml: '<p>Body.</p>',
      status: 'published',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return post!;
}

/**
 * A verified, active customer account (no password unless given as a hash) and a Bearer
 * token for it, signed by the test app's issuer.
 */
export async function createCustomer(
  db: Database,
  tokens: TokenIssuer,
  overrides: Partial<NewUser> = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      role: 'customer',
      name: 'Test Customer',
      email: `customer-${unique()}@example.com`,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  const token = await tokens.issue({
    userId: user!.id,
    role: user!.role,
    tokenVersion: user!.tokenVersion,
  });
  return { user: user!, token, authorization: `Bearer ${token}` };
}

export interface AccountOptions {
  name?: string;
  email?: string;
  phone?: string | null;
  /** Hashed with argon2 when given (sign-in and settings tests); no password otherwise. */
  password?: string;
  /** Default true. */
  verified?: boolean;
  /** An admin's inviter (the one other admin who may remove them). */
  invitedBy?: number;
}

export interface TestAccount {
  id: number;
  email: string;
  /** A Bearer token signed by the test app's issuer (valid while the token version holds). */
  token: string;
  authorization: string;
}

async function createAccount(
  db: Database,
  tokens: TokenIssuer,
  role: 'model' | 'admin',
  options: AccountOptions,
): Promise<TestAccount> {
  const [user] = await db
    .insert(users)
    .values({
      role,
      name: options.name ?? (role === 'model' ? 'Test Advertiser' : 'Test Admin'),
      email: options.email ?? `${role}-${unique()}@example.com`,
      phone: options.phone === undefined ? (role === 'model' ? '0412345678' : null) : options.phone,
      passwordHash: options.password ? await hashTestPassword(options.password) : null,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      invitedBy: options.invitedBy,
    })
    .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
  const token = await tokens.issue({ userId: user!.id, role, tokenVersion: user!.tokenVersion });
  return { id: user!.id, email: user!.email, token, authorization: `Bearer ${token}` };
}

/** A verified advertiser account (role `model`, no listing yet) and its token. */
export function createModelAccount(
  db: Database,
  tokens: TokenIssuer,
  options: AccountOptions = {},
): Promise<TestAccount> {
  return createAccount(db, tokens, 'model', options);
}

/** A verified admin account and its token. */
export function createAdminAccount(
  db: Database,
  tokens: TokenIssuer,
  options: AccountOptions = {},
): Promise<TestAccount> {
  return createAccount(db, tokens, 'admin', options);
}
