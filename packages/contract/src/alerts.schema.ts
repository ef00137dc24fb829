import { z } from 'zod';
import { ALERT_MESSAGES, SAVED_SEARCH_FREQUENCIES, UNSUBSCRIBE_TOKEN_MAX } from './alerts.js';
import { okResponseSchema } from './fields.schema.js';
import { LOCATION_MAX_LENGTH } from './locations.js';

const FrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: ALERT_MESSAGES.badFrequency });

/**
 * Saving the search on screen: its parameters as the results page's URL holds them. The
 * server keeps those the search accepts (SearchModelsQuerySchema) and refuses a search that
 * schema refuses; mail is daily or weekly.
 */
export const SaveSearchInputSchema = z.object({
  query: z.record(z.string().max(40), z.string().max(200), { error: ALERT_MESSAGES.badQuery }),
  frequency: z.enum(['daily', 'weekly'], { error: ALERT_MESSAGES.badFrequency }),
});
export type SaveSearchInput = z.infer<typeof SaveSearchInputSchema>;

export const ChangeFrequencyInputSchema = z.object({ frequency: FrequencySchema });
export type ChangeFrequencyInput = z.infer<typeof ChangeFrequencyInputSchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  /** describeSavedSearch of the query. */
  name: z.string(),
  query: z.record(z.string(), z.string()),
  /** The results page of the search (buildSavedSearchPagePath). */
  path: z.string(),
  frequency: FrequencySchema,
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListResponseSchema = okResponseSchema({ data: z.array(SavedSearchSchema) });
export type SavedSearchListResponse = z.infer<typeof SavedSearchListResponseSchema>;

export const SavedSearchResponseSchema = okResponseSchema({
  message: z.string(),
  data: SavedSearchSchema,
});
export type SavedSearchResponse = z.infer<typeof SavedSearchResponseSchema>;

export const AlertMessageResponseSchema = okResponseSchema({ message: z.string() });
export type AlertMessageResponse = z.infer<typeof AlertMessageResponseSchema>;

export const SavedSearchUnsubscribeParamsSchema = z.object({
  token: z.string().min(1).max(UNSUBSCRIBE_TOKEN_MAX),
});

/** A city of the contract's popular locations, by its proper name and its state's name. */
export const TourAlertCitySchema = z.object({
  state: z.string().max(LOCATION_MAX_LENGTH),
  city: z.string().max(LOCATION_MAX_LENGTH),
});
export type TourAlertCity = z.infer<typeof TourAlertCitySchema>;

export const TourAlertCityInputSchema = z.object({
  /** null turns tour alerts off. */
  place: TourAlertCitySchema.nullable(),
});
export type TourAlertCityInput = z.infer<typeof TourAlertCityInputSchema>;

export const TourAlertCityResponseSchema = okResponseSchema({
  data: TourAlertCitySchema.nullable(),
});
export type TourAlertCityResponse = z.infer<typeof TourAlertCityResponseSchema>;

export const TourAlertSchema = z.object({
  listing: z.object({ id: z.number().int(), name: z.string(), state: z.string() }),
  city: z.string(),
  state: z.string(),
  /** The tour's first and last day, YYYY-MM-DD (Australian days). */
  starts_on: z.string(),
  ends_on: z.string(),
  sent_at: z.string(),
});
export type TourAlert = z.infer<typeof TourAlertSchema>;

export const TourAlertsResponseSchema = okResponseSchema({ data: z.array(TourAlertSchema) });
export type TourAlertsResponse = z.infer<typeof TourAlertsResponseSchema>;
