import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  CUSTOMER_MESSAGES,
  CUSTOMER_PROFILE_API_ROUTE,
  CUSTOMER_PROFILE_UPDATE_PATH,
  CUSTOMER_WISHLIST_PATH,
  type CustomerProfile,
  ErrorResponseSchema,
  GetCustomerProfileResponseSchema,
  ProfileUpdateFieldsSchema,
  ProfileUpdateResponseSchema,
  WISHLIST_ITEM_API_ROUTE,
  WishlistChangeResponseSchema,
  WishlistResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { requireRole } from '../../platform/auth/authenticate.js';
import { AppError } from '../../platform/http/errors.js';
import { clientGoneSignal } from '../../platform/http/client-gone.js';
import { withImageUpload } from '../../platform/storage/upload-budget.js';
import type { ImageStorage } from '../../platform/storage/image-storage.js';
import { NotAnImageError, TooManyPixelsError } from '../../platform/storage/image-upload.js';
import { RowIdParamSchema, parseRowId } from '../../platform/http/path-params.js';
import {
  findCustomerProfile,
  updateCustomerProfile,
  type ProfileChanges,
} from './customer-profile.service.js';
import { PROFILE_FORM_LIMITS, PROFILE_IMAGE_FIELD, readProfileForm } from './profile-form.js';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.js';

export interface CustomerRoutesOptions {
  db: Database;
  tokens: TokenIssuer;
  storage: ImageStorage;
  /** Keys the hash that remembers a wishlist add was counted (wishlist.service.ts). */
  pairSecret: string;
}

/** Re-encoding a photo costs real CPU: a person edits a profile a few times, not 30 a minute. */
export const PROFILE_UPDATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Hearts are clicked quickly on a results page, but not hundreds of times a minute. */
export const WISHLIST_CHANGE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const privateErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
} as const;

/**
 * The signed-in customer's own data (docs/product/api.md, docs/product/accounts.md): profile and
 * wishlist. Every route needs a customer's Bearer token, and acts only for that customer,
 * whatever id the path or body names.
 */
export const customerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (
  app,
  { db, tokens, storage, pairSecret },
) => {
  // Registered here, so multipart bodies are parsed on these routes only.
  await app.register(multipart, { limits: PROFILE_FORM_LIMITS });
  const customerOnly = requireRole({ db, tokens }, 'customer');

  app.get(
    CUSTOMER_PROFILE_API_ROUTE,
    {
      preHandler: customerOnly,
      schema: {
        tags: ['customer'],
        operationId: 'getCustomerProfile',
        summary: "The signed-in customer's profile (only their own id is answered)",
        params: z.object({ userId: RowIdParamSchema }),
        response: { 200: GetCustomerProfileResponseSchema, ...privateErrors },
      },
    },
    async (request) => {
      const callerId = signedInId(request);
      // Another id is refused whether or not it exists, so ids cannot be probed.
      if (request.params.userId !== callerId) {
        throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      }
      return { status: true as const, data: await ownProfile(db, callerId) };
    },
  );

  app.post(
    CUSTOMER_PROFILE_UPDATE_PATH,
    {
      preHandler: customerOnly,
      config: { rateLimit: PROFILE_UPDATE_RATE_LIMIT },
      schema: {
        tags: ['customer'],
        operationId: 'updateCustomerProfile',
        summary:
          "Updates the signed-in customer's profile: multipart fields id, name, age, language, ethinicity and an optional image (at most 5 MB; JPEG, PNG, WebP, GIF or AVIF, re-encoded without metadata)",
        consumes: ['multipart/form-data'],
        response: {
          200: ProfileUpdateResponseSchema,
          ...privateErrors,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const callerId = signedInId(request);
      const form = await readProfileForm(request);
      const changes = validateProfileFields(form.fields, callerId);
      const { image } = form;
      let result;
      try {
        // A photo counts in the account's hourly image budget, checked before it is decoded.
        result = image
          ? await withImageUpload(db, callerId, { signal: clientGoneSignal(reply) }, (upload) =>
              updateCustomerProfile(db, storage, callerId, changes, image, upload),
            )
          : await updateCustomerProfile(db, storage, callerId, changes);
      } catch (error) {
        if (error instanceof NotAnImageError) {
          const message =
            error instanceof TooManyPixelsError
              ? CUSTOMER_MESSAGES.imageTooManyPixels
              : CUSTOMER_MESSAGES.imageNotImage;
          throw new AppError('unprocessable', message, { [PROFILE_IMAGE_FIELD]: message });
        }
        throw error;
      }
      if (result.replacedImage) {
        // The profile already points at the new photo; a file left behind is only litter.
        await storage.remove(result.replacedImage).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not delete a replaced profile photo');
        });
      }
      return {
        status: true as const,
        message: CUSTOMER_MESSAGES.profileUpdated,
        data: await ownProfile(db, callerId),
      };
    },
  );

  app.get(
    CUSTOMER_WISHLIST_PATH,
    {
      preHandler: customerOnly,
      schema: {
        tags: ['customer'],
        operationId: 'listWishlist',
        summary: "The signed-in customer's saved listings that are live, newest saved first",
        response: { 200: WishlistResponseSchema, ...privateErrors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listWishlist(db, signedInId(request)),
    }),
  );

  const wishlistItemSchema = (operationId: string, summary: string) => ({
    tags: ['customer'],
    operationId,
    summary,
    params: z.object({ modelId: RowIdParamSchema }),
    response: {
      200: WishlistChangeResponseSchema,
      ...privateErrors,
      404: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  });

  app.post(
    WISHLIST_ITEM_API_ROUTE,
    {
      preHandler: customerOnly,
      config: { rateLimit: WISHLIST_CHANGE_RATE_LIMIT },
      schema: wishlistItemSchema(
        'addToWishlist',
        'Saves a live listing to the wishlist (saving twice keeps one)',
      ),
    },
    async (request) => {
      const saved = await addToWishlist(
        db,
        signedInId(request),
        request.params.modelId,
        pairSecret,
      );
      if (!saved) throw new AppError('not_found', CUSTOMER_MESSAGES.listingNotFound);
      return { status: true as const, message: CUSTOMER_MESSAGES.wishlistAdded, saved: true };
    },
  );

  app.delete(
    WISHLIST_ITEM_API_ROUTE,
    {
      preHandler: customerOnly,
      config: { rateLimit: WISHLIST_CHANGE_RATE_LIMIT },
      schema: wishlistItemSchema(
        'removeFromWishlist',
        'Removes a listing from the wishlist (removing twice is no error)',
      ),
    },
    async (request) => {
      await removeFromWishlist(db, signedInId(request), request.params.modelId);
      return { status: true as const, message: CUSTOMER_MESSAGES.wishlistRemoved, saved: false };
    },
  );
};

/** The caller's id; requireRole ran before every handler here, so it is always set. */
function signedInId(request: FastifyRequest): number {
  if (!request.authUser) throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
  return request.authUser.id;
}

/** The caller's profile; the account vanishing mid-request reads as a signed-out token. */
async function ownProfile(db: Database, userId: number): Promise<CustomerProfile> {
  const profile = await findCustomerProfile(db, userId);
  if (!profile) throw new AppError('unauthorized', AUTH_MESSAGES.unauthorized);
  return profile;
}

/**
 * The form's text fields, validated by the shared schema. A well-formed id that is not the
 * caller's is refused first (403), whatever else is wrong with the form.
 */
function validateProfileFields(fields: Record<string, string>, callerId: number): ProfileChanges {
  const namedId = fields.id === undefined ? undefined : parseRowId(fields.id.trim());
  if (namedId !== undefined && namedId !== callerId) {
    throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
  }
  const parsed = ProfileUpdateFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0] ?? 'input')] ??= issue.message;
    }
    const first = Object.values(errors)[0] ?? CUSTOMER_MESSAGES.profileUpdateFailed;
    throw new AppError('unprocessable', first, errors);
  }
  return {
    name: parsed.data.name,
    age: parsed.data.age,
    language: parsed.data.language,
    ethinicity: parsed.data.ethinicity,
  };
}
