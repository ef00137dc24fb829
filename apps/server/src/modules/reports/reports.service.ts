import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_REPORTS_MESSAGES as M,
  type AdminPage,
  type AdminReport,
  type AdminReportStatus,
  type ReportReason,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import { listingReports, models, users } from '../../db/schema.js';
import { auditActorOf, recordAudit } from '../../platform/audit/audit-log.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import { AppError } from '../../platform/http/errors.js';
import { readAdminPage } from '../admin/index.js';

/** Stores a visitor's report. Nothing about the reporter is kept (decision 029). */
export async function addListingReport(
  db: Database,
  listingId: number,
  report: { reason: ReportReason; details: string },
): Promise<void> {
  await db.insert(listingReports).values({
    modelId: listingId,
    reason: report.reason,
    details: report.details,
  });
}

export interface ReportFilters {
  status: AdminReportStatus;
  page: number;
  per_page: number;
}

const isOpen = sql`${listingReports.resolvedAt} IS NULL`;

const reportColumns = {
  report: listingReports,
  listing: { id: models.id, name: models.name, status: models.status },
  resolverEmail: users.email,
};

type ReportRow = {
  report: typeof listingReports.$inferSelect;
  listing: { id: number; name: string; status: AdminReport['listing']['status'] };
  resolverEmail: string | null;
};

function toAdminReport({ report, listing, resolverEmail }: ReportRow): AdminReport {
  return {
    id: report.id,
    listing,
    reason: report.reason,
    details: report.details,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    resolved_by: resolverEmail,
    resolution_note: report.resolutionNote,
  };
}

function statusCondition(status: AdminReportStatus): SQL | undefined {
  if (status === 'open') return isNull(listingReports.resolvedAt);
  if (status === 'resolved') return isNotNull(listingReports.resolvedAt);
  return undefined;
}

/**
 * One page of reports (docs/product/admin-console.md#reports): open ones first, and among
 * them "may be under 18" first of all, then the oldest first (a queue); resolved ones after,
 * the latest resolved first.
 */
export async function listReports(
  db: Database,
  filters: ReportFilters,
): Promise<AdminPage<AdminReport>> {
  const where = statusCondition(filters.status);
  return readAdminPage(
    filters,
    db
      .select(reportColumns)
      .from(listingReports)
      .innerJoin(models, eq(models.id, listingReports.modelId))
      .leftJoin(users, eq(users.id, listingReports.resolvedBy))
      .where(where)
      .orderBy(
        sql`(${isOpen}) DESC`,
        sql`(${isOpen} AND ${listingReports.reason} = 'underage') DESC`,
        sql`CASE WHEN ${isOpen} THEN ${listingReports.createdAt} END ASC`,
        desc(listingReports.resolvedAt),
        desc(listingReports.id),
      )
      .$dynamic(),
    db.select({ total: count() }).from(listingReports).where(where),
    toAdminReport,
  );
}

/** Marks an open report resolved with the admin's note, audited in the same transaction. */
export async function resolveReport(
  db: Database,
  request: FastifyRequest,
  reportId: number,
  note: string,
): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(listingReports)
      .set({
        resolvedAt: sql`now()`,
        resolvedBy: authUserOf(request).id,
        resolutionNote: note,
      })
      .where(and(eq(listingReports.id, reportId), isNull(listingReports.resolvedAt)))
      .returning({ id: listingReports.id });
    if (!resolved) {
      const [exists] = await tx
        .select({ id: listingReports.id })
        .from(listingReports)
        .where(eq(listingReports.id, reportId));
      throw exists
        ? new AppError('conflict', M.alreadyResolved)
        : new AppError('not_found', M.notFound);
    }
    await recordAudit(tx, auditActorOf(request), {
      action: 'report.resolve',
      targetType: 'report',
      targetId: reportId,
      details: { note },
    });
    const [row] = await tx
      .select(reportColumns)
      .from(listingReports)
      .innerJoin(models, eq(models.id, listingReports.modelId))
      .leftJoin(users, eq(users.id, listingReports.resolvedBy))
      .where(eq(listingReports.id, reportId));
    return toAdminReport(row!);
  });
}
