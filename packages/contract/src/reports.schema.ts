import { z } from 'zod';
import { okResponseSchema } from './fields.schema.js';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES, REPORT_REASONS } from './reports.js';

/** A report: one of the reasons, and what the visitor wants to add (optional). */
export const ListingReportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong)
    .optional()
    .default(''),
});
export type ListingReportInput = z.input<typeof ListingReportInputSchema>;

export const ListingReportResponseSchema = okResponseSchema({ message: z.string() });
export type ListingReportResponse = z.infer<typeof ListingReportResponseSchema>;
