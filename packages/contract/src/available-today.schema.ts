import { z } from 'zod';
import { AVAILABLE_TODAY_MESSAGES } from './available-today.js';

/** A half hour of the day, "00:00" … "23:30": the dashboard's choices, nothing else. */
const HALF_HOUR_PATTERN = /^(?:[01]\d|2[0-3]):[03]0$/;

/** PUT /api/model/listings/:id/available-today (docs/product/listings-and-moderation.md#available-today). */
export const AvailableTodayInputSchema = z.object({
  until: z
    .string({ error: AVAILABLE_TODAY_MESSAGES.badTime })
    .regex(HALF_HOUR_PATTERN, AVAILABLE_TODAY_MESSAGES.badTime),
});
export type AvailableTodayInput = z.infer<typeof AvailableTodayInputSchema>;
