import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@app/contract';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { authUserOf } from '../auth/authenticate.js';
import { wellFormedJson } from '../text/well-formed-json.js';

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
 * Who did an action, in the one shape every audit entry takes: a signed-in admin from their
 * request (auditActorOf), or a command run on the server (COMMAND_LINE_ACTOR).
 */
export interface AuditActor {
  /** The acting account; null when no account acted (the command line). */
  userId: number | null;
  /** Stored as the actor's e-mail when no account acted; an account's is read as it is now. */
  label?: string;
  /** The client's address (after trusted proxies); null outside a request. */
  ip: string | null;
}

/** The signed-in admin of `request` and the address it came from. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { userId: authUserOf(request).id, ip: request.ip };
}

/** `admin:create` on the server's command line: no account, so it names itself. */
export const COMMAND_LINE_ACTOR: AuditActor = { userId: null, label: 'command line', ip: null };

/**
 * Records an action in the append-only audit log (a trigger refuses UPDATE and DELETE): the
 * actor, their e-mail as it is now (kept if the account goes), the client's address, the
 * target. Call it inside the action's transaction where there is one.
 */
export async function recordAudit(
  db: Executor,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  const { userId } = actor;
  await db.insert(auditLog).values({
    actorId: userId,
    actorEmail:
      actor.label ?? (userId === null ? null : sql`(SELECT email FROM users WHERE id = ${userId})`),
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    // jsonb refuses a lone surrogate that an admin's text may hold.
    details: wellFormedJson(entry.details ?? {}),
    ip: actor.ip,
  });
}
