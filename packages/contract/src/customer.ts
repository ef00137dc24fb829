/** The signed-in customer's own data (docs/product/routes-and-screens.md, accounts.md and api.md): profile and wishlist. */
/** The server's route pattern of buildCustomerProfilePath. */
export const CUSTOMER_PROFILE_API_ROUTE = '/api/customer/getProfile/:userId';
export function buildCustomerProfilePath(userId: number | string): string {
  return `/api/customer/getProfile/${encodeURIComponent(String(userId))}`;
}
export const CUSTOMER_PROFILE_UPDATE_PATH = '/api/customer/profile-update';
export const CUSTOMER_WISHLIST_PATH = '/api/customer/wishlist-models';
/** Ours, beyond the fixed API (docs/product/api.md): POST adds a listing to the wishlist, DELETE removes it. */
export const WISHLIST_ITEM_API_ROUTE = '/api/customer/wishlist/:modelId';
export function buildWishlistItemPath(modelId: number): string {
  return `/api/customer/wishlist/${modelId}`;
}

/** docs/product/limits-and-messages.md: the profile's age is at most 200 (and, as stored, at least 1). */
export const PROFILE_AGE_MIN = 1;
export const PROFILE_AGE_MAX = 200;
export const PROFILE_TEXT_MAX_LENGTH = 60;
/** Profile photos: images only, checked by content; re-encoded without metadata. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A profile photo is stored at most 800 px on its longer side; 24 MP admits any phone's usual
 * photo and refuses a small file that decodes to far more (a GIF of 7000 × 7000 pixels).
 */
export const PROFILE_IMAGE_MAX_PIXELS = 24_000_000;

export const CUSTOMER_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  wishlistEmpty: 'No models in the wishlist',
  ageTooHigh: `Age must be at most ${PROFILE_AGE_MAX}.`,
  ageTooLow: `Age must be at least ${PROFILE_AGE_MIN}.`,
  ageInvalid: 'Age must be a whole number.',
  textTooLong: `At most ${PROFILE_TEXT_MAX_LENGTH} characters.`,
  imageNotImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  imageTooLarge: 'The photo must be at most 5 MB.',
  imageTooManyPixels: `This photo has too many pixels. Please use one under ${PROFILE_IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  wishlistAdded: 'Added to your wishlist.',
  wishlistRemoved: 'Removed from your wishlist.',
  listingNotFound: 'This listing is not available.',
  /** A multipart part other than the fields and the one `image` file. */
  unexpectedFile: 'Please send one photo only, as the image field.',
  notMultipart: 'The profile must be sent as multipart/form-data.',
} as const;
