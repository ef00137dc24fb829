import { z } from 'zod';
import { PHONE_PATTERN } from './auth.js';
import { ACCOUNT_TYPES, CATEGORIES, GENDERS } from './filters.js';
import {
  VERIFICATION_STATUSES,
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_ETHNICITY_MAX_LENGTH,
  LISTING_LANGUAGE_MAX_LENGTH,
  LISTING_MAX_LANGUAGES,
  LISTING_MAX_RATES,
  LISTING_MESSAGES as M,
  LISTING_NAME_MAX_LENGTH,
  LISTING_RATE_MAX_AUD,
  LISTING_STATUSES,
  RATE_DURATIONS_MINUTES,
  RATE_KINDS,
  TOUR_MAX_LENGTH_DAYS,
  WEEK_DAYS,
} from './listing.js';
import { STATES } from './locations.js';
import {
  CONTACT_CHANNELS,
  CONTACT_CHANNEL_MESSAGES,
  DEFAULT_CONTACT_CHANNELS,
  TAP_CHANNELS,
  type TapChannel,
  canonicalTelegramHandle,
  isTelegramHandle,
  usesPhoneNumber,
} from './contact-channels.js';
import { LISTING_AGE_MAX, LISTING_AGE_MIN } from './search.js';
import { daysInclusive } from './tour-dates.js';
import { TOUR_DAYS_SHAPE, boundedText, enteredText, requiredText } from './fields.schema.js';

const STATE_NAMES = STATES.map((state) => state.name) as [string, ...string[]];

/** Step 1: who the listing is. The age is checked again on the server (18 or over). */
export const ListingBasicsInputSchema = z.object({
  name: boundedText(LISTING_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong),
  age: z.coerce
    .number({ error: M.ageRequired })
    .int(M.ageInvalid)
    .min(LISTING_AGE_MIN, M.underAge)
    .max(LISTING_AGE_MAX, M.ageTooHigh),
  gender: z.enum(GENDERS as unknown as [string, ...string[]], { error: M.genderRequired }),
  account_type: z.enum(ACCOUNT_TYPES as unknown as [string, ...string[]], {
    error: M.accountTypeRequired,
  }),
  categories: z
    .array(z.enum(CATEGORIES as unknown as [string, ...string[]], { error: M.categoryInvalid }))
    .max(CATEGORIES.length)
    .default([]),
});
export type ListingBasicsInput = z.input<typeof ListingBasicsInputSchema>;

/**
 * Step 2: a locality picked from the site's own autocomplete. The server looks the locality
 * up in its places index and takes the coordinates from there, never from the browser.
 */
export const ListingLocationInputSchema = z.object({
  state: z.enum(STATE_NAMES, { error: M.stateRequired }),
  /** The locality (suburb or town) as the autocomplete named it. */
  suburb: requiredText(M.locationRequired).max(60),
  postcode: z
    .string({ error: M.locationRequired })
    .trim()
    .regex(/^\d{4}$/, M.locationRequired),
  /** False: the public side shows only the city, and no point finer than the city's centre. */
  show_suburb: z.boolean().default(true),
});
export type ListingLocationInput = z.input<typeof ListingLocationInputSchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^(${PHONE_PATTERN})?$`), M.phoneRequired);

/** Step 3: the description (HTML from the editor, sanitised on the server), contact, details. */
export const ListingAboutInputSchema = z
  .object({
    description_html: z.string().max(LISTING_DESCRIPTION_MAX_LENGTH * 3, M.descriptionTooLong),
    languages: z
      .array(z.string().trim().min(1).max(LISTING_LANGUAGE_MAX_LENGTH, M.languageTooLong))
      .max(LISTING_MAX_LANGUAGES, M.tooManyLanguages)
      .default([]),
    ethnicity: z.string().trim().max(LISTING_ETHNICITY_MAX_LENGTH, M.ethnicityTooLong).default(''),
    phone: phoneSchema.default(''),
    /** The ways she takes contact, each once (docs/product/listings-and-moderation.md#contact-channels). */
    contact_channels: z
      .array(z.enum(CONTACT_CHANNELS))
      .default([...DEFAULT_CONTACT_CHANNELS])
      .transform((channels) => CONTACT_CHANNELS.filter((channel) => channels.includes(channel))),
    /** Telegram by username instead of the number; '' = by the number. */
    telegram_handle: z
      .string()
      .default('')
      .transform(canonicalTelegramHandle)
      .refine(
        (handle) => handle === '' || isTelegramHandle(handle),
        CONTACT_CHANNEL_MESSAGES.telegramHandleInvalid,
      ),
  })
  .refine(
    (about) =>
      about.phone !== '' ||
      !about.contact_channels.some((channel) =>
        usesPhoneNumber(channel, about.telegram_handle !== ''),
      ),
    { message: M.phoneRequired, path: ['phone'] },
  );
export type ListingAboutInput = z.input<typeof ListingAboutInputSchema>;

export const ListingRateSchema = z.object({
  kind: z.enum(RATE_KINDS),
  minutes: z.union(RATE_DURATIONS_MINUTES.map((minutes) => z.literal(minutes))),
  amount: z.coerce
    .number({ error: M.rateAmountInvalid })
    .int(M.rateAmountInvalid)
    .min(1, M.rateAmountInvalid)
    .max(LISTING_RATE_MAX_AUD, M.rateAmountInvalid),
});
export type ListingRate = z.infer<typeof ListingRateSchema>;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

/** One day of the weekly availability; a day left out is not available. */
export const AvailabilityDaySchema = z
  .object({ day: z.enum(WEEK_DAYS), from: timeSchema, to: timeSchema })
  // "to" of 00:00 means until midnight.
  .refine((day) => day.to === '00:00' || day.to > day.from, {
    message: M.timeOrder,
    path: ['to'],
  });
export type AvailabilityDay = z.infer<typeof AvailabilityDaySchema>;

/** Step 5: rates (AUD, incall/outcall by duration) and the weekly availability. */
export const ListingRatesInputSchema = z.object({
  rates: z
    .array(ListingRateSchema)
    .min(1, M.ratesRequired)
    .max(LISTING_MAX_RATES, M.tooManyRates)
    .refine(
      (rates) => new Set(rates.map((rate) => `${rate.kind}:${rate.minutes}`)).size === rates.length,
      M.rateDuplicate,
    ),
  availability: z
    .array(AvailabilityDaySchema)
    .max(WEEK_DAYS.length)
    .refine((days) => new Set(days.map((day) => day.day)).size === days.length, M.dayDuplicate)
    .default([]),
});
export type ListingRatesInput = z.input<typeof ListingRatesInputSchema>;

const isoDateSchema = z.string({ error: M.tourDateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  message: M.tourDateInvalid,
});

/** A tour: a popular or any other city, picked from the autocomplete, and its dates. */
export const TourInputSchema = z
  .object({
    state: z.enum(STATE_NAMES, { error: M.tourCityRequired }),
    city: requiredText(M.tourCityRequired).max(60),
    starts_on: isoDateSchema,
    ends_on: isoDateSchema,
  })
  .refine((tour) => tour.ends_on >= tour.starts_on, {
    message: M.tourDatesOrder,
    path: ['ends_on'],
  })
  // Unreadable dates are the date fields' own error; only real lengths are measured here.
  .refine((tour) => !(daysInclusive(tour.starts_on, tour.ends_on) > TOUR_MAX_LENGTH_DAYS), {
    message: M.tourTooLong,
    path: ['ends_on'],
  });
export type TourInput = z.input<typeof TourInputSchema>;

export const OwnTourSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  city: z.string(),
  ...TOUR_DAYS_SHAPE,
});
export type OwnTour = z.infer<typeof OwnTourSchema>;

/** One stored photo: a URL per width for `srcset`, the first photo is the main one. */
export const OwnPhotoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** The widest stored width's image name (as `image_name` elsewhere). */
  image_name: z.string(),
  /** `{ width, url }` for each stored width, narrowest first. */
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;

/** The advertiser's own listing, in any status, as the builder and the dashboard read it. */
export const OwnListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  /** Set while rejected: the admin's reason (also mailed). */
  rejection_reason: z.string().nullable(),
  /** Set while suspended: the admin's reason (also mailed). */
  suspension_reason: z.string().nullable(),
  /** Steps whose required fields are all saved. */
  completed_steps: z.array(z.string()),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  account_type: z.string(),
  categories: z.array(z.string()),
  state: z.string(),
  city: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  show_suburb: z.boolean(),
  description_html: z.string(),
  languages: z.array(z.string()),
  ethnicity: z.string(),
  phone: z.string(),
  contact_channels: z.array(z.enum(CONTACT_CHANNELS)),
  telegram_handle: z.string(),
  rates: z.array(ListingRateSchema),
  availability: z.array(AvailabilityDaySchema),
  photos: z.array(OwnPhotoSchema),
  tours: z.array(OwnTourSchema),
  hide_online_status: z.boolean(),
  /** "Available today" until this instant (ISO); null while off or once it passed. */
  available_until: z.string().nullable(),
  /** The public profile's path, `/profile/:name/:id?state=…` (works only while live). */
  profile_path: z.string(),
  /** Counts every change the owner makes; an admin's approval names the version it saw. */
  version: z.number().int(),
  /** When the Verified badge was granted, while the listing has it. */
  verified_at: z.string().nullable(),
  /**
   * Changes to a public listing waiting for review (the fields above show them; the public
   * sees the approved version). `drops_badge`: they change photos or age, so approving them
   * takes the Verified badge off.
   */
  pending_changes: z.object({ submitted_at: z.string(), drops_badge: z.boolean() }).nullable(),
  /** The Verified badge: her latest request, and the code her next photo must show. */
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    code: z.string(),
    requested_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    /** Why a request was declined. */
    reason: z.string().nullable(),
  }),
});
export type OwnListing = z.infer<typeof OwnListingSchema>;
export const OwnListingResponseSchema = z.object({ data: OwnListingSchema });
export type OwnListingResponse = z.infer<typeof OwnListingResponseSchema>;

/** GET /api/model/me */
export const ModelMeResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** A new address waiting for its code, if any. */
    pending_email: z.string().nullable(),
    listing_id: z.number().int().nullable(),
    hide_online_status: z.boolean(),
  }),
});
export type ModelMeResponse = z.infer<typeof ModelMeResponseSchema>;

export const PhotoUploadResponseSchema = z.object({
  message: z.string(),
  data: OwnPhotoSchema,
  /** True when the photo matches another advertiser's photo (the listing goes to review). */
  flagged: z.boolean(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

export const PhotoOrderInputSchema = z.object({
  photo_ids: z.array(z.number().int().positive()).min(1).max(100),
});
export type PhotoOrderInput = z.infer<typeof PhotoOrderInputSchema>;

export const ListingStatsSchema = z.object({
  /** The last 30 Australian days, oldest first, every day present. */
  views_by_day: z.array(z.object({ date: z.string(), views: z.number().int() })),
  total_views: z.number().int(),
  wishlist_adds: z.number().int(),
  /** Taps on the profile's "Show number" (the contact count: docs/product/listings-and-moderation.md). */
  phone_reveals: z.number().int(),
  /** Taps on each contact channel's button, one per visitor, listing and channel a while. */
  contact_taps: z.object(
    Object.fromEntries(TAP_CHANNELS.map((channel) => [channel, z.number().int()])) as Record<
      TapChannel,
      z.ZodNumber
    >,
  ),
  /** Enquiries sent through the profile's form. */
  enquiries: z.number().int(),
});
export type ListingStats = z.infer<typeof ListingStatsSchema>;
export const ListingStatsResponseSchema = z.object({ data: ListingStatsSchema });

export const OnlineVisibilityInputSchema = z.object({ hide_online_status: z.boolean() });
export type OnlineVisibilityInput = z.infer<typeof OnlineVisibilityInputSchema>;

/** A `{ message }` answer of actions (submit, pause, resume, settings). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** DELETE /api/model/account: the password again, because nothing can be undone. */
export const DeleteAccountInputSchema = z.object({
  current_password: enteredText(M.currentPasswordWrong).max(200, M.currentPasswordWrong),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** GET /api/verification */
export const VerificationFactsResponseSchema = z.object({
  data: z.object({
    /** The median hours from request to decision over the last 90 days; null before any. */
    median_wait_hours: z.number().nullable(),
    decided_last_90_days: z.number().int(),
  }),
});
export type VerificationFactsResponse = z.infer<typeof VerificationFactsResponseSchema>;
