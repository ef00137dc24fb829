import { z } from 'zod';
import { AUTOCOMPLETE_MESSAGES } from './autocomplete.js';
import {
  AUTOCOMPLETE_DEFAULT_LIMIT,
  AUTOCOMPLETE_MAX_LIMIT,
  LOCATION_MAX_LENGTH,
} from './locations.js';

export const LocationAutocompleteQuerySchema = z.object({
  q: z.string().max(LOCATION_MAX_LENGTH, AUTOCOMPLETE_MESSAGES.tooLong).default(''),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, AUTOCOMPLETE_MESSAGES.badLimit)
    .optional()
    .transform((value, ctx) => {
      const limit = value === undefined ? AUTOCOMPLETE_DEFAULT_LIMIT : Number(value);
      if (limit < 1 || limit > AUTOCOMPLETE_MAX_LIMIT) {
        ctx.addIssue({ code: 'custom', message: AUTOCOMPLETE_MESSAGES.badLimit });
      }
      return limit;
    }),
});
export type LocationAutocompleteQuery = z.input<typeof LocationAutocompleteQuerySchema>;

/** One suggestion, named as the maps-places parts the fixed API names them (docs/product/search-and-ranking.md). */
export const LocationSuggestionSchema = z.object({
  country: z.string(),
  administrative_area_level_1: z.string(),
  locality: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const LocationAutocompleteResponseSchema = z.object({
  data: z.array(LocationSuggestionSchema),
});
export type LocationAutocompleteResponse = z.infer<typeof LocationAutocompleteResponseSchema>;

export const PublicPlaceQuerySchema = z.object({
  state: z.string().min(1).max(LOCATION_MAX_LENGTH, AUTOCOMPLETE_MESSAGES.tooLong),
  suburb: z.string().min(1).max(LOCATION_MAX_LENGTH, AUTOCOMPLETE_MESSAGES.tooLong),
});
export type PublicPlaceQuery = z.input<typeof PublicPlaceQuerySchema>;

/** The shared area shown instead of a hidden suburb: its name (the listing's city) and state. */
export const PublicPlaceResponseSchema = z.object({
  data: z.object({ name: z.string(), state: z.string() }),
});
export type PublicPlaceResponse = z.infer<typeof PublicPlaceResponseSchema>;
