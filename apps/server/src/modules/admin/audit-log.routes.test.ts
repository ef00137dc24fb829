import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIT_MESSAGES,
  ADMIN_AUDIT_PATH,
  ADMIN_CAMPAIGNS_PATH,
  ADMIN_MESSAGES,
  ADMIN_TEAM_PATH,
  AdminAuditPageSchema,
} from '@app/contract';
import { auditLog } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { useApiTest } from '../../test/api-test.js';
import { createAdminAccount, type TestAccount } from '../../test/factories.js';

const api = useApiTest();
let alice: TestAccount;
let bob: TestAccount;

/**
 * A known log to filter: written straight into the table with chosen times (the database
 * allows INSERT; only UPDATE and DELETE are refused).
 */
beforeAll(async () => {
  const { db } = api.database;
  const { tokens } = api.testApp;
  alice = await createAdminAccount(db, tokens, { email: 'alice.ops@example.com' });
  bob = await createAdminAccount(db, tokens, { email: 'bob_ops@example.com' });
  const entries = [
    // 09:30 on 1 Feb 2026 in Sydney (AEDT, UTC+11).
    {
      actor: alice,
      action: 'listing.approve',
      targetType: 'listing',
      targetId: '11',
      at: '2026-01-31T22:30:00Z',
    },
    // 23:30 on 1 Feb in Sydney.
    {
      actor: bob,
      action: 'listing.reject',
      targetType: 'listing',
      targetId: '12',
      at: '2026-02-01T12:30:00Z',
    },
    // 00:30 on 2 Feb in Sydney, still 1 Feb in UTC.
    {
      actor: alice,
      action: 'user.suspend',
      targetType: 'user',
      targetId: '7',
      at: '2026-02-01T13:30:00Z',
    },
    {
      actor: bob,
      action: 'message.reply',
      targetType: 'message',
      targetId: '3',
      at: '2026-02-05T01:00:00Z',
    },
  ] as const;
  for (const entry of entries) {
    await db.insert(auditLog).values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: { note: entry.action },
      ip: '10.0.0.1',
      createdAt: new Date(entry.at),
    });
  }
});

function readAudit(query: string) {
  return api.app.inject({
    method: 'GET',
    url: `${ADMIN_AUDIT_PATH}${query}`,
    headers: { authorization: alice.authorization },
  });
}

async function actionsFor(query: string): Promise<string[]> {
  const response = await readAudit(query);
  expect(response.statusCode).toBe(200);
  return AdminAuditPageSchema.parse(response.json()).data.map((entry) => entry.action);
}

describe('GET /api/admin/audit', () => {
  it('lists the entries newest first with who, what, when, the target and the details', async () => {
    const response = await readAudit('?from=2026-01-01&to=2026-03-01');

    expect(response.statusCode).toBe(200);
    const page = AdminAuditPageSchema.parse(response.json());
    expect(page).toMatchObject({ page: 1, per_page: 25, total: 4, last_page: 1 });
    expect(page.data.map((entry) => entry.action)).toEqual([
      'message.reply',
      'user.suspend',
      'listing.reject',
      'listing.approve',
    ]);
    expect(page.data[0]).toMatchObject({
      actor_id: bob.id,
      actor_email: 'bob_ops@example.com',
      target_type: 'message',
      target_id: '3',
      details: { note: 'message.reply' },
      created_at: '2026-02-05T01:00:00.000Z',
    });
  });

  it('filters by action, by part of the admin’s e-mail, and by target', async () => {
    expect(await actionsFor('?action=listing.reject')).toEqual(['listing.reject']);
    expect(await actionsFor('?actor=ALICE&to=2026-03-01')).toEqual([
      'user.suspend',
      'listing.approve',
    ]);
    expect(await actionsFor('?target_type=listing&target_id=12')).toEqual(['listing.reject']);
  });

  it('treats % and _ in the e-mail search as text, not wildcards', async () => {
    expect(await actionsFor('?actor=bob_ops&to=2026-03-01')).toEqual([
      'message.reply',
      'listing.reject',
    ]);
    expect(await actionsFor('?actor=alice_ops')).toEqual([]);
    expect(await actionsFor('?actor=%25')).toEqual([]);
  });

  it('filters by Australian days, both ends included', async () => {
    expect(await actionsFor('?from=2026-02-01&to=2026-02-01')).toEqual([
      'listing.reject',
      'listing.approve',
    ]);
    expect(await actionsFor('?from=2026-02-02&to=2026-02-04')).toEqual(['user.suspend']);
  });

  it('pages the list on the server', async () => {
    const response = await readAudit('?to=2026-03-01&per_page=3&page=2');

    const page = AdminAuditPageSchema.parse(response.json());
    expect(page).toMatchObject({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect(page.data.map((entry) => entry.action)).toEqual(['listing.approve']);
  });

  it('ignores emptied filter boxes', async () => {
    expect(await actionsFor('?action=&actor=&target_type=&from=&to=2026-03-01')).toHaveLength(4);
  });

  it.each([
    ['?action=listing.destroy', 'action', ADMIN_AUDIT_MESSAGES.actionInvalid],
    ['?target_type=planet', 'target_type', ADMIN_AUDIT_MESSAGES.targetTypeInvalid],
    ['?target_id=1;drop', 'target_id', ADMIN_AUDIT_MESSAGES.targetIdInvalid],
    ['?from=01-02-2026', 'from', ADMIN_AUDIT_MESSAGES.dateInvalid],
    ['?to=2026-02-30', 'to', ADMIN_AUDIT_MESSAGES.dateInvalid],
    ['?from=2026-02-05&to=2026-02-01', 'to', ADMIN_AUDIT_MESSAGES.rangeInvalid],
    ['?page=0', 'page', ADMIN_MESSAGES.pageInvalid],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const response = await readAudit(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('offers no route to change or delete an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api.app.inject({
        method,
        url: `${ADMIN_AUDIT_PATH}/1`,
        headers: { authorization: alice.authorization },
      });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE and DELETE (the append-only trigger of migration 0004)', async () => {
    const { db } = api.database;
    await recordAudit(
      db,
      { userId: alice.id, ip: null },
      {
        action: 'blog.publish',
        targetType: 'blog',
        targetId: 99,
      },
    );

    expect(
      await refusal(
        db.execute(sql`UPDATE audit_log SET action = 'blog.delete' WHERE target_id = '99'`),
      ),
    ).toBe('audit_log is append-only');
    expect(await refusal(db.execute(sql`DELETE FROM audit_log WHERE target_id = '99'`))).toBe(
      'audit_log is append-only',
    );
    const rows = await db.execute<{ action: string; actor_email: string }>(
      sql`SELECT action, actor_email FROM audit_log WHERE target_id = '99'`,
    );
    expect(rows.rows).toEqual([{ action: 'blog.publish', actor_email: 'alice.ops@example.com' }]);
  });
});

describe('text with a lone surrogate (half a UTF-16 pair, as hostile JSON can send it)', () => {
  it('is recorded with U+FFFD in its place instead of failing the insert (jsonb refuses the escape)', async () => {
    const { db } = api.database;
    await recordAudit(
      db,
      { userId: alice.id, ip: null },
      {
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: 4242,
        details: { subject: 'Hi \ud865 there \udc00' },
      },
    );

    const rows = await db.execute<{ details: { subject: string } }>(
      sql`SELECT details FROM audit_log WHERE target_id = '4242'`,
    );
    expect(rows.rows[0]!.details.subject).toBe('Hi \uFFFD there \uFFFD');
  });

  it('in an admin action audited with it (a campaign subject, an invited admin’s name) answers 2xx, not 500', async () => {
    const { app } = api.testApp;
    const headers = { authorization: alice.authorization };
    const campaign = await app.inject({
      method: 'POST',
      url: ADMIN_CAMPAIGNS_PATH,
      headers,
      payload: { subject: 'Fuzz \ud865 text', body_html: '<p>Hello</p>' },
    });
    const invite = await app.inject({
      method: 'POST',
      url: ADMIN_TEAM_PATH,
      headers,
      payload: { email: 'lone.surrogate@example.com', name: 'Fuzz \uda13 text' },
    });

    expect(campaign.statusCode).toBeLessThan(300);
    expect(invite.statusCode).toBeLessThan(300);
  });
});

/** The database's own error message for a statement it refused (Drizzle wraps it as `cause`). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : String(error);
  }
  return 'not refused';
}
