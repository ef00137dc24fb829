import type { z } from 'zod';
import { ErrorResponseSchema } from '@app/contract';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { createSecretDigester } from '../../platform/auth/one-time-codes.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { LocalityIndex } from '../locations/index.js';

/**
 * What every admin-console route plugin is given (app.ts). Every route under /api/admin is
 * already guarded by the admin role (guardRoutesByPrefix), so plugins only do their work and
 * record it with recordAudit(db, auditActorOf(request), entry).
 */
export interface AdminRouteDeps {
  db: Database;
  mailer: Mailer;
  storage: ImageStorage;
  tokens: TokenIssuer;
  /** Keys one-time-code hashes (resend verification). */
  codeSecret: string;
  /** PUBLIC_URL: the origin of links in mail, never the request's Host. */
  publicUrl: string;
  /** The site's places: an admin's location edit is checked against them, as the advertiser's is. */
  localities: LocalityIndex;
  /** The site's inbox (ADMIN_EMAIL): where an answer to an admin's reply goes. */
  adminEmail: string;
  /** Now, as the undo window of an approval measures it; tests move it. */
  clock: () => Date;
  /** Background jobs (campaign sends, tour alerts after an approval); absent in most tests. */
  jobQueue?: JobQueue;
}

/** What the admin-role guard answers before any route here runs: signed out, or not an admin. */
export const ADMIN_GUARD_ERRORS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema } as const;

/** How the console mails a one-time secret (an invitation, a fresh code): keys and links. */
export function secretMailOptions({ mailer, codeSecret, publicUrl }: AdminRouteDeps) {
  return { mailer, digester: createSecretDigester(codeSecret), baseUrl: publicUrl };
}

/** The schema of a console list: one page of rows for the query, 400 for a bad query. */
export function adminListSchema<Query extends z.ZodType, Page extends z.ZodType>(
  operationId: string,
  summary: string,
  querystring: Query,
  page: Page,
) {
  return {
    tags: ['admin'],
    operationId,
    summary,
    querystring,
    response: { 200: page, 400: ErrorResponseSchema, ...ADMIN_GUARD_ERRORS },
  };
}

/** The schema of a console route on one item by id, answering `item` or one of `errors`. */
export function adminItemSchema<Item extends z.ZodType, Errors extends object>(
  operationId: string,
  summary: string,
  item: Item,
  errors: Errors,
) {
  return {
    tags: ['admin'],
    operationId,
    summary,
    params: IdParamsSchema,
    response: { 200: item, ...errors },
  };
}
