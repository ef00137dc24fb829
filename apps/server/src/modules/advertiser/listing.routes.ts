import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteAccountInputSchema,
  ErrorResponseSchema,
  LISTING_API_ROUTES as R,
  LISTING_MESSAGES as M,
  ListingAboutInputSchema,
  ListingBasicsInputSchema,
  ListingLocationInputSchema,
  ListingRatesInputSchema,
  ListingStatsResponseSchema,
  MODEL_ACCOUNT_PATH,
  MODEL_HEARTBEAT_PATH,
  MODEL_LISTINGS_PATH,
  MODEL_ONLINE_VISIBILITY_PATH,
  MessageResponseSchema,
  OnlineVisibilityInputSchema,
  OwnListingResponseSchema,
  PHOTO_MAX_BYTES,
  PhotoOrderInputSchema,
  PhotoUploadResponseSchema,
  TourInputSchema,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { authUserOf } from '../../platform/auth/authenticate.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { oneFileFormLimits, readOneFilePart } from '../../platform/storage/multipart-file.js';
import { withImageUpload } from '../../platform/storage/upload-budget.js';
import { clientGoneSignal } from '../../platform/http/client-gone.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { IdParamsSchema, RowIdParamSchema } from '../../platform/http/path-params.js';
import type { LocalityIndex } from '../locations/index.js';
import { deleteModelAccount } from './account.service.js';
import {
  changePause,
  createListing,
  readOwnListing,
  requireOwnListing,
  saveAbout,
  saveBasics,
  saveLocation,
  saveRates,
  submitListing,
  withdrawChanges,
} from './listing.service.js';
import {
  addPhoto,
  assertRoomForPhoto,
  deletePhoto,
  removePhotoFiles,
  reorderPhotos,
} from './photos.service.js';
import { recordHeartbeat, setOnlineVisibility } from './presence.service.js';
import { readListingStats } from './stats.service.js';
import { addTour, deleteTour } from './tours.service.js';
import { assertCanRequestVerification, requestVerification } from './verification.service.js';

export interface ListingRoutesOptions {
  db: Database;
  storage: ImageStorage;
  localities: LocalityIndex;
  /** The moment the owner's answers are read at (whether Available today is still on). */
  clock: () => Date;
}

/** Re-encoding three widths costs real CPU: an advertiser adds 20 photos, not 200 a minute. */
export const PHOTO_UPLOAD_RATE_LIMIT = { max: 40, timeWindow: '1 minute' } as const;
/**
 * About once a minute per open tab. Counted per address, and an agency's office may hold
 * several advertisers behind one address: generous, since a beat within 30 s writes nothing.
 */
export const HEARTBEAT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
export const DELETE_ACCOUNT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The photo's multipart part: one file, nothing else, at most PHOTO_MAX_BYTES. */
const PHOTO_FIELD = 'photo';
const PHOTO_FORM_LIMITS = oneFileFormLimits(PHOTO_MAX_BYTES);
const readPhotoPart = (request: FastifyRequest) =>
  readOneFilePart(request, PHOTO_FIELD, {
    required: M.photoRequired,
    tooLarge: M.photoTooLarge,
    incomplete: M.photoUploadIncomplete,
  });

/**
 * The advertiser's listing (docs/product/listings-and-moderation.md): every route is under /api/model, guarded by the model
 * role in app.ts, and acts only on the caller's own listing whatever id the path names.
 */
export const listingRoutes: FastifyPluginAsyncZod<ListingRoutesOptions> = async (
  app,
  { db, storage, localities, clock },
) => {
  await app.register(multipart, { limits: PHOTO_FORM_LIMITS });

  const answerListing = async (userId: number, listingId: number) => ({
    data: await readOwnListing(db, await requireOwnListing(db, userId, listingId), {
      now: clock(),
    }),
  });

  app.get(
    R.listing,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'getOwnListing',
        summary: "The signed-in advertiser's own listing, in any status",
        params: IdParamsSchema,
        response: { 200: OwnListingResponseSchema, ...errors },
      },
    },
    async (request) => answerListing(authUserOf(request).id, request.params.id),
  );

  app.post(
    MODEL_LISTINGS_PATH,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'createListing',
        summary: 'Creates the draft listing from the basics step (one listing per account)',
        body: ListingBasicsInputSchema,
        response: { 201: OwnListingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const id = await createListing(db, userId, request.body);
      return reply.status(201).send(await answerListing(userId, id));
    },
  );

  /** A builder step: saves its section of the caller's own listing, answers with the listing. */
  const putStep = <T extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: T,
    save: (userId: number, listingId: number, input: z.infer<T>) => Promise<unknown>,
  ) =>
    app.put(
      path,
      {
        schema: {
          tags: ['advertiser'],
          operationId,
          summary,
          params: IdParamsSchema,
          body,
          response: { 200: OwnListingResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = authUserOf(request).id;
        await save(userId, request.params.id, request.body as z.infer<T>);
        return answerListing(userId, request.params.id);
      },
    );

  putStep(
    R.basics,
    'saveListingBasics',
    'Saves the basics: name, age (18+), gender, type, categories',
    ListingBasicsInputSchema,
    (userId, listingId, input) => saveBasics(db, userId, listingId, input),
  );
  putStep(
    R.location,
    'saveListingLocation',
    'Saves the location: a locality of the places index (422 when unknown), suburb shown or not',
    ListingLocationInputSchema,
    (userId, listingId, input) => saveLocation(db, localities, userId, listingId, input),
  );
  putStep(
    R.about,
    'saveListingAbout',
    'Saves the description (sanitised to the allow-list), languages, ethnicity, phone, contact channels and Telegram username',
    ListingAboutInputSchema,
    (userId, listingId, input) => saveAbout(db, userId, listingId, input),
  );
  putStep(
    R.rates,
    'saveListingRates',
    'Saves the rates (incall/outcall by duration, AUD) and the weekly availability',
    ListingRatesInputSchema,
    (userId, listingId, input) => saveRates(db, userId, listingId, input),
  );

  /** An action on the caller's own listing that answers with a message (fixed, or of its result). */
  const listingAction = <T>(
    path: string,
    operationId: string,
    summary: string,
    act: (userId: number, listingId: number) => Promise<T>,
    message: string | ((result: T) => string),
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    app.route({
      method,
      url: path,
      schema: {
        tags: ['advertiser'],
        operationId,
        summary,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      handler: async (request) => {
        const result = await act(authUserOf(request).id, request.params.id);
        return { message: typeof message === 'string' ? message : message(result) };
      },
    });

  listingAction(
    R.submit,
    'submitListing',
    'Submits a draft or rejected listing for review (every step done, at least one photo)',
    (userId, listingId) => submitListing(db, userId, listingId),
    M.submitted,
  );
  listingAction(
    R.pause,
    'pauseListing',
    'Pauses a live listing',
    (userId, listingId) => changePause(db, userId, listingId, true),
    M.paused,
  );
  listingAction(
    R.resume,
    'resumeListing',
    'Resumes a paused listing (to pending when a photo matches another advertiser’s)',
    (userId, listingId) => changePause(db, userId, listingId, false),
    (status) => (status === 'pending' ? M.resumedForReview : M.resumed),
  );
  listingAction(
    R.changes,
    'withdrawListingChanges',
    'Withdraws the changes waiting for review (the public version stays; photos uploaded for them are deleted)',
    async (userId, listingId) => {
      const removed = await withdrawChanges(db, userId, listingId);
      await removePhotoFiles(storage, removed);
    },
    M.changesWithdrawn,
    'DELETE',
  );

  app.post(
    R.photos,
    {
      config: { rateLimit: PHOTO_UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'addListingPhoto',
        summary:
          'Adds one photo (multipart field `photo`, at most 10 MB; JPEG, PNG, WebP or AVIF, re-encoded to WebP widths without any metadata)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: PhotoUploadResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      const listingId = request.params.id;
      // Checked before the body is read: a full listing, another advertiser's id or a spent
      // hourly budget costs no upload and no decoding (docs/decisions/010-photos.md).
      const checks = {
        listingId,
        signal: clientGoneSignal(reply),
        check: (tx: Transaction) => assertRoomForPhoto(tx, userId, listingId),
      };
      const result = await withImageUpload(db, userId, checks, async (upload) =>
        addPhoto(db, storage, userId, listingId, await readPhotoPart(request), upload),
      );
      return reply
        .status(201)
        .send({ message: M.photoUploaded, data: result.photo, flagged: result.flagged });
    },
  );

  app.post(
    R.verification,
    {
      config: { rateLimit: PHOTO_UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'requestListingVerification',
        summary:
          'Asks for the Verified badge with a private photo (multipart field `photo`) holding the site’s name and the listing’s code; only admins ever see it',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: OwnListingResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      await assertCanRequestVerification(db, userId, request.params.id);
      const checks = { signal: clientGoneSignal(reply) };
      await withImageUpload(db, userId, checks, async (upload) =>
        requestVerification(db, storage, userId, request.params.id, await readPhotoPart(request), {
          upload,
        }),
      );
      return reply.status(201).send(await answerListing(userId, request.params.id));
    },
  );

  app.delete(
    R.photo,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'deleteListingPhoto',
        summary: 'Deletes one photo and its files (a submitted or live listing keeps one)',
        params: z.object({ id: RowIdParamSchema, photoId: RowIdParamSchema }),
        response: { 200: OwnListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      await deletePhoto(db, storage, userId, request.params.id, request.params.photoId);
      return answerListing(userId, request.params.id);
    },
  );

  app.put(
    R.photoOrder,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'orderListingPhotos',
        summary: 'Orders the photos: every photo id once; the first is the main photo',
        params: IdParamsSchema,
        body: PhotoOrderInputSchema,
        response: { 200: OwnListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      await reorderPhotos(db, userId, request.params.id, request.body.photo_ids);
      return answerListing(userId, request.params.id);
    },
  );

  app.post(
    R.tours,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'addListingTour',
        summary: "Adds a tour: a city of the places index and its dates (the directory's days)",
        params: IdParamsSchema,
        body: TourInputSchema,
        response: { 201: OwnListingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authUserOf(request).id;
      await addTour(db, localities, userId, request.params.id, request.body);
      return reply.status(201).send(await answerListing(userId, request.params.id));
    },
  );

  app.delete(
    R.tour,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'deleteListingTour',
        summary: 'Deletes one tour',
        params: z.object({ id: RowIdParamSchema, tourId: RowIdParamSchema }),
        response: { 200: OwnListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = authUserOf(request).id;
      await deleteTour(db, userId, request.params.id, request.params.tourId);
      return answerListing(userId, request.params.id);
    },
  );

  app.get(
    R.stats,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'getListingStats',
        summary:
          'Views per day for the last 30 Australian days (oldest first), wishlist adds, call and SMS clicks',
        params: IdParamsSchema,
        response: { 200: ListingStatsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOwnListing(db, authUserOf(request).id, request.params.id);
      return { data: await readListingStats(db, request.params.id) };
    },
  );

  app.post(
    MODEL_HEARTBEAT_PATH,
    {
      config: { rateLimit: HEARTBEAT_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'sendAdvertiserHeartbeat',
        summary: 'The signed-in advertiser has the site open (about once a minute)',
        response: {
          204: z.null(),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await recordHeartbeat(db, authUserOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    MODEL_ONLINE_VISIBILITY_PATH,
    {
      schema: {
        tags: ['advertiser'],
        operationId: 'setOnlineVisibility',
        summary: 'Hides or shows the online markers (Active Now, Recently online)',
        body: OnlineVisibilityInputSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const hide = request.body.hide_online_status;
      await setOnlineVisibility(db, authUserOf(request).id, hide);
      return { message: hide ? M.onlineHidden : M.onlineShown };
    },
  );

  app.delete(
    MODEL_ACCOUNT_PATH,
    {
      config: { rateLimit: DELETE_ACCOUNT_RATE_LIMIT },
      schema: {
        tags: ['advertiser'],
        operationId: 'deleteAdvertiserAccount',
        summary:
          'Deletes the account with its listing, photos (files too), tours, statistics and personal data',
        body: DeleteAccountInputSchema,
        response: { 200: MessageResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await deleteModelAccount(db, storage, authUserOf(request).id, request.body.current_password);
      return { message: M.accountDeleted };
    },
  );
};
