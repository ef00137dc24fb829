import { z } from 'zod';

/**
 * Live listings per state and per popular city, in POPULAR_LOCATIONS order. A city's count
 * holds the listings based there and those touring there today, as its results page would.
 */
export const PopularLocationCountsResponseSchema = z.object({
  data: z.array(
    z.object({
      state: z.string(),
      count: z.number().int(),
      cities: z.array(z.object({ name: z.string(), count: z.number().int() })),
    }),
  ),
});
export type PopularLocationCountsResponse = z.infer<typeof PopularLocationCountsResponseSchema>;
