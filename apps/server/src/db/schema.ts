import { sql, type SQL } from 'drizzle-orm';
import {
  CONTACT_CHANNELS,
  LISTING_STATUSES,
  REPORT_REASONS,
  USER_ROLES,
  type AvailabilityDay,
  type ListingRate,
  type ListingStatus,
} from '@app/contract';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every entity of the directory (docs/product/README.md); the tables and the
 * indexes that serve every search filter are designed here.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The place key of packages/contract `toPlaceKey`, computed by the database. */
function placeKey(column: AnyPgColumn): SQL {
  return sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;
}

// The roles are the contract's (USER_ROLES), so the database, the tokens and the web app agree.
export const USER_STATUSES = ['active', 'suspended'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** Bumped by a password reset or a suspension; tokens carrying an older one stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** A new address waiting for the code mailed to it (account settings); lower-cased. */
    pendingEmail: text('pending_email'),
    /**
     * When this account's owner was last told that another account asked for its address
     * (at most one such notice a day: account-settings.service.ts).
     */
    addressWantedNoticeAt: timestamp('address_wanted_notice_at', { withTimezone: true }),
    /** When an advertiser stated at sign-up that they are 18 or over (kept as a record). */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    /** An admin's inviter: the one other admin who may remove them (docs/product/admin-console.md). */
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    index('users_phone_idx').on(table.phone),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    age: smallint('age'),
    language: text('language'),
    ethnicity: text('ethnicity'),
    imageName: text('image_name'),
    updatedAt: updatedAt(),
  },
  (table) => [check('customer_profiles_age_range', sql`${table.age} BETWEEN 1 AND 200`)],
);

// The statuses are the contract's (draft, pending, live, rejected, paused, suspended).
export { LISTING_STATUSES, type ListingStatus };

/** A rate as the public profile shows it ("Incall · 1 hour"), derived from the rate table. */
export interface ModelRate {
  label: string;
  amount: number;
}

/** A model's listing: what the directory shows and searches. */
export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: smallint('age').notNull(),
    gender: text('gender').notNull(),
    accountType: text('account_type').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sanitised HTML, as the advertiser wrote it. */
    descriptionHtml: text('description_html').notNull().default(''),
    /** The same text without markup, kept at write time so result cards need no HTML parsing. */
    descriptionText: text('description_text').notNull().default(''),
    state: text('state').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').generatedAlwaysAs((): SQL => placeKey(models.city)),
    suburb: text('suburb').notNull().default(''),
    suburbKey: text('suburb_key').generatedAlwaysAs((): SQL => placeKey(models.suburb)),
    postcode: text('postcode'),
    /**
     * The public point: the suburb's centre, or, when the suburb is hidden, the centre of the
     * shared area shown instead (its name in `city`; `postcode` then null).
     * `suburb`, `lat` and `lng` hold only what the public may see; the advertiser's own
     * locality is in `home_*` below, so no public query can leak it by mistake.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    homeSuburb: text('home_suburb').notNull().default(''),
    homePostcode: text('home_postcode').notNull().default(''),
    homeLat: doublePrecision('home_lat'),
    homeLng: doublePrecision('home_lng'),
    showSuburb: boolean('show_suburb').notNull().default(true),
    imageName: text('image_name'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    isVerified: boolean('is_verified').notNull().default(false),
    phone: text('phone'),
    /** The ways she takes contact (docs/product/listings-and-moderation.md#contact-channels). */
    contactChannels: text('contact_channels', { enum: CONTACT_CHANNELS })
      .array()
      .notNull()
      .default(sql`'{calls,sms}'::text[]`),
    /** Telegram by username ('' = by the number); private like the number. */
    telegramHandle: text('telegram_handle').notNull().default(''),
    /** Public labels and amounts, derived from `rate_table` whenever it is saved. */
    rates: jsonb('rates').$type<ModelRate[]>().notNull().default([]),
    /** The advertiser's rates as entered: incall/outcall by duration (AUD). */
    rateTable: jsonb('rate_table').$type<ListingRate[]>().notNull().default([]),
    /**
     * What search filters and sorts by (docs/product/search-and-ranking.md#filters), kept by
     * the database from `rate_table` on every write (stored generated columns; the function is
     * drizzle/0023's): the price, the lowest one-hour rate (null without one), and whether any
     * rate is incall or outcall.
     */
    hourlyRateAud: integer('hourly_rate_aud').generatedAlwaysAs(
      sql`listing_hourly_rate(rate_table)`,
    ),
    offersIncall: boolean('offers_incall')
      .notNull()
      .generatedAlwaysAs(sql`rate_table @> '[{"kind": "incall"}]'::jsonb`),
    offersOutcall: boolean('offers_outcall')
      .notNull()
      .generatedAlwaysAs(sql`rate_table @> '[{"kind": "outcall"}]'::jsonb`),
    /** Public readable text, derived from `weekly_availability` whenever it is saved. */
    availability: text('availability').notNull().default(''),
    weeklyAvailability: jsonb('weekly_availability')
      .$type<AvailabilityDay[]>()
      .notNull()
      .default([]),
    ethnicity: text('ethnicity').notNull().default(''),
    /** Hidden: `last_seen_at` stays empty, so no public answer shows an online marker. */
    hideOnlineStatus: boolean('hide_online_status').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    /** Set while suspended: the admin's reason, shown to the advertiser. */
    suspensionReason: text('suspension_reason'),
    /**
     * The code the owner holds up in her verification photo: random, and new after each
     * decision, so an older photo cannot be sent again.
     */
    verificationCode: text('verification_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text), 1, 6))`),
    /** When an admin last marked the listing verified (the public badge); history in listing_verifications. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The languages lower case, for the search's language filter (kept by the database). */
    languageKeys: text('language_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`listing_language_keys(languages)`),
    /**
     * "Available today" (docs/product/listings-and-moderation.md#available-today): the moment the
     * advertiser's switch turns itself off; null or past means off. Public at once, no review.
     */
    availableUntil: timestamp('available_until', { withTimezone: true }),
    /** The public "last seen" (null while the advertiser hides it); users.last_seen_at is real. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * Seen lately: set by the database whenever `last_seen_at` is written with a moment of the
     * last hour, cleared once it is older than Active Now by a sweep each minute
     * (modules/search/active-now-hint.ts). A superset of the Active Now listings, never a badge itself: it keeps them in small rank
     * indexes of their own (drizzle/0027), so the first tier of the order is read densely.
     * Never written by the app except by that sweep.
     */
    seenLately: boolean('seen_lately').notNull().default(false),
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /** Counts the owner's changes; an approval names the version the admin saw (409 if moved on). */
    version: integer('version').notNull().default(0),
    /**
     * The listing's fixed place on the rotation's circle (0 to 2^32, a hash of its id). Each
     * day's order starts at another point of the circle (search/daily-rotation.ts), so the
     * order changes daily with nothing to renumber.
     */
    rotation: bigint('rotation', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`hashint4(id)::bigint + 2147483648`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('models_user_id_key').on(table.userId),
    // Search serves only live listings, so every search index is partial on status = 'live'.
    // The place indexes (state + city, city alone) cover the ranking columns too, so a city
    // search ranks from the index alone: they are written by hand in drizzle/0001, because
    // Drizzle cannot declare INCLUDE columns.
    index('models_live_state_suburb_idx')
      .on(table.state, table.suburbKey)
      .where(sql`status = 'live'`),
    index('models_live_suburb_idx')
      .on(table.suburbKey)
      .where(sql`status = 'live'`),
    index('models_live_account_type_idx')
      .on(table.accountType)
      .where(sql`status = 'live'`),
    index('models_live_categories_idx')
      .using('gin', table.categories)
      .where(sql`status = 'live'`),
    index('models_live_last_seen_idx')
      .on(table.lastSeenAt)
      .where(sql`status = 'live'`),
    index('models_status_idx').on(table.status),
    // The admin's review queue: pending listings, oldest submission first.
    index('models_review_queue_idx')
      .on(table.submittedAt)
      .where(sql`status = 'pending'`),
    check('models_age_adult', sql`${table.age} BETWEEN 18 AND 99`),
  ],
);

export const modelPhotos = pgTable(
  'model_photos',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    /** The widest stored file (what `image_name` means everywhere else). */
    imageName: text('image_name').notNull(),
    /** Uploaded photos: `<base>-<width>.webp` for each width; null for demo photos (one file). */
    baseName: text('base_name'),
    widths: smallint('widths')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    width: integer('width'),
    height: integer('height'),
    /** 64-bit perceptual hash (sharp-phash) as a signed bigint; compared by Hamming distance. */
    phash: bigint('phash', { mode: 'bigint' }),
    /**
     * The hashes this photo is looked up with (its picture and centre crops, each turned and
     * mirrored 8 ways; photo-fingerprint.ts), kept so a resume can check it again without the
     * file. Null for demo photos and photos stored before fingerprints.
     */
    probeHashes: bigint('probe_hashes', { mode: 'bigint' }).array(),
    position: smallint('position').notNull().default(0),
    /**
     * Uploaded to a public listing: part of its changes waiting for review, never served to
     * the public until they are approved (docs/product/listings-and-moderation.md).
     */
    pending: boolean('pending').notNull().default(false),
    /**
     * Replaced by approved changes: kept out of view (with `pending`) while the approval can be
     * undone, then deleted with its files.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('model_photos_model_idx').on(table.modelId, table.position)],
);

/** The public columns a change to a public listing may touch, as approval writes them. */
export type RevisionColumns = Partial<
  Pick<
    typeof models.$inferInsert,
    | 'name'
    | 'age'
    | 'gender'
    | 'accountType'
    | 'categories'
    | 'state'
    | 'city'
    | 'suburb'
    | 'postcode'
    | 'lat'
    | 'lng'
    | 'homeSuburb'
    | 'homePostcode'
    | 'homeLat'
    | 'homeLng'
    | 'showSuburb'
    | 'descriptionHtml'
    | 'descriptionText'
    | 'languages'
    | 'ethnicity'
    | 'phone'
    | 'contactChannels'
    | 'telegramHandle'
  >
>;

/** A tour as a revision proposes it: approval writes it to `tours` under the same id. */
export interface RevisionTour {
  id: number;
  state: string;
  city: string;
  lat: number | null;
  lng: number | null;
  startsOn: string;
  endsOn: string;
}

/** What a revision changes; a part left out stays as the public listing has it. */
export interface RevisionChanges {
  columns: RevisionColumns;
  /** The proposed gallery in order (model_photos ids, pending uploads included). */
  photoIds?: number[];
  tours?: RevisionTour[];
}

export const LISTING_REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/**
 * Changes an owner made to a public listing, waiting for review; at most one pending a
 * listing. Decided ones stay as the listing's history.
 */
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LISTING_REVISION_STATUSES }).notNull().default('pending'),
    changes: jsonb('changes').$type<RevisionChanges>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('listing_revisions_one_pending_key')
      .on(table.modelId)
      .where(sql`status = 'pending'`),
    index('listing_revisions_model_idx').on(table.modelId, table.submittedAt),
  ],
);

/**
 * The hashes another photo is compared with (docs/decisions/010-photos.md#fingerprints): per
 * photo the whole picture (kind 0) and its 90 % and 80 % centre crops (kinds 1, 2). Each hash
 * is cut into segments of 21, 21 and 22 bits, each with its own index: a probe within 2 bits
 * shares at least one segment exactly (pigeonhole), so a lookup reads one short range of each
 * index per probe instead of every hash, and the distance is checked on those candidates only.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => modelPhotos.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    /** 64 bits as a signed bigint, like model_photos.phash. */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    // Bits 63–43, 42–22 and 21–0 of the hash (HASH_SEGMENT_BITS), as unsigned numbers.
    segment0: integer('segment_0')
      .notNull()
      .generatedAlwaysAs(sql`((hash >> 43) & 2097151)::int`),
    segment1: integer('segment_1')
      .notNull()
      .generatedAlwaysAs(sql`((hash >> 22) & 2097151)::int`),
    segment2: integer('segment_2')
      .notNull()
      .generatedAlwaysAs(sql`(hash & 4194303)::int`),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.kind] }),
    // Each index holds the hash and photo too, so a lookup reads only the index (index-only).
    index('photo_fingerprints_segment_0_idx').on(table.segment0, table.hash, table.photoId),
    index('photo_fingerprints_segment_1_idx').on(table.segment1, table.hash, table.photoId),
    index('photo_fingerprints_segment_2_idx').on(table.segment2, table.hash, table.photoId),
  ],
);

/**
 * Every image upload an account sends for processing, kept for an hour: the account's hourly
 * budget counts them, and a listing's photo limit counts those still in flight (no
 * `finished_at`) with the stored ones, before anything is decoded (docs/decisions/010-photos.md).
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing a gallery photo is for; null for other images. */
    listingId: integer('listing_id').references(() => models.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('image_uploads_user_idx').on(table.userId, table.startedAt),
    index('image_uploads_in_flight_idx')
      .on(table.listingId)
      .where(sql`finished_at IS NULL`),
  ],
);

/** Per listing and Australian day: what the dashboard's statistics count. */
export const listingStatsDaily = pgTable(
  'listing_stats_daily',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    wishlistAdds: integer('wishlist_adds').notNull().default(0),
    /** Taps on "Show number" (docs/product/listings-and-moderation.md#statistics). */
    phoneReveals: integer('phone_reveals').notNull().default(0),
    /** Taps per contact channel, and enquiries sent. */
    callTaps: integer('call_taps').notNull().default(0),
    smsTaps: integer('sms_taps').notNull().default(0),
    whatsappTaps: integer('whatsapp_taps').notNull().default(0),
    telegramTaps: integer('telegram_taps').notNull().default(0),
    signalTaps: integer('signal_taps').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.day] })],
);

export const LISTING_FLAG_KINDS = ['photo_match'] as const;
export interface PhotoMatchDetails {
  photo_id: number;
  matched_listing_id: number;
  matched_photo_id: number;
  distance: number;
}

/** Something an admin should look at before (or while) a listing is live. */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTING_FLAG_KINDS }).notNull(),
    details: jsonb('details').$type<PhotoMatchDetails>().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('listing_flags_model_idx').on(table.modelId, table.createdAt)],
);

/**
 * Every time an admin marks or unmarks a listing verified: who, what they checked, when. The
 * badge itself is `models.is_verified`; this is the record behind it.
 */
export const listingVerifications = pgTable(
  'listing_verifications',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the record names the admin after the account is removed. */
    adminEmail: text('admin_email').notNull(),
    verified: boolean('verified').notNull(),
    /** What was checked, e.g. photos, age (contract's LISTING_VERIFICATION_CHECKS). */
    checks: text('checks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('listing_verifications_model_idx').on(table.modelId, table.createdAt)],
);

/**
 * A visitor's report on a listing, for the console's reports queue (docs/product/admin-console.md#reports).
 * Who reported is not stored: the per-address limits count in the rate-limit store, never here
 * (decision 029).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    index('listing_reports_model_idx').on(table.modelId, table.createdAt),
    // The queue and the dashboard read the open reports.
    index('listing_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} IS NULL`),
  ],
);

export const VERIFICATION_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;

/**
 * An owner's request for the Verified badge: her private photo holding the site's name and the
 * code, read only by admins and deleted once decided (`image_name` null then).
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VERIFICATION_REQUEST_STATUSES }).notNull().default('pending'),
    code: text('code').notNull(),
    imageName: text('image_name'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('verification_requests_one_pending_key')
      .on(table.modelId)
      .where(sql`status = 'pending'`),
    index('verification_requests_model_idx').on(table.modelId, table.createdAt),
    index('verification_requests_decided_idx').on(table.decidedAt),
  ],
);

/** Every change an advertiser made to her listing, for the console's history of the listing. */
export const listingHistory = pgTable(
  'listing_history',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    /** The contract's LISTING_HISTORY_ACTIONS. */
    action: text('action').notNull(),
    waitedForReview: boolean('waited_for_review').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('listing_history_model_idx').on(table.modelId, table.createdAt)],
);

/** A listing touring a city from one date to another is found in that city meanwhile. */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').generatedAlwaysAs((): SQL => placeKey(tours.city)),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: createdAt(),
    /**
     * A copy of the listing's rank inputs, kept by the database (drizzle/0026): the tours of a
     * place are read in the directory's order from tours_city_rank_idx and tours_state_rank_idx
     * (written by hand there and in 0027: Drizzle cannot declare INCLUDE columns), for touring
     * today and touring soon.
     * Never written by the app.
     */
    listingLive: boolean('listing_live').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    rotation: bigint('rotation', { mode: 'number' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    /**
     * A copy of what the listing is counted by, kept by the database (drizzle/0027): the
     * tour's days are counted in `tour_day_counts` from the tour row alone. Never written by
     * the app.
     */
    gender: text('gender'),
    accountType: text('account_type'),
    offersIncall: boolean('offers_incall').notNull().default(false),
    offersOutcall: boolean('offers_outcall').notNull().default(false),
    homeState: text('home_state'),
    homeCityKey: text('home_city_key'),
    /**
     * A copy of the listing's keys of the other orders and its languages, kept by the database
     * (drizzle/0028): touring today is read in newest and price order from tours_*_newest_idx
     * and tours_*_price_idx, as listings at home are, and a language search narrows a place's
     * tours before reading their listings. Never written by the app.
     */
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    hourlyRateAud: integer('hourly_rate_aud'),
    languageKeys: text('language_keys').array(),
  },
  (table) => [
    index('tours_city_dates_idx').on(table.cityKey, table.startsOn, table.endsOn),
    index('tours_state_dates_idx').on(table.state, table.startsOn, table.endsOn),
    index('tours_model_idx').on(table.modelId),
    check('tours_dates_ordered', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * How many live listings are at home in each place, per gender, account type and badge: kept
 * exact by statement triggers on `models` (drizzle/0005), so a search's total is a sum over a
 * few rows instead of a count of every match.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    state: text('state').notNull(),
    cityKey: text('city_key').notNull(),
    gender: text('gender').notNull(),
    accountType: text('account_type').notNull(),
    isVerified: boolean('is_verified').notNull(),
    /** The richer search's incall and outcall filters are summed too (drizzle/0023). */
    offersIncall: boolean('offers_incall').notNull(),
    offersOutcall: boolean('offers_outcall').notNull(),
    live: integer('live').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.state,
        table.cityKey,
        table.gender,
        table.accountType,
        table.isVerified,
        table.offersIncall,
        table.offersOutcall,
      ],
    }),
  ],
);

/**
 * Live listings touring each place on each day, kept by statement triggers on `tours`
 * (drizzle/0027) from the tours' copy of their listing, per what `listing_counts` is kept by and
 * whether the listing's home is elsewhere (its city, its state): a search's total adds those
 * touring the place today from a few rows (docs/decisions/050-search-part-by-part.md).
 */
export const tourDayCounts = pgTable(
  'tour_day_counts',
  {
    day: date('day').notNull(),
    state: text('state').notNull(),
    cityKey: text('city_key').notNull(),
    gender: text('gender').notNull(),
    accountType: text('account_type').notNull(),
    isVerified: boolean('is_verified').notNull(),
    offersIncall: boolean('offers_incall').notNull(),
    offersOutcall: boolean('offers_outcall').notNull(),
    awayFromCity: boolean('away_from_city').notNull(),
    awayFromState: boolean('away_from_state').notNull(),
    live: integer('live').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'tour_day_counts_pk',
      columns: [
        table.day,
        table.state,
        table.cityKey,
        table.gender,
        table.accountType,
        table.isVerified,
        table.offersIncall,
        table.offersOutcall,
        table.awayFromCity,
        table.awayFromState,
      ],
    }),
  ],
);

/**
 * The same counts per price (the lowest one-hour rate) and per language, kept by statement
 * triggers on `models` (drizzle/0025), so a price range or a language is summed too
 * (docs/decisions/042-richer-filters-counted-and-found.md).
 */
export const listingPriceCounts = pgTable(
  'listing_price_counts',
  {
    state: text('state').notNull(),
    cityKey: text('city_key').notNull(),
    gender: text('gender').notNull(),
    accountType: text('account_type').notNull(),
    isVerified: boolean('is_verified').notNull(),
    hourlyRateAud: integer('hourly_rate_aud').notNull(),
    live: integer('live').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'listing_price_counts_pk',
      columns: [
        table.state,
        table.cityKey,
        table.hourlyRateAud,
        table.gender,
        table.accountType,
        table.isVerified,
      ],
    }),
    index('listing_price_counts_price_idx').on(table.hourlyRateAud),
  ],
);

export const listingLanguageCounts = pgTable(
  'listing_language_counts',
  {
    state: text('state').notNull(),
    cityKey: text('city_key').notNull(),
    gender: text('gender').notNull(),
    accountType: text('account_type').notNull(),
    isVerified: boolean('is_verified').notNull(),
    languageKey: text('language_key').notNull(),
    live: integer('live').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'listing_language_counts_pk',
      columns: [
        table.state,
        table.cityKey,
        table.languageKey,
        table.gender,
        table.accountType,
        table.isVerified,
      ],
    }),
    index('listing_language_counts_language_idx').on(table.languageKey),
  ],
);

export const wishlist = pgTable(
  'wishlist',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.modelId] }),
    index('wishlist_model_idx').on(table.modelId),
  ],
);

/**
 * The (customer, listing) pairs whose wishlist add was counted once, so removing and adding
 * again counts nothing. The customer is only in a keyed hash of the pair: the table cannot say
 * whom a listing was once saved by, after the customer removed it (decision 033).
 */
export const wishlistCountedAdds = pgTable(
  'wishlist_counted_adds',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    pairHash: text('pair_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.pairHash] })],
);

export const BLOG_STATUSES = ['draft', 'published'] as const;

/**
 * A customer's saved searches (docs/product/accounts.md#saved-searches-and-tour-alerts): the
 * search's parameters as the results page's URL held them, mailed daily or weekly with the
 * listings that went live since `checked_at`. The token is the mail's one-click unsubscribe.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    /** The contract's SAVED_SEARCH_FREQUENCIES: daily, weekly, off. */
    frequency: text('frequency').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Listings that went live after this are new to the search. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_searches_customer_idx').on(table.customerId),
    uniqueIndex('saved_searches_token_key').on(table.unsubscribeToken),
    index('saved_searches_due_idx')
      .on(table.checkedAt)
      .where(sql`${table.frequency} <> 'off'`),
    check('saved_searches_frequency', sql`${table.frequency} IN ('daily', 'weekly', 'off')`),
  ],
);

/** The city a customer wants tour alerts for (one per customer; none: no tour alerts). */
export const tourAlertCities = pgTable('tour_alert_cities', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  city: text('city').notNull(),
  cityKey: text('city_key').generatedAlwaysAs((): SQL => placeKey(tourAlertCities.city)),
  /** Tours that went public before the customer chose this city are not alerted. */
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per customer and tour alerted: the unique pair is what makes the alert mail go out
 * once, whichever job or server finds the tour first.
 */
export const tourAlerts = pgTable(
  'tour_alerts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.tourId] }),
    // A deleted tour takes its alerts with it (the cascade finds them by this index).
    index('tour_alerts_tour_idx').on(table.tourId),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    bodyHtml: text('body_html').notNull().default(''),
    coverImage: text('cover_image'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blogs_slug_key').on(table.slug),
    index('blogs_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`status = 'published'`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * When the address owner opened the mailed confirmation link (double opt-in); null while
     * pending. Only confirmed, not unsubscribed addresses get campaigns.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** HMAC of the newest confirmation link's token (never the token itself). */
    confirmTokenDigest: text('confirm_token_digest'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the newest confirmation mail was sent: a pending address is re-mailed rarely. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    uniqueIndex('newsletter_subscribers_token_key').on(table.unsubscribeToken),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(table.confirmTokenDigest),
  ],
);

export const ONE_TIME_CODE_PURPOSES = ['verify_email', 'change_email'] as const;

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify_email: the sign-up code and link; change_email: the code sent to a new address. */
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * One row per wrong 4-digit code typed for an account, whatever the code was for (docs/SECURITY.md):
 * the per-account daily cap counts these, in the database so every server sees the same
 * count. Rows older than the window no longer count; a cleanup job is not needed for
 * correctness (the index keeps the count a short range scan).
 */
export const wrongCodeGuesses = pgTable(
  'wrong_code_guesses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guessedAt: timestamp('guessed_at', { withTimezone: true }).notNull().defaultNow(),
    /** This guess started a lock and the owner was mailed: at most one such mail a window. */
    ownerNotified: boolean('owner_notified').notNull().default(false),
  },
  (table) => [index('wrong_code_guesses_user_idx').on(table.userId, table.guessedAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_key').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** When an admin last replied by e-mail from the console (the reply is in the outbox). */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
);

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;

/** A newsletter campaign: composed as a draft, then sent once to every active subscriber. */
export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  /** Sanitised HTML. */
  bodyHtml: text('body_html').notNull().default(''),
  status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** When the admin pressed send: the recipients are fixed then (campaign_deliveries). */
  queuedAt: timestamp('queued_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const CAMPAIGN_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * One row per campaign and subscriber, written when the campaign is queued: the unique pair is
 * what makes a resumed send skip everyone already mailed.
 */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: CAMPAIGN_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('campaign_deliveries_pair_key').on(table.campaignId, table.subscriberId),
    index('campaign_deliveries_status_idx').on(table.campaignId, table.status),
  ],
);

/** The parts of a mail kept beside its text, so a later attempt sends the same message. */
export interface OutboxEnvelope {
  replyTo?: { name?: string; address: string };
  fromName?: string;
  headers?: Record<string, string>;
  messageId?: string;
}

/** Mail and text messages: delivered through SMTP/SMS when configured, always recorded here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /**
     * Set while the body holds a one-time secret (a code or a link): when that secret dies.
     * The body is blanked at delivery, or once this time has passed (platform/mail/mailer.ts).
     */
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    /** Delivery attempts so far (the relay gives up after a few, platform/mail/mailer.ts). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the relay (mailer.deliverDue) tries this message next, or holds it while a deliverer
     * has it in hand (a lease). NULL: never by the relay (no SMTP, sent, given up, or retried by
     * its caller, e.g. campaign_deliveries).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What the message needs besides its text (reply-to, sender name, headers, Message-ID). */
    envelope: jsonb('envelope').$type<OutboxEnvelope>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_secret_expires_idx')
      .on(table.secretExpiresAt)
      .where(sql`${table.secretExpiresAt} IS NOT NULL`),
    index('outbox_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);

/**
 * A sign-up with an address that has an account already (enumeration): it answers
 * like a new sign-up, with an id from the users' own sequence, and its /otp-verify page
 * behaves like a real one (tries, expiry, cool-down) but never accepts a code. The owner of
 * the address is mailed a notice instead (owner_notified_at; a few a day at most).
 */
export const signupDecoys = pgTable(
  'signup_decoys',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    role: text('role', { enum: USER_ROLES }).notNull(),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    /** The sign-up's password (argon2id): signing in or up again with it finds this decoy. */
    passwordHash: text('password_hash').notNull(),
    /** When its pretend code was last "sent": the code's expiry and the resend cool-down. */
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }).notNull().defaultNow(),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    /**
     * The pretend codes and wrong guesses of the last OTP_GUESS_WINDOW_HOURS, so the waits
     * between codes and the daily cap on wrong codes answer as they do for an account.
     */
    codeSentTimes: timestamp('code_sent_times', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    wrongGuessTimes: timestamp('wrong_guess_times', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('signup_decoys_email_idx').on(table.email, table.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the log names the admin after the account is removed. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
