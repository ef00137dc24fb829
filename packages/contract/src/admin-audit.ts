/**
 * The admin console's audit section (docs/product/admin-console.md): read-only. There are no routes to create,
 * change or delete entries (the server writes them with each action; the database refuses
 * UPDATE and DELETE).
 */
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_NAMES,
  AUDIT_TARGET_TYPES,
  AdminPageQuerySchema,
  adminPageSchema,
  type AuditAction,
} from './admin.js';

/** GET: the audit log, newest first (`?action=&actor=&target_type=&target_id=&from=&to=&page=`). */
export const ADMIN_AUDIT_PATH = '/api/admin/audit';

export const ADMIN_AUDIT_MESSAGES = {
  actionInvalid: 'Choose an action from the list.',
  actorTooLong: 'The admin’s e-mail is too long (254 characters at most).',
  targetTypeInvalid: 'Choose a target type from the list.',
  targetIdInvalid: 'The target id is letters, digits, dashes and underscores (64 at most).',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInvalid: 'The “from” date must be on or before the “to” date.',
  empty: 'No audit entries match.',
} as const;

/** '' (an emptied filter box) is no filter. */
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const moment = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === text;
}

const dateFilter = z.preprocess(
  emptyIsNone,
  z.string().refine(isCalendarDate, ADMIN_AUDIT_MESSAGES.dateInvalid).optional(),
);

export const AdminAuditQuerySchema = AdminPageQuerySchema.extend({
  action: z.preprocess(
    emptyIsNone,
    z
      .enum(AUDIT_ACTION_NAMES as [AuditAction, ...AuditAction[]], {
        error: ADMIN_AUDIT_MESSAGES.actionInvalid,
      })
      .optional(),
  ),
  /** Part of the acting admin's e-mail, case-insensitive. */
  actor: z.preprocess(
    emptyIsNone,
    z.string().trim().max(254, ADMIN_AUDIT_MESSAGES.actorTooLong).optional(),
  ),
  target_type: z.preprocess(
    emptyIsNone,
    z.enum(AUDIT_TARGET_TYPES, { error: ADMIN_AUDIT_MESSAGES.targetTypeInvalid }).optional(),
  ),
  target_id: z.preprocess(
    emptyIsNone,
    z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, ADMIN_AUDIT_MESSAGES.targetIdInvalid)
      .optional(),
  ),
  /** Australian days, both included. */
  from: dateFilter,
  to: dateFilter,
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: ADMIN_AUDIT_MESSAGES.rangeInvalid,
  path: ['to'],
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;
export type AdminAuditFilters = z.output<typeof AdminAuditQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  /** As it was when the action happened; kept after the admin account is removed. */
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditPageSchema = adminPageSchema(AdminAuditEntrySchema);

/** The label of an action name, or the name itself for one no longer in AUDIT_ACTIONS. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
