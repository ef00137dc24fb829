import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@app/contract';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { authUserOf } from './authenticate.js';
import { wellFormedJson } from './well-formed-json.js';

/** A database or an open transaction: an action and its audit entry commit together. */
type Executor = Pick<Database, 'insert'>;

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string;
  /** What the action changed or said (a reason, the fields edited); never a secret. */
  details?: Record<string, unknown>;
}

/**
 * Records an admin's action in the append-only audit log (a trigger refuses UPDATE and
 * DELETE): the signed-in admin, their e-mail as it is now (kept if the account goes), the
 * client's address, the target. Call it inside the action's transaction where there is one.
 */
export async function recordAdminAction(
  db: Executor,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  const actorId = authUserOf(request).id;
  await recordAuditEntry(db, { actorId, ip: request.ip }, entry);
}

/**
 * The same entry for an actor outside a request: the command line (`admin:create`) passes no
 * actor id and names itself in `actorEmail`.
 */
export async function recordAuditEntry(
  db: Executor,
  actor: { actorId?: number; actorEmail?: string; ip?: string },
  entry: AuditEntry,
): Promise<void> {
  const { actorId } = actor;
  await db.insert(auditLog).values({
    actorId: actorId ?? null,
    actorEmail:
      actor.actorEmail ??
      (actorId === undefined ? null : sql`(SELECT email FROM users WHERE id = ${actorId})`),
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    // jsonb refuses a lone surrogate that an admin's text may hold.
    details: wellFormedJson(entry.details ?? {}),
    ip: actor.ip ?? null,
  });
}
