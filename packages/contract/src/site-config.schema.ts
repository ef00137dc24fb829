import { z } from 'zod';

export const SiteConfigResponseSchema = z.object({
  /**
   * A Leaflet tile URL template ({z}/{x}/{y}) from MAP_TILE_URL, or null (the default): then
   * the map draws its built-in basemap and fetches nothing from another origin.
   */
  map_tile_url: z.string().nullable(),
  /** MAP_TILE_ATTRIBUTION: the credit line under the tiles, or null. */
  map_attribution: z.string().nullable(),
  /** GOOGLE_CLIENT_ID, or null: then the Google sign-in buttons are hidden. */
  google_client_id: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponseSchema>;
