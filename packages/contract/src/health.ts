import { z } from 'zod';

export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
});
