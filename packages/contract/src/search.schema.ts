import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  CATEGORIES,
  GENDERS,
  findOptionValue,
  isAllValue,
  type AccountType,
  type Category,
  type Gender,
} from './filters.js';
import {
  LISTING_AGE_MAX,
  LISTING_AGE_MIN,
  SEARCH_LANGUAGE_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_MESSAGES,
  SEARCH_PRICE_MAX_AUD,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  SEARCH_TOUR_STATUSES,
} from './search.js';

const placeText = z
  .string()
  .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_MESSAGES.placeTooLong)
  .regex(/^[\p{L}\p{N} '.-]*$/u, SEARCH_MESSAGES.badPlace)
  .optional()
  .transform((value) => (isAllValue(value) ? undefined : value!.trim()));

/** An option filter: `All`/`all`/empty mean none; any other value must be one of `values`. */
function optionFilter<T extends string>(values: readonly T[], message: string) {
  return z
    .string()
    .max(SEARCH_TEXT_MAX_LENGTH, message)
    .optional()
    .transform((value, ctx): T | undefined => {
      if (isAllValue(value)) return undefined;
      const found = findOptionValue(values, value!);
      if (!found) ctx.addIssue({ code: 'custom', message });
      return found;
    });
}

const ageFilter = z
  .string()
  .regex(/^\d{1,3}$/, SEARCH_MESSAGES.badAge)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const age = Number(value);
    if (age < LISTING_AGE_MIN || age > LISTING_AGE_MAX)
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badAge });
    return age;
  });

/** A price bound in whole AUD (docs/product/search-and-ranking.md#filters). */
const priceFilter = z
  .string()
  .regex(/^\d{1,6}$/, SEARCH_MESSAGES.badPrice)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const price = Number(value);
    if (price > SEARCH_PRICE_MAX_AUD)
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badPrice });
    return price;
  });

/** One language word, matched ignoring case against a listing's languages; '' or all = none. */
const languageFilter = z
  .string()
  .max(SEARCH_LANGUAGE_MAX_LENGTH, SEARCH_MESSAGES.badLanguage)
  .regex(/^[\p{L} -]*$/u, SEARCH_MESSAGES.badLanguage)
  .optional()
  .transform((value) => (isAllValue(value) ? undefined : value!.trim() || undefined));

/** Advanced search switches: 'true'/'1' turn one on; absent, '', 'false' or '0' leave it off. */
const flagFilter = z
  .enum(['true', 'false', '1', '0', ''], { error: SEARCH_MESSAGES.badFlag })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const SearchModelsQuerySchema = z
  .object({
    state: placeText,
    country: placeText,
    city: placeText,
    suburb: placeText,
    gender: optionFilter<Gender>(GENDERS, SEARCH_MESSAGES.badGender),
    escort_type: optionFilter<Category>(CATEGORIES, SEARCH_MESSAGES.badCategory),
    account_type: optionFilter<AccountType>(ACCOUNT_TYPES, SEARCH_MESSAGES.badAccountType),
    /** Advanced search (/searchpage): age range, verified listings only, recently online only. */
    min_age: ageFilter,
    max_age: ageFilter,
    verified: flagFilter,
    online: flagFilter,
    /** Richer search: price range, incall/outcall, language, available today, touring soon. */
    min_price: priceFilter,
    max_price: priceFilter,
    incall: flagFilter,
    outcall: flagFilter,
    language: languageFilter,
    available_today: flagFilter,
    touring_soon: flagFilter,
    sort: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return 'recommended' as const;
        const sort = SEARCH_SORTS.find((name) => name === value.toLowerCase());
        if (!sort) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badSort });
        return sort ?? 'recommended';
      }),
    page: z
      .string()
      .regex(/^\d{1,5}$/, SEARCH_MESSAGES.badPage)
      .optional()
      .transform((value, ctx) => {
        const page = value === undefined ? 1 : Number(value);
        if (page < 1 || page > SEARCH_MAX_PAGE)
          ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badPage });
        return page;
      }),
  })
  .refine(
    (query) =>
      query.min_age === undefined || query.max_age === undefined || query.min_age <= query.max_age,
    { message: SEARCH_MESSAGES.badAgeRange, path: ['min_age'] },
  )
  .refine(
    (query) =>
      query.min_price === undefined ||
      query.max_price === undefined ||
      query.min_price <= query.max_price,
    { message: SEARCH_MESSAGES.badPriceRange, path: ['min_price'] },
  );
export type SearchModelsQuery = z.input<typeof SearchModelsQuerySchema>;
export type SearchModelsFilters = z.output<typeof SearchModelsQuerySchema>;

/**
 * A listing's tour today, against the place searched (docs/product/search-and-ranking.md#touring):
 * `touring` there, or `away` from there on tour in `city`, `state` until its last day.
 */
export const SearchTourSchema = z.object({
  status: z.enum(SEARCH_TOUR_STATUSES),
  city: z.string(),
  state: z.string(),
  /** The tour's first day, YYYY-MM-DD: what an `arriving` card names. */
  from: z.string(),
  /** The tour's last day, YYYY-MM-DD (an Australian calendar day). */
  until: z.string(),
});
export type SearchTour = z.infer<typeof SearchTourSchema>;

/** One card of the results (docs/product/search-and-ranking.md#pagination-shape, plus what cards and the map need). */
export const SearchModelItemSchema = z.object({
  name: z.string(),
  city: z.string(),
  gender: z.string(),
  account_type: z.string(),
  categories: z.array(z.string()),
  verified: z.boolean(),
  recently_online: z.boolean(),
  active_now: z.boolean(),
  /** "Available today" until this instant (ISO), while it is ahead; null otherwise. */
  available_until: z.string().nullable(),
  /** Touring the place searched today: the card's city, state and position are the tour's. */
  touring: z.boolean(),
  /** Null when the listing is not on tour today. */
  tour: SearchTourSchema.nullable(),
  /** Where the listing is for this search; null when unknown or away on tour. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  profile: z.object({ state: z.string(), country: z.string() }),
  model: z.object({
    id: z.number().int(),
    image_name: z.string().nullable(),
    description: z.string(),
    age: z.number().int(),
    suburb: z.string(),
  }),
});
export type SearchModelItem = z.infer<typeof SearchModelItemSchema>;

export const SearchModelsResponseSchema = z.object({
  data: z.array(SearchModelItemSchema),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type SearchModelsResponse = z.infer<typeof SearchModelsResponseSchema>;
