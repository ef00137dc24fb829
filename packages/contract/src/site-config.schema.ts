import { z } from 'zod';

export const SiteConfigResponseSchema = z.object({
  /** A Leaflet tile URL template ({z}/{x}/{y}) from MAP_TILE_URL. */
  map_tile_url: z.string(),
  map_attribution: z.string(),
  /** GOOGLE_CLIENT_ID, or null: then the Google sign-in buttons are hidden. */
  google_client_id: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponseSchema>;
