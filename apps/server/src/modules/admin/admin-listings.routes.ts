import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_LISTING_MESSAGES as A,
  ADMIN_LISTING_ROUTES as R,
  AdminListingActionResponseSchema,
  AdminListingResponseSchema,
  AdminListingsPageSchema,
  AdminListingsQuerySchema,
  APPROVAL_UNDO_MINUTES,
  ApproveListingInputSchema,
  DeclineVerificationInputSchema,
  ListingAboutInputSchema,
  ListingBasicsInputSchema,
  ListingLocationInputSchema,
  ListingRatesInputSchema,
  RejectListingInputSchema,
  SuspendListingInputSchema,
  UnverifyListingInputSchema,
  VerifyListingInputSchema,
} from '@app/contract';
import { auditActorOf, type AuditActor } from '../../platform/audit/audit-log.js';
import { errorResponses } from '../../platform/http/error-body.js';
import { AppError } from '../../platform/http/errors.js';
import { IdParamsSchema } from '../../platform/http/path-params.js';
import { findPendingVerification } from '../listings/index.js';
import {
  editListingStep,
  removeListingPhoto,
  type ListingStepEdit,
} from './admin-listing-edit.service.js';
import { listAdminListings, readAdminListing } from './admin-listings.service.js';
import {
  approveListing,
  declineVerification,
  rejectListing,
  restoreListing,
  suspendListing,
  setListingVerified,
  undoApproval,
} from './listing-moderation.service.js';
import { queueTourAlerts } from '../alerts/index.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

const PhotoParamsSchema = IdParamsSchema.extend({ photoId: IdParamsSchema.shape.id });

/**
 * The listing's steps an admin edits with the advertiser's own rules: one PUT each, in this
 * order (the order of the OpenAPI document), the same handler for all.
 */
const LISTING_STEP_EDITS = [
  {
    step: 'basics',
    body: ListingBasicsInputSchema,
    operationId: 'adminEditListingBasics',
    summary:
      'Edits the basics with the advertiser step’s rules: name, age (18+), gender, type, categories',
  },
  {
    step: 'location',
    body: ListingLocationInputSchema,
    operationId: 'adminEditListingLocation',
    summary:
      'Edits the location: a locality of the places index (422 when unknown), suburb shown or not',
  },
  {
    step: 'about',
    body: ListingAboutInputSchema,
    operationId: 'adminEditListingAbout',
    summary:
      'Edits the description (sanitised to the allow-list), languages, ethnicity, phone, contact channels and Telegram username',
  },
  {
    step: 'rates',
    body: ListingRatesInputSchema,
    operationId: 'adminEditListingRates',
    summary: 'Edits the rates (incall/outcall by duration, AUD) and the weekly availability',
  },
] as const;

/**
 * The console's listings section (docs/product/admin-console.md): search, the review queue, one listing,
 * and the moderation actions. Under /api/admin, guarded by the admin role in app.ts; every
 * action is recorded in the audit log in its own transaction and answers the listing as it
 * is now, so the console shows the result without another call.
 */
export const adminListingRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { db, mailer, storage, publicUrl, localities, clock, jobQueue },
) => {
  const mailDeps = { mailer, storage, publicUrl };
  const answer = async (message: string, listingId: number) => ({
    message,
    data: await readAdminListing(db, listingId, clock()),
  });
  const actionSchema = (operationId: string, summary: string) => ({
    tags: ['admin'],
    operationId,
    summary,
    params: IdParamsSchema,
    response: { 200: AdminListingActionResponseSchema, ...errors },
  });
  const actionWithBodySchema = <Body extends z.ZodType>(
    operationId: string,
    summary: string,
    body: Body,
  ) => ({
    ...actionSchema(operationId, summary),
    body,
  });

  app.get(
    R.list,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListListings',
        summary:
          'Listings in any status: search by name or owner e-mail, filter by status, state, city and open flags; status=pending is the review queue, oldest submission first',
        querystring: AdminListingsQuerySchema,
        response: { 200: AdminListingsPageSchema, ...errors },
      },
    },
    async (request) => listAdminListings(db, request.query),
  );

  app.get(
    R.listing,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetListing',
        summary:
          'A listing in any status: every field and photo, its owner, flags with the matched photo, the verification history',
        params: IdParamsSchema,
        response: { 200: AdminListingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readAdminListing(db, request.params.id, clock()) }),
  );

  /** A moderation action on one listing, answered with its message and the listing as it is now. */
  const moderate = <Body extends z.ZodType>(
    path: string,
    schema: ReturnType<typeof actionSchema> & { body?: Body },
    act: (id: number, body: z.infer<Body>, actor: AuditActor) => Promise<string>,
  ) =>
    app.post(path, { schema }, async (request) => {
      const { id } = request.params;
      return answer(await act(id, request.body as z.infer<Body>, auditActorOf(request)), id);
    });

  moderate(
    R.approve,
    actionWithBodySchema(
      'adminApproveListing',
      'Approves what the review shows as of `version` (409 if the owner changed it since): a submitted listing goes live, or a live listing’s changes go public; the advertiser is mailed',
      ApproveListingInputSchema,
    ),
    async (id, body, actor) => {
      const subject = await approveListing(db, mailer, storage, id, body.version, publicUrl, actor);
      // Tours the approval made public are alerted at once; the periodic sweep would find them.
      if (jobQueue) await queueTourAlerts(jobQueue, id).catch(() => undefined);
      return subject === 'listing' ? A.approved : A.changesApproved;
    },
  );

  moderate(
    R.undoApprove,
    actionSchema(
      'adminUndoApproveListing',
      `Undoes a listing’s last approval within ${APPROVAL_UNDO_MINUTES} minutes if nothing was done to it since: a first approval goes back to the review queue; approved changes give way to the version they replaced and wait for review again; the advertiser is mailed; 409 otherwise`,
    ),
    async (id, _body, actor) => {
      const firstReview = await undoApproval(db, mailer, id, clock(), publicUrl, actor);
      return firstReview ? A.approvalUndone : A.changesApprovalUndone;
    },
  );

  moderate(
    R.reject,
    actionWithBodySchema(
      'adminRejectListing',
      'Rejects a submitted listing, or a live listing’s changes, with a reason (shown in the dashboard and mailed)',
      RejectListingInputSchema,
    ),
    async (id, body, actor) => {
      const subject = await rejectListing(db, mailer, storage, id, body.reason, publicUrl, actor);
      return subject === 'listing' ? A.rejected : A.changesRejected;
    },
  );

  moderate(
    R.suspend,
    actionWithBodySchema(
      'adminSuspendListing',
      'Suspends a live, paused or pending listing with a reason: it leaves the public site, the advertiser is mailed and sees the reason',
      SuspendListingInputSchema,
    ),
    async (id, body, actor) => {
      await suspendListing(db, mailer, id, body.reason, publicUrl, actor);
      return A.suspended;
    },
  );

  moderate(
    R.restore,
    actionSchema(
      'adminRestoreListing',
      'Restores a suspended listing: live if it had gone live and has no open flag, otherwise back to the review queue',
    ),
    async (id, _body, actor) => {
      const to = await restoreListing(db, mailer, id, publicUrl, actor);
      return to === 'live' ? A.restoredLive : A.restoredPending;
    },
  );

  moderate(
    R.verify,
    actionWithBodySchema(
      'adminVerifyListing',
      'Marks a listing verified (the public badge), recording the checks made and a note',
      VerifyListingInputSchema,
    ),
    async (id, body, actor) => {
      const input = { verified: true, ...body };
      await setListingVerified(db, mailDeps, id, input, actor);
      return A.verified;
    },
  );

  moderate(
    R.verificationDecline,
    actionWithBodySchema(
      'adminDeclineVerification',
      'Declines the advertiser’s verification request with a reason (mailed); the private photo is deleted',
      DeclineVerificationInputSchema,
    ),
    async (id, body, actor) => {
      await declineVerification(db, mailDeps, id, body.reason, actor);
      return A.verificationDeclined;
    },
  );

  app.get(
    R.verificationPhoto,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetVerificationPhoto',
        summary:
          'The advertiser’s private verification photo of the request waiting (admins only, never cached)',
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('The photo (WebP)'), ...errors },
      },
    },
    async (request, reply) => {
      const pending = await findPendingVerification(db, request.params.id);
      const file = pending?.imageName ? await storage.open(pending.imageName) : undefined;
      if (!file) throw new AppError('not_found', A.noVerificationRequest);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/webp')
        .send(file.stream);
    },
  );

  moderate(
    R.unverify,
    actionWithBodySchema(
      'adminUnverifyListing',
      'Removes the verified badge, recording who and why',
      UnverifyListingInputSchema,
    ),
    async (id, body, actor) => {
      const input = { verified: false, checks: [], note: body.note };
      await setListingVerified(db, mailDeps, id, input, actor);
      return A.unverified;
    },
  );

  for (const { step, body, operationId, summary } of LISTING_STEP_EDITS) {
    app.put(
      R[step],
      { schema: actionWithBodySchema(operationId, summary, body) },
      async (request) => {
        const { id } = request.params;
        // The table pairs each step with its own schema, so the body is that step's values.
        const edit = { step, values: request.body } as ListingStepEdit;
        await editListingStep(db, localities, id, edit, auditActorOf(request));
        return answer(A.saved, id);
      },
    );
  }

  app.delete(
    R.photo,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDeleteListingPhoto',
        summary:
          'Removes one photo and its files; the main photo and order follow (a submitted or live listing keeps one)',
        params: PhotoParamsSchema,
        response: { 200: AdminListingActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      await removeListingPhoto(db, storage, id, photoId, auditActorOf(request));
      return answer(A.photoRemoved, id);
    },
  );
};
