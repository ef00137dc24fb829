import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import {
  DIRECTORY_TIME_ZONE,
  type AdminAuditEntry,
  type AdminAuditFilters,
  type AdminPage,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import { readAdminTablePage } from './admin-page.js';

/** Midnight in Sydney at the start of `day` (YYYY-MM-DD), as a timestamptz. */
function startOfAustralianDay(day: string): SQL {
  return sql`(${day}::date)::timestamp AT TIME ZONE ${DIRECTORY_TIME_ZONE}`;
}

/** Midnight in Sydney at the end of `day`: the start of the next one. */
function endOfAustralianDay(day: string): SQL {
  return sql`(${day}::date + 1)::timestamp AT TIME ZONE ${DIRECTORY_TIME_ZONE}`;
}

function auditConditions(filters: AdminAuditFilters): SQL | undefined {
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actor ? ilike(auditLog.actorEmail, containsPattern(filters.actor)) : undefined,
    filters.target_type ? eq(auditLog.targetType, filters.target_type) : undefined,
    filters.target_id ? eq(auditLog.targetId, filters.target_id) : undefined,
    filters.from ? gte(auditLog.createdAt, startOfAustralianDay(filters.from)) : undefined,
    filters.to ? lt(auditLog.createdAt, endOfAustralianDay(filters.to)) : undefined,
  );
}

/** One page of the audit log, newest first, filtered on the server. */
export async function listAuditEntries(
  db: Database,
  filters: AdminAuditFilters,
): Promise<AdminPage<AdminAuditEntry>> {
  return readAdminTablePage(
    db,
    filters,
    auditLog,
    { where: auditConditions(filters), orderBy: [desc(auditLog.createdAt), desc(auditLog.id)] },
    (row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: row.details ?? {},
      ip: row.ip,
    }),
  );
}
