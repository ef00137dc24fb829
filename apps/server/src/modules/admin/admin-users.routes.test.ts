import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_SUSPENDED_LISTING_REASON,
  ADMIN_MESSAGES,
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  CUSTOMER_LOGIN_API_PATH,
  CUSTOMER_WISHLIST_PATH,
  MODEL_LOGIN_API_PATH,
  MODEL_ME_PATH,
  buildAdminUserPath,
  buildAdminUserResendVerificationPath,
  buildAdminUserRestorePath,
  buildAdminUserSuspendPath,
  type AdminUserActionResponse,
  type AdminUserResponse,
  type AdminUsersPage,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerProfiles, models, users } from '../../db/schema.js';
import { hashTestPassword } from '../../test/test-password-cost.js';
import { expectAnswer, postJson, useApiTest } from '../../test/api-test.js';
import { GOOD_PASSWORD, outboxFor } from '../../test/auth-helpers.js';
import {
  createAdminAccount,
  createCustomer,
  createListing,
  createModelAccount,
} from '../../test/factories.js';

const context = useApiTest();
let adminAuthorization = '';
/** A word no other row has, so a search finds exactly the rows a test made. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const { db } = context.database;
  adminAuthorization = (await createAdminAccount(db, context.testApp.tokens)).authorization;
});

function getWith(authorization: string, url: string) {
  return context.testApp.app.inject({ method: 'GET', url, headers: { authorization } });
}

function adminGet(url: string) {
  return getWith(adminAuthorization, url);
}

function adminPost(url: string) {
  return context.testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: adminAuthorization },
  });
}

function listUsers(query: string): Promise<AdminUsersPage> {
  return adminGet(`/api/admin/users?${query}`).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<AdminUsersPage>();
  });
}

async function auditEntries(action: string, targetId: number) {
  return context.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .then((rows) => rows.filter((row) => row.action === action));
}

describe('GET /api/admin/users', () => {
  it('searches name, e-mail and phone, and filters by role, status and verification', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const word = uniqueWord();
    const byName = await createCustomer(db, tokens, { name: `Harriet ${word}` });
    const byEmail = await createModelAccount(db, tokens, {
      email: `${word}@example.com`,
      verified: false,
    });
    const byPhone = await createCustomer(db, tokens, {
      name: 'Phone Only',
      phone: '0498765432',
      status: 'suspended',
    });
    await createAdminAccount(db, tokens, { name: `Admin ${word}` });

    const all = await listUsers(`q=${word.toUpperCase()}`);
    const models = await listUsers(`q=${word}&role=model`);
    const unverified = await listUsers(`q=${word}&verified=no`);
    const verifiedCustomers = await listUsers(`q=${word}&role=customer&verified=yes`);
    const phone = await listUsers('q=0498765432&status=suspended');

    expect(all.data.map((user) => user.id).sort()).toEqual([byName.user.id, byEmail.id].sort());
    expect(all.total).toBe(2);
    expect(models.data.map((user) => user.id)).toEqual([byEmail.id]);
    expect(models.data[0]).toMatchObject({ role: 'model', email_verified_at: null });
    expect(unverified.data.map((user) => user.id)).toEqual([byEmail.id]);
    expect(verifiedCustomers.data.map((user) => user.id)).toEqual([byName.user.id]);
    expect(phone.data.map((user) => user.id)).toContain(byPhone.user.id);
    expect(phone.data.every((user) => user.status === 'suspended')).toBe(true);
  });

  it('pages newest first and never lists an admin', async () => {
    const { db } = context.database;
    const word = uniqueWord();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const [row] = await db
        .insert(users)
        .values({
          role: 'customer',
          name: `Pager ${word} ${n}`,
          email: `pager-${n}-${word}@example.com`,
          createdAt: new Date(Date.now() - (3 - n) * 60_000),
        })
        .returning({ id: users.id });
      ids.push(row!.id);
    }

    const first = await listUsers(`q=${word}&per_page=2`);
    const second = await listUsers(`q=${word}&per_page=2&page=2`);
    const everyone = await listUsers('per_page=100');

    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.data.map((user) => user.id)).toEqual([ids[2], ids[1]]);
    expect(second.data.map((user) => user.id)).toEqual([ids[0]]);
    expect(everyone.data.some((user) => (user.role as string) === 'admin')).toBe(false);
  });

  it.each([
    ['role=admin', 'role', ADMIN_USER_MESSAGES.roleInvalid],
    ['status=gone', 'status', ADMIN_USER_MESSAGES.statusInvalid],
    ['verified=maybe', 'verified', ADMIN_USER_MESSAGES.verifiedInvalid],
    ['page=0', 'page', ADMIN_MESSAGES.pageInvalid],
    [`q=${'x'.repeat(201)}`, 'q', ADMIN_MESSAGES.searchTooLong],
  ])('answers ?%s with a 400 naming the %s filter', async (query, field, message) => {
    const response = await adminGet(`/api/admin/users?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows a customer with their profile', async () => {
    const { db } = context.database;
    const customer = await createCustomer(db, context.testApp.tokens, { phone: '0411111111' });
    await db
      .insert(customerProfiles)
      .values({ userId: customer.user.id, age: 31, language: 'English' });

    const response = await adminGet(buildAdminUserPath(customer.user.id));

    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUserResponse>().data).toMatchObject({
      id: customer.user.id,
      role: 'customer',
      phone: '0411111111',
      status: 'active',
      has_password: false,
      customer_profile: { age: 31, language: 'English', ethnicity: null },
      listing: null,
    });
  });

  it('shows an advertiser with their listing and its console link', async () => {
    const listing = await createListing(context.database.db, { city: 'Hobart', state: 'Tasmania' });

    const response = await adminGet(buildAdminUserPath(listing.userId));

    expect(response.json<AdminUserResponse>().data).toMatchObject({
      role: 'model',
      customer_profile: null,
      listing: {
        id: listing.id,
        status: 'live',
        city: 'Hobart',
        admin_path: `/AdminDashboard/models?listing=${listing.id}`,
      },
    });
  });

  it('answers 404 for no such account, 409 for an admin and 400 for a bad id', async () => {
    const other = await createAdminAccount(context.database.db, context.testApp.tokens);

    const missing = await adminGet(buildAdminUserPath(2_000_000_000));
    const admin = await adminGet(buildAdminUserPath(other.id));
    const bad = await adminGet('/api/admin/users/abc');

    expectAnswer(missing, 404, ADMIN_USER_MESSAGES.notFound);
    expectAnswer(admin, 409, ADMIN_USER_MESSAGES.adminNotHere);
    expect(bad.statusCode).toBe(400);
  });
});

describe('suspend and restore', () => {
  it('suspending a customer refuses their next API call, and restoring lets a fresh sign-in in', async () => {
    const { db } = context.database;
    const { app, tokens } = context.testApp;
    const customer = await createCustomer(db, tokens, {
      passwordHash: await hashTestPassword(GOOD_PASSWORD),
    });
    const wishlist = () => getWith(customer.authorization, CUSTOMER_WISHLIST_PATH);
    expect((await wishlist()).statusCode).toBe(200);

    const suspended = await adminPost(buildAdminUserSuspendPath(customer.user.id));
    const refused = await wishlist();
    const signInWhileSuspended = await postJson(app, CUSTOMER_LOGIN_API_PATH, {
      email: customer.user.email,
      password: GOOD_PASSWORD,
    });
    const restored = await adminPost(buildAdminUserRestorePath(customer.user.id));
    const oldTokenAfterRestore = await wishlist();
    const signIn = await postJson(app, CUSTOMER_LOGIN_API_PATH, {
      email: customer.user.email,
      password: GOOD_PASSWORD,
    });

    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<AdminUserActionResponse>()).toMatchObject({
      message: ADMIN_USER_MESSAGES.suspended,
      data: { status: 'suspended' },
    });
    expectAnswer(refused, 401, AUTH_MESSAGES.unauthorized);
    expect(signInWhileSuspended.statusCode).not.toBe(200);
    expect(restored.json<AdminUserActionResponse>()).toMatchObject({
      message: ADMIN_USER_MESSAGES.restored,
      data: { status: 'active' },
    });
    expect(oldTokenAfterRestore.statusCode).toBe(401);
    expect(signIn.statusCode).toBe(200);
    const freshToken = signIn.json<{ token: string }>().token;
    const withFreshToken = await getWith(`Bearer ${freshToken}`, CUSTOMER_WISHLIST_PATH);
    expect(withFreshToken.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ status: 'active', tokenVersion: customer.user.tokenVersion + 1 });
    expect(await auditEntries('user.suspend', customer.user.id)).toHaveLength(1);
    expect(await auditEntries('user.restore', customer.user.id)).toHaveLength(1);
  });

  it('suspending an advertiser takes their live listing off the public site, and restoring brings it back', async () => {
    const { db } = context.database;
    const { app, tokens } = context.testApp;
    const advertiser = await createModelAccount(db, tokens, { password: GOOD_PASSWORD });
    const listing = await createListing(db, {});
    await db.update(models).set({ userId: advertiser.id }).where(eq(models.id, listing.id));
    const publicProfile = () => app.inject({ method: 'GET', url: `/api/models/${listing.id}` });
    const me = () => getWith(advertiser.authorization, MODEL_ME_PATH);
    expect((await publicProfile()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    const suspended = await adminPost(buildAdminUserSuspendPath(advertiser.id));
    const profileWhileSuspended = await publicProfile();
    const meWhileSuspended = await me();
    const [hidden] = await db.select().from(models).where(eq(models.id, listing.id));
    const restored = await adminPost(buildAdminUserRestorePath(advertiser.id));
    const [shown] = await db.select().from(models).where(eq(models.id, listing.id));
    const signIn = await postJson(app, MODEL_LOGIN_API_PATH, {
      email: advertiser.email,
      password: GOOD_PASSWORD,
    });

    expect(suspended.json<AdminUserActionResponse>().data.listing).toMatchObject({
      status: 'suspended',
      suspension_reason: ACCOUNT_SUSPENDED_LISTING_REASON,
    });
    expect(profileWhileSuspended.statusCode).toBe(404);
    expect(meWhileSuspended.statusCode).toBe(401);
    expect(hidden).toMatchObject({
      status: 'suspended',
      suspensionReason: ACCOUNT_SUSPENDED_LISTING_REASON,
    });
    expect(restored.statusCode).toBe(200);
    expect(shown).toMatchObject({ status: 'live', suspensionReason: null });
    expect((await publicProfile()).statusCode).toBe(200);
    expect(signIn.statusCode).toBe(200);
    const [entry] = await auditEntries('user.suspend', advertiser.id);
    expect(entry!.details).toMatchObject({ role: 'model', listing_hidden: listing.id });
  });

  it('restoring an account leaves a listing an admin suspended for its own reason suspended', async () => {
    const { db } = context.database;
    const listing = await createListing(db, {
      status: 'suspended',
      suspensionReason: 'Fake photos.',
    });

    await adminPost(buildAdminUserSuspendPath(listing.userId));
    await adminPost(buildAdminUserRestorePath(listing.userId));

    const [after] = await db.select().from(models).where(eq(models.id, listing.id));
    expect(after).toMatchObject({ status: 'suspended', suspensionReason: 'Fake photos.' });
  });

  it('refuses to suspend twice, to restore an active account, and to suspend an admin', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const customer = await createCustomer(db, tokens);
    const admin = await createAdminAccount(db, tokens);

    await adminPost(buildAdminUserSuspendPath(customer.user.id));
    const twice = await adminPost(buildAdminUserSuspendPath(customer.user.id));
    const other = await createCustomer(db, tokens);
    const restoreActive = await adminPost(buildAdminUserRestorePath(other.user.id));
    const suspendAdmin = await adminPost(buildAdminUserSuspendPath(admin.id));
    const missing = await adminPost(buildAdminUserSuspendPath(2_000_000_000));

    expectAnswer(twice, 409, ADMIN_USER_MESSAGES.alreadySuspended);
    expectAnswer(restoreActive, 409, ADMIN_USER_MESSAGES.alreadyActive);
    expectAnswer(suspendAdmin, 409, ADMIN_USER_MESSAGES.adminNotHere);
    const [adminRow] = await db.select().from(users).where(eq(users.id, admin.id));
    expect(adminRow).toMatchObject({ status: 'active', tokenVersion: 0 });
    expect(missing.statusCode).toBe(404);
    expect(await auditEntries('user.suspend', customer.user.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:id/resend-verification', () => {
  it('mails an unverified account a fresh code, then keeps to the sign-up cool-down', async () => {
    const { db } = context.database;
    const advertiser = await createModelAccount(db, context.testApp.tokens, { verified: false });

    const sent = await adminPost(buildAdminUserResendVerificationPath(advertiser.id));
    const again = await adminPost(buildAdminUserResendVerificationPath(advertiser.id));

    expectAnswer(sent, 200, ADMIN_USER_MESSAGES.verificationSent);
    const mail = await outboxFor(db, advertiser.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.bodyText).toMatch(/code is: \d{4}/);
    expect(mail[0]!.bodyText).toContain('/Verify?id=');
    expectAnswer(again, 429, AUTH_MESSAGES.otpCooldown);
    expect(again.headers['retry-after']).toBeDefined();
    expect(await auditEntries('user.resend_verification', advertiser.id)).toHaveLength(1);
  });

  it('refuses a verified account and a suspended one, mailing nothing', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const verified = await createCustomer(db, tokens);
    const suspended = await createCustomer(db, tokens, {
      emailVerifiedAt: null,
      status: 'suspended',
    });

    const toVerified = await adminPost(buildAdminUserResendVerificationPath(verified.user.id));
    const toSuspended = await adminPost(buildAdminUserResendVerificationPath(suspended.user.id));

    expectAnswer(toVerified, 409, ADMIN_USER_MESSAGES.alreadyVerified);
    expectAnswer(toSuspended, 409, ADMIN_USER_MESSAGES.suspendedNoMail);
    expect(await outboxFor(db, verified.user.email)).toHaveLength(0);
    expect(await outboxFor(db, suspended.user.email)).toHaveLength(0);
  });
});
