/**
 * The advertiser's listing (docs/product/listings-and-moderation.md): paths of the `/api/model/...` API, the builder's steps,
 * limits and messages. Every call under `/api/model` needs a model's Bearer token; a model
 * reads and changes only its own listing, whatever id the path names (403 otherwise).
 */
import { LISTING_AGE_MAX, LISTING_AGE_MIN, SEARCH_PRICE_MAX_AUD } from './search.js';
import { memberPath } from './paths.js';
import { MODEL_API_PREFIX } from './listing-heartbeat.js';
import { PHOTO_WIDTHS } from './listing-photos.js';
import { SITE_NAME } from './site.js';

export const ADMIN_API_PREFIX = '/api/admin';

/** GET: the signed-in advertiser's account and listing id (null before the first step). */
export const MODEL_ME_PATH = `${MODEL_API_PREFIX}/me` as const;
/** POST: creates the advertiser's listing from the basics step (one listing per account). */
export const MODEL_LISTINGS_PATH = `${MODEL_API_PREFIX}/listings` as const;
export const buildModelListingPath = memberPath(MODEL_LISTINGS_PATH);
/** PUT: saves one step of the builder (or one section of the dashboard) as a draft. */
export function buildModelListingStepPath(listingId: number, step: ListingSectionStep): string {
  return `${buildModelListingPath(listingId)}/${step}`;
}
/** POST: draft or rejected → submitted (pending review). */
export const buildListingSubmitPath = memberPath(MODEL_LISTINGS_PATH, 'submit');
/** POST: live → paused. */
export const buildListingPausePath = memberPath(MODEL_LISTINGS_PATH, 'pause');
/** POST: paused → live. */
export const buildListingResumePath = memberPath(MODEL_LISTINGS_PATH, 'resume');
/**
 * POST multipart (`photo`): asks for the Verified badge with a private photo holding the site's
 * name and the listing's verification code; only admins ever see it.
 */
export const buildListingVerificationPath = memberPath(MODEL_LISTINGS_PATH, 'verification');
/** DELETE: withdraws the changes waiting for review (the public version stays as it is). */
export const buildListingChangesPath = memberPath(MODEL_LISTINGS_PATH, 'changes');
/** POST multipart (one `photo` file per request, so the browser shows progress per file). */
export const buildListingPhotosPath = memberPath(MODEL_LISTINGS_PATH, 'photos');
/** DELETE one photo. */
export function buildListingPhotoPath(listingId: number, photoId: number): string {
  return `${buildListingPhotosPath(listingId)}/${photoId}`;
}
/** PUT `{ photo_ids }`: the gallery order; the first photo is the main one. */
export const buildListingPhotoOrderPath = memberPath(MODEL_LISTINGS_PATH, 'photos/order');
/** POST a tour. */
export const buildListingToursPath = memberPath(MODEL_LISTINGS_PATH, 'tours');
/** DELETE one tour. */
export function buildListingTourPath(listingId: number, tourId: number): string {
  return `${buildListingToursPath(listingId)}/${tourId}`;
}
/** GET: views per day (30 days), wishlist adds, call and SMS clicks. */
export const buildListingStatsPath = memberPath(MODEL_LISTINGS_PATH, 'stats');
/** PUT `{ hide_online_status }`. */
export const MODEL_ONLINE_VISIBILITY_PATH = `${MODEL_API_PREFIX}/online-visibility` as const;
/** DELETE `{ current_password }`: the account, listing, photos and personal data. */
export const MODEL_ACCOUNT_PATH = `${MODEL_API_PREFIX}/account` as const;
/** PUT `{ current_password, password }`. */
export const MODEL_PASSWORD_PATH = `${MODEL_ACCOUNT_PATH}/password` as const;
/** POST `{ email, current_password }`: mails a code to the new address. */
export const MODEL_EMAIL_CHANGE_PATH = `${MODEL_ACCOUNT_PATH}/email` as const;
/** POST `{ otp }`: the new address becomes the account's e-mail. */
export const MODEL_EMAIL_CONFIRM_PATH = `${MODEL_EMAIL_CHANGE_PATH}/confirm` as const;

/**
 * The same paths as route patterns, for the server's route table (one source: the builders
 * above and these must name the same paths). The admin's are in admin-listings.ts.
 */
export const LISTING_API_ROUTES = {
  listing: '/api/model/listings/:id',
  basics: '/api/model/listings/:id/basics',
  location: '/api/model/listings/:id/location',
  about: '/api/model/listings/:id/about',
  rates: '/api/model/listings/:id/rates',
  submit: '/api/model/listings/:id/submit',
  pause: '/api/model/listings/:id/pause',
  resume: '/api/model/listings/:id/resume',
  changes: '/api/model/listings/:id/changes',
  verification: '/api/model/listings/:id/verification',
  photos: '/api/model/listings/:id/photos',
  photo: '/api/model/listings/:id/photos/:photoId',
  photoOrder: '/api/model/listings/:id/photos/order',
  tours: '/api/model/listings/:id/tours',
  tour: '/api/model/listings/:id/tours/:tourId',
  stats: '/api/model/listings/:id/stats',
  availableToday: '/api/model/listings/:id/available-today',
} as const;

/**
 * The builder's steps at /addaprofile, in order: the first five save a section each, tours are
 * optional (a listing need not tour), review shows the listing as its profile will and submits.
 */
export const LISTING_STEPS = [
  'basics',
  'location',
  'about',
  'photos',
  'rates',
  'tours',
  'review',
] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];
/** Steps with nothing required: never in `completed_steps`, never holding up a submit. */
export const LISTING_OPTIONAL_STEPS: readonly ListingStep[] = ['tours'];
/** The steps saved with PUT …/listings/:id/:step (photos have their own calls). */
export const LISTING_SECTION_STEPS = ['basics', 'location', 'about', 'rates'] as const;
export type ListingSectionStep = (typeof LISTING_SECTION_STEPS)[number];
export const LISTING_STEP_LABELS: Record<ListingStep, string> = {
  basics: 'Basics',
  location: 'Location',
  about: 'About',
  photos: 'Photos',
  rates: 'Rates and availability',
  tours: 'Tours',
  review: 'Review and submit',
};

/**
 * draft → pending (submitted) → live or rejected; live ⇄ paused; suspended by an admin.
 * Only `live` listings are public.
 */
export const LISTING_STATUSES = [
  'draft',
  'pending',
  'live',
  'rejected',
  'paused',
  'suspended',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What the dashboard says about each status: where the listing is and what happens next. */
export const LISTING_STATUS_TEXT: Record<ListingStatus, { title: string; next: string }> = {
  draft: {
    title: 'Draft',
    next: 'Finish the steps and submit your listing for review. Nobody can see it yet.',
  },
  pending: {
    title: 'Submitted for review',
    next: 'We check every listing before it goes live, usually within one business day. We will e-mail you.',
  },
  live: { title: 'Live', next: 'Your listing is public. You can pause it at any time.' },
  rejected: {
    title: 'Changes needed',
    next: 'Your listing was not approved. Fix what the reason below says, then submit it again.',
  },
  paused: {
    title: 'Paused',
    next: 'Your listing is hidden from search and its profile page. Resume it when you are ready.',
  },
  suspended: {
    title: 'Suspended',
    next: 'Your listing was suspended by the site team. Please contact us.',
  },
};

export const LISTING_NAME_MAX_LENGTH = 40;
export const LISTING_DESCRIPTION_MAX_LENGTH = 5000;
/** The description's plain text must say something (after markup is removed). */
export const LISTING_DESCRIPTION_MIN_TEXT = 30;
export const LISTING_MAX_LANGUAGES = 8;
export const LISTING_LANGUAGE_MAX_LENGTH = 30;
export const LISTING_ETHNICITY_MAX_LENGTH = 40;
export const LISTING_MAX_RATES = 20;
// The search's price filter spans every rate a listing may hold.
export const LISTING_RATE_MAX_AUD = SEARCH_PRICE_MAX_AUD;
/**
 * Tours (docs/product/listings-and-moderation.md#tours): at most this many upcoming ones (ending
 * today or later, in Australian days), never two on the same day, each at most
 * TOUR_MAX_LENGTH_DAYS long counting the first and the last day, starting at most
 * TOUR_MAX_MONTHS_AHEAD calendar months after today (tour-dates.ts).
 */
export const TOUR_MAX_UPCOMING = 3;
export const TOUR_MAX_LENGTH_DAYS = 30;
export const TOUR_MAX_MONTHS_AHEAD = 6;
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** The markup every rich-text field keeps: paragraphs, line breaks, emphasis and lists. */
export const RICH_TEXT_BASE_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li'] as const;

/** The tags and attributes the description keeps (server-side sanitiser allow-list). */
export const DESCRIPTION_ALLOWED_TAGS = [...RICH_TEXT_BASE_TAGS, 'h3', 'blockquote'] as const;

export const RATE_KINDS = ['incall', 'outcall'] as const;
export type RateKind = (typeof RATE_KINDS)[number];
/** Durations offered by the rates table, in minutes. */
export const RATE_DURATIONS_MINUTES = [30, 45, 60, 90, 120, 180, 240, 480, 720] as const;

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const LISTING_LANGUAGE_SUGGESTIONS = [
  'English',
  'Mandarin',
  'Cantonese',
  'Vietnamese',
  'Thai',
  'Korean',
  'Japanese',
  'Spanish',
  'Portuguese',
  'Italian',
  'Greek',
  'Arabic',
  'Hindi',
  'French',
  'German',
  'Russian',
] as const;

/** Photos (docs/product/listings-and-moderation.md). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PER_LISTING = 20;
/**
 * A photo (or blog cover) decodes to at most this many pixels. Decoding costs memory by the
 * pixel (4 bytes each), whatever the file's size, so the limit follows what is kept: the widest
 * stored file is 1280 px, and 40 MP (e.g. 7700 × 5200) is several times that and above a
 * phone's 12 to 24 MP photo. A 33 KB GIF claiming 49 MP is refused before it is decoded.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Each side at least the narrowest stored width. */
export const PHOTO_MIN_SIDE = PHOTO_WIDTHS[0];
/**
 * Accepted by the file picker; the server checks the content, never the name. HEIC is not
 * listed: the server's image library reads AVIF but not HEIC (docs/decisions/010-photos.md);
 * iPhones hand such a picker a JPEG.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The crop step before a single photo's upload (docs/decisions/010-photos.md): a portrait frame
 * the shape of the directory's cards and gallery, or the photo as taken; the result is a JPEG
 * at this quality whose longer side is at most twice the widest stored width (the server keeps
 * 1280 px at most, so more only costs the advertiser upload time).
 */
export const PHOTO_CROP_ASPECT = 3 / 4;
export const PHOTO_CROP_QUALITY = 0.92;
export const PHOTO_CROP_MAX_SIDE = 2 * Math.max(...PHOTO_WIDTHS);

export const STATS_DAYS = 30;

export const LISTING_MESSAGES = {
  nameRequired: 'Display name is required.',
  nameTooLong: `Display name must be at most ${LISTING_NAME_MAX_LENGTH} characters.`,
  ageRequired: 'Age is required.',
  ageInvalid: 'Age must be a whole number.',
  underAge: `You must be ${LISTING_AGE_MIN} or over to advertise.`,
  ageTooHigh: `Age must be at most ${LISTING_AGE_MAX}.`,
  genderRequired: 'Please choose a gender.',
  accountTypeRequired: 'Please choose an account type.',
  categoryInvalid: 'Unknown category.',
  stateRequired: 'Please choose a state.',
  locationRequired: 'Please choose your suburb from the list.',
  locationUnknown: 'We could not find this suburb. Please choose it from the list.',
  descriptionTooShort: `Please write at least ${LISTING_DESCRIPTION_MIN_TEXT} characters about yourself.`,
  descriptionTooLong: `The description must be at most ${LISTING_DESCRIPTION_MAX_LENGTH} characters.`,
  tooManyLanguages: `At most ${LISTING_MAX_LANGUAGES} languages.`,
  languageTooLong: `A language is at most ${LISTING_LANGUAGE_MAX_LENGTH} characters.`,
  ethnicityTooLong: `At most ${LISTING_ETHNICITY_MAX_LENGTH} characters.`,
  phoneRequired: 'A phone number is needed for the ways of contact you ticked.',
  rateAmountInvalid: `Rates are whole dollars from 1 to ${LISTING_RATE_MAX_AUD}.`,
  rateDuplicate: 'Each duration appears once for incall and once for outcall.',
  tooManyRates: `At most ${LISTING_MAX_RATES} rates.`,
  ratesRequired: 'Please add at least one rate.',
  timeInvalid: 'Times are written as HH:MM.',
  timeOrder: 'The end time must be after the start time.',
  dayDuplicate: 'Each day appears once.',
  tourCityRequired: 'Please choose the tour city from the list.',
  tourDateInvalid: 'Please choose a date.',
  tourDatesOrder: 'The last day must be on or after the first day.',
  tourInPast: 'The tour must end today or later.',
  tourTooFarAhead: `A tour must start within ${TOUR_MAX_MONTHS_AHEAD} months of today.`,
  tourTooLong: `A tour lasts at most ${TOUR_MAX_LENGTH_DAYS} days, first and last day included.`,
  tooManyTours: `You can plan at most ${TOUR_MAX_UPCOMING} upcoming tours. Delete one to add another.`,
  tourOverlaps: 'This tour shares dates with another of your tours. Tours cannot overlap.',
  listingExists: 'You already have a listing. Edit it from your dashboard.',
  listingNotFound: 'This listing does not exist.',
  notYourListing: 'You can only see and change your own listing.',
  startWithBasics: 'Please start with the basics step.',
  incomplete: 'Please complete every step before submitting.',
  needsPhoto: 'Please add at least one photo.',
  cannotSubmit: 'This listing cannot be submitted in its current state.',
  cannotPause: 'Only a live listing can be paused.',
  cannotResume: 'Only a paused listing can be resumed.',
  submitted: 'Your listing was submitted for review.',
  saved: 'Saved.',
  paused: 'Your listing is paused.',
  resumed: 'Your listing is live again.',
  changesWaiting:
    'Saved. Your changes are waiting for review: your listing shows as it was until they are approved.',
  changesWithdrawn: 'Your changes were withdrawn. Your listing stays as it was.',
  noChangesWaiting: 'There are no changes waiting for review.',
  verificationRequested:
    'Thank you. Your verification photo was sent to our team; we will e-mail you their decision.',
  verificationWaiting: 'Your verification request is already waiting for a decision.',
  verificationNotLive: 'Your listing must be live before it can be verified.',
  alreadyVerifiedListing: 'Your listing is verified already.',
  badgeAtRisk:
    'Changing your photos or age takes the Verified badge off when the changes are approved, until you are verified again.',
  resumedForReview:
    'A photo on your listing matches a photo on another listing, so your listing will be reviewed by our team before it goes live again.',
  photoRequired: 'Please choose a photo.',
  photoNotImage: 'This file is not a photo we can read. Please use JPEG, PNG, WebP or AVIF.',
  photoTooLarge: `Each photo must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  photoTooManyPixels: `This photo has too many pixels. Please use one under ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
  photoTooSmall: `This photo is too small. Please use one at least ${PHOTO_MIN_SIDE} pixels wide and high.`,
  tooManyPhotos: `A listing has at most ${PHOTO_MAX_PER_LISTING} photos.`,
  photoUploaded: 'Photo added. Location and camera data were removed from it.',
  photoCropFailed:
    'This photo could not be cropped in your browser. Choose “As taken” to upload it unchanged.',
  photoUploadIncomplete: 'The upload did not arrive whole. Please try again.',
  photoNotFound: 'This photo does not exist.',
  photoOrderInvalid: 'The order must list every photo of the listing once.',
  tourNotFound: 'This tour does not exist.',
  reasonRequired: 'Please give a reason.',
  notPending: 'Only a listing waiting for review can be approved or rejected.',
  approved: 'The listing is live.',
  rejected: 'The listing was rejected and the advertiser told why.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password was changed.',
  emailCodeSent: 'We sent a 4-digit code to your new e-mail address.',
  emailChanged: 'Your e-mail address was changed.',
  accountDeleted: 'Your account and listing were deleted.',
  onlineHidden: 'Your online status is hidden.',
  onlineShown: 'Your online status is shown.',
} as const;

/** Where a listing's request for the Verified badge stands, as its owner sees it. */
export const VERIFICATION_STATUSES = ['none', 'pending', 'granted', 'declined'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What the owner's verification photo must show: the site's name and her listing's code. */
export function verificationPhotoText(code: string): string {
  return `${SITE_NAME} ${code}`;
}

/** GET: the public facts of the Verified badge (the median wait from request to decision). */
export const VERIFICATION_FACTS_PATH = '/api/verification';

/** What an advertiser did to her listing, as the console's history of the listing names it. */
export const LISTING_HISTORY_ACTIONS = {
  basics: 'Changed the basics',
  location: 'Changed the location',
  about: 'Changed the description and contact',
  rates: 'Changed the rates and availability',
  photo_add: 'Added a photo',
  photo_remove: 'Removed a photo',
  photo_order: 'Reordered the photos',
  tour_add: 'Added a tour',
  tour_remove: 'Removed a tour',
  submit: 'Submitted for review',
  pause: 'Paused',
  resume: 'Resumed',
  changes_withdraw: 'Withdrew the changes waiting for review',
  verification_request: 'Asked for verification',
} as const;
export type ListingHistoryAction = keyof typeof LISTING_HISTORY_ACTIONS;
