import { z } from 'zod';
import { AUTH_MESSAGES, NAME_MAX_LENGTH } from './auth.js';
import { boundedText, okResponseSchema } from './fields.schema.js';
import {
  CUSTOMER_MESSAGES,
  PROFILE_AGE_MAX,
  PROFILE_AGE_MIN,
  PROFILE_TEXT_MAX_LENGTH,
} from './customer.js';

/** docs/product/limits-and-messages.md: `ethinicity` is spelt so. */
export const CustomerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  language: z.string(),
  ethinicity: z.string(),
  email: z.string(),
  /** The photo's image name (served from /images), or null. */
  image: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

export const GetCustomerProfileResponseSchema = okResponseSchema({
  data: CustomerProfileSchema,
});
export type GetCustomerProfileResponse = z.infer<typeof GetCustomerProfileResponseSchema>;

const optionalText = z.string().trim().max(PROFILE_TEXT_MAX_LENGTH, CUSTOMER_MESSAGES.textTooLong);

/** The text fields of the multipart profile update (the photo travels beside them). */
export const ProfileUpdateFieldsSchema = z.object({
  id: z.coerce.number().int().positive(),
  // The accounts' name rule (NameSchema), without loading the sign-in forms' schemas here.
  name: boundedText(NAME_MAX_LENGTH, AUTH_MESSAGES.nameRequired, AUTH_MESSAGES.nameTooLong),
  age: z
    .string()
    .trim()
    .regex(/^\d{0,3}$/, CUSTOMER_MESSAGES.ageInvalid)
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const age = Number(value);
      if (age > PROFILE_AGE_MAX)
        ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.ageTooHigh });
      if (age < PROFILE_AGE_MIN)
        ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.ageTooLow });
      return age;
    }),
  language: optionalText.optional().default(''),
  ethinicity: optionalText.optional().default(''),
});
export type ProfileUpdateFields = z.input<typeof ProfileUpdateFieldsSchema>;

export const ProfileUpdateResponseSchema = okResponseSchema({
  message: z.string(),
  data: CustomerProfileSchema,
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;

/** docs/product/accounts.md (name, city, age, modeles{id,image_name}) plus what the badges need. */
export const WishlistItemSchema = z.object({
  name: z.string(),
  city: z.string(),
  /** The listing's state, for the profile link's ?state=. */
  state: z.string(),
  age: z.number().int(),
  active_now: z.boolean(),
  is_new: z.boolean(),
  modeles: z.object({ id: z.number().int(), image_name: z.string().nullable() }),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistResponseSchema = okResponseSchema({
  data: z.array(WishlistItemSchema),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

export const WishlistChangeResponseSchema = okResponseSchema({
  message: z.string(),
  /** Whether the listing is in the wishlist after the call. */
  saved: z.boolean(),
});
export type WishlistChangeResponse = z.infer<typeof WishlistChangeResponseSchema>;
