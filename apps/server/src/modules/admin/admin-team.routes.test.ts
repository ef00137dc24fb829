import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MAIL_SUBJECTS,
  ADMIN_TEAM_MESSAGES,
  AUTH_MESSAGES,
  MODEL_LOGIN_API_PATH,
  PASSWORD_RESET_API_PATH,
  buildAdminTeamMemberPath,
  type AdminTeamPage,
  type LoginResponse,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResets, users } from '../../db/schema.js';
import { expectAnswer, postJson, useApiTest } from '../../test/api-test.js';
import { outboxFor, uniqueEmail } from '../../test/auth-helpers.js';
import { createAdminAccount, type TestAccount } from '../../test/factories.js';

const ADMIN_PASSWORD = 'copper-kettle-meadow-92';
const TEAM_PATH = '/api/admin/admins';

/** The set-password link of an invitation mail. */
function readInviteLink(text: string): URL {
  const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no set-password link in:\n${text}`);
  return new URL(link);
}

describe('inviting an admin', () => {
  const context = useApiTest();
  let inviter: TestAccount;

  beforeAll(async () => {
    inviter = await createAdminAccount(context.database.db, context.testApp.tokens, {
      name: 'Ada Inviter',
      password: ADMIN_PASSWORD,
    });
  });

  function invite(payload: object) {
    return context.testApp.app.inject({
      method: 'POST',
      url: TEAM_PATH,
      headers: { authorization: inviter.authorization },
      payload,
    });
  }

  it('creates the admin without a password and mails a 7-day link that sets one and signs in at /login', async () => {
    const { db } = context.database;
    const { app } = context.testApp;
    const email = uniqueEmail('invited');

    const invited = await invite({ email: email.toUpperCase(), name: 'Bea Newcomer' });

    expectAnswer(invited, 200, ADMIN_TEAM_MESSAGES.invited(email));
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'admin', name: 'Bea Newcomer', passwordHash: null });
    const [reset] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account!.id));
    const days = (reset!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await outboxFor(db, email);
    expect(mail!.subject).toBe(ACCOUNT_MAIL_SUBJECTS.adminInvite);
    expect(mail!.bodyText).toContain('Ada Inviter has added you to the admin team');
    const link = readInviteLink(mail!.bodyText);
    expect(link.searchParams.get('email')).toBe(email);

    const listed = await app.inject({
      method: 'GET',
      url: TEAM_PATH,
      headers: { authorization: inviter.authorization },
    });
    expect(listed.json<AdminTeamPage>().data).toEqual(
      expect.arrayContaining([
        // The inviter may remove the admin they invited.
        expect.objectContaining({ email, has_password: false, is_you: false, can_remove: true }),
        expect.objectContaining({ id: inviter.id, has_password: true, is_you: true }),
      ]),
    );

    const reset12 = { email, token: link.searchParams.get('token')!, password: 'short-pass' };
    const tooShort = await postJson(app, PASSWORD_RESET_API_PATH, reset12);
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.password).toBe(ADMIN_TEAM_MESSAGES.passwordTooShort);

    const set = await postJson(app, PASSWORD_RESET_API_PATH, {
      ...reset12,
      password: ADMIN_PASSWORD,
    });
    const signIn = await postJson(app, MODEL_LOGIN_API_PATH, { email, password: ADMIN_PASSWORD });

    expect(set.statusCode).toBe(200);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<LoginResponse>().role).toBe('admin');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(account!.id)));
    expect(entry).toMatchObject({
      action: 'admin.invite',
      actorId: inviter.id,
      targetType: 'user',
    });
  });

  it('refuses an e-mail that already has an account with a 409 on the e-mail field, creating nothing', async () => {
    const { db } = context.database;

    const taken = await invite({ email: inviter.email, name: 'Someone' });

    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: ADMIN_TEAM_MESSAGES.emailTaken,
      errors: { email: ADMIN_TEAM_MESSAGES.emailTaken },
    });
    expect(await outboxFor(db, inviter.email)).toHaveLength(0);
  });

  it.each([
    [{ email: 'not-an-email', name: 'A' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: 'a@example.com', name: '  ' }, 'name', ADMIN_TEAM_MESSAGES.nameRequired],
    [{ email: 'a@example.com', name: 'x'.repeat(101) }, 'name', ADMIN_TEAM_MESSAGES.nameTooLong],
  ])('answers %j with a 422 on the %s field', async (payload, field, message) => {
    const response = await invite(payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('removing an admin', () => {
  const context = useApiTest();

  function remove(by: TestAccount, id: number) {
    return context.testApp.app.inject({
      method: 'DELETE',
      url: buildAdminTeamMemberPath(id),
      headers: { authorization: by.authorization },
    });
  }

  function listAs(admin: TestAccount) {
    return context.testApp.app.inject({
      method: 'GET',
      url: TEAM_PATH,
      headers: { authorization: admin.authorization },
    });
  }

  it('never removes the last admin who can sign in; removes others, whose tokens stop at once', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const first = await createAdminAccount(db, tokens, { password: ADMIN_PASSWORD });
    // Invited and not yet in: no password, so it cannot keep the site running.
    const pending = await createAdminAccount(db, tokens, { invitedBy: first.id });

    const lastOne = await remove(first, first.id);
    expectAnswer(lastOne, 409, ADMIN_TEAM_MESSAGES.lastAdmin);

    const removedPending = await remove(first, pending.id);
    expectAnswer(removedPending, 200, ADMIN_TEAM_MESSAGES.removed(pending.email));
    expect(await db.select().from(users).where(eq(users.id, pending.id))).toHaveLength(0);
    expect((await listAs(pending)).statusCode).toBe(401);

    const second = await createAdminAccount(db, tokens, {
      password: ADMIN_PASSWORD,
      invitedBy: first.id,
    });
    const removedSecond = await remove(first, second.id);
    expect(removedSecond.statusCode).toBe(200);
    expect((await listAs(second)).statusCode).toBe(401);
    expect((await listAs(first)).statusCode).toBe(200);
    expect((await remove(first, first.id)).statusCode).toBe(409);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'admin.remove'));
    expect(entries.map((entry) => entry.targetId).sort()).toEqual(
      [String(pending.id), String(second.id)].sort(),
    );
    expect(entries[0]!.details).toMatchObject({ email: expect.stringContaining('@') });
  });

  it('refuses to let an admin remove one they did not invite, and shows whom each may remove', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const founder = await createAdminAccount(db, tokens, { password: ADMIN_PASSWORD });
    const invited = await createAdminAccount(db, tokens, {
      password: ADMIN_PASSWORD,
      invitedBy: founder.id,
    });

    // The invited admin turning on the one who invited them (or on anyone else they did not).
    const refused = await remove(invited, founder.id);

    expectAnswer(refused, 403, ADMIN_TEAM_MESSAGES.notYourInvite);
    expect(await db.select().from(users).where(eq(users.id, founder.id))).toHaveLength(1);
    const seenByInvited = (await listAs(invited)).json<AdminTeamPage>().data;
    const seenByFounder = (await listAs(founder)).json<AdminTeamPage>().data;
    const mayRemove = (rows: AdminTeamPage['data']) =>
      Object.fromEntries(rows.map((row) => [row.id, row.can_remove]));
    expect(mayRemove(seenByInvited)).toMatchObject({ [founder.id]: false, [invited.id]: true });
    expect(mayRemove(seenByFounder)).toMatchObject({ [founder.id]: true, [invited.id]: true });
  });

  it('lets an admin remove themself while another can sign in; the log keeps their e-mail', async () => {
    const { db } = context.database;
    const { tokens } = context.testApp;
    const staying = await createAdminAccount(db, tokens, { password: ADMIN_PASSWORD });
    const leaving = await createAdminAccount(db, tokens, { password: ADMIN_PASSWORD });

    const removed = await remove(leaving, leaving.id);

    expect(removed.statusCode).toBe(200);
    expect((await listAs(leaving)).statusCode).toBe(401);
    expect((await listAs(staying)).statusCode).toBe(200);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(leaving.id)));
    expect(entry).toMatchObject({
      action: 'admin.remove',
      actorId: null,
      actorEmail: leaving.email,
    });
  });

  it('answers 404 for an id that is not an admin and 400 for a bad id', async () => {
    const { db } = context.database;
    const admin = await createAdminAccount(db, context.testApp.tokens, {
      password: ADMIN_PASSWORD,
    });

    const missing = await remove(admin, 2_000_000_000);
    const bad = await context.testApp.app.inject({
      method: 'DELETE',
      url: `${TEAM_PATH}/x`,
      headers: { authorization: admin.authorization },
    });

    expectAnswer(missing, 404, ADMIN_TEAM_MESSAGES.notFound);
    expect(bad.statusCode).toBe(400);
  });
});
