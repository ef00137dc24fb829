import { z } from 'zod';
import { CONTACT_CHANNELS, TAP_CHANNELS } from './contact-channels.js';
import { TOUR_DAYS_SHAPE } from './fields.schema.js';

export const ModelRateSchema = z.object({ label: z.string(), amount: z.number() });
export type ModelRate = z.infer<typeof ModelRateSchema>;

export const ModelTourSchema = z.object({
  city: z.string(),
  state: z.string(),
  ...TOUR_DAYS_SHAPE,
});
export type ModelTour = z.infer<typeof ModelTourSchema>;

/** A live listing as its public profile page shows it. */
export const ModelProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  account_type: z.string(),
  categories: z.array(z.string()),
  verified: z.boolean(),
  /** When the Verified badge was granted ("Verified November 2026"); null without it. */
  verified_since: z.string().nullable(),
  active_now: z.boolean(),
  recently_online: z.boolean(),
  is_new: z.boolean(),
  /** "Available today" until this instant (ISO), while it is ahead; null otherwise. */
  available_until: z.string().nullable(),
  /** Sanitised when stored; safe to render as HTML. */
  description_html: z.string(),
  /** The same without markup, for meta descriptions. */
  description: z.string(),
  state: z.string(),
  city: z.string(),
  suburb: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  image_name: z.string().nullable(),
  /** Every photo in gallery order, the primary image first. */
  photos: z.array(z.string()),
  /**
   * For `srcset`: per photo of `photos` (same order), `{ width, url }` for each stored width,
   * narrowest first. Uploaded photos have several widths, demo photos one (width 0: unknown).
   */
  photo_sources: z
    .array(z.array(z.object({ width: z.number().int(), url: z.string() })))
    .optional(),
  rates: z.array(ModelRateSchema),
  availability: z.string(),
  languages: z.array(z.string()),
  /** As the advertiser gave it in the builder; '' when not given. */
  ethnicity: z.string(),
  /**
   * Which channels the advertiser takes (number-based ones only when she gave a number). The
   * number and the Telegram handle are never in this answer: a visitor asks for them with a
   * tap (MODEL_CONTACT_API_ROUTE, or "Show number"), which is budgeted and counted.
   */
  contact: z.object({ channels: z.array(z.enum(CONTACT_CHANNELS)) }),
  /** Current and coming tours, soonest first. */
  tours: z.array(ModelTourSchema),
});
export type ModelProfile = z.infer<typeof ModelProfileSchema>;

export const GetModelProfileResponseSchema = z.object({ data: ModelProfileSchema });
export type GetModelProfileResponse = z.infer<typeof GetModelProfileResponseSchema>;

/** The answer of POST /api/models/:id/phone: the listing's number, as the advertiser gave it. */
export const PhoneRevealResponseSchema = z.object({ phone: z.string() });
export type PhoneRevealResponse = z.infer<typeof PhoneRevealResponseSchema>;

/** POST /api/models/:id/contact: the channel tapped. */
export const ContactTapInputSchema = z.object({ channel: z.enum(TAP_CHANNELS) });
export type ContactTapInput = z.infer<typeof ContactTapInputSchema>;
/** Its answer: the link that opens the channel (contact-channels.ts builds it). */
export const ContactTapResponseSchema = z.object({
  channel: z.enum(TAP_CHANNELS),
  href: z.string(),
});
export type ContactTapResponse = z.infer<typeof ContactTapResponseSchema>;
