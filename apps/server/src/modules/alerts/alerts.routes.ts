import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_MESSAGES,
  AlertMessageResponseSchema,
  ChangeFrequencyInputSchema,
  ErrorResponseSchema,
  SAVED_SEARCHES_PATH,
  SAVED_SEARCH_API_ROUTE,
  SAVED_SEARCH_UNSUBSCRIBE_ROUTE,
  SaveSearchInputSchema,
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  SavedSearchUnsubscribeParamsSchema,
  TOUR_ALERTS_PATH,
  TOUR_ALERT_CITY_PATH,
  TourAlertCityInputSchema,
  TourAlertCityResponseSchema,
  TourAlertsResponseSchema,
} from '@app/contract';
import type { Database } from '../../db/client.js';
import type { TokenIssuer } from '../../platform/auth/auth-tokens.js';
import { authUserOf, requireRole } from '../../platform/auth/authenticate.js';
import { AppError } from '../../platform/http/errors.js';
import { ignoreOneClickFormBodies } from '../../platform/http/one-click-form.js';
import { RowIdParamSchema } from '../../platform/http/path-params.js';
import {
  changeSavedSearchFrequency,
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  unsubscribeSavedSearch,
} from './saved-searches.service.js';
import { findTourAlertCity, listTourAlerts, setTourAlertCity } from './tour-alert-city.service.js';

export interface AlertRoutesOptions {
  db: Database;
  tokens: TokenIssuer;
}

/** A person saves a few searches; a script saving hundreds a minute is refused. */
export const SAVED_SEARCH_CHANGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** As the newsletter's one-click target: tokens are unguessable, the limit refuses a flood. */
export const SAVED_SEARCH_UNSUBSCRIBE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const privateErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
} as const;
const changeErrors = { ...privateErrors, 422: ErrorResponseSchema, 429: ErrorResponseSchema };
const idParams = z.object({ id: RowIdParamSchema });

/**
 * A customer's alerts (docs/product/accounts.md#saved-searches-and-tour-alerts): saved
 * searches, the tour-alert city and the tour alerts sent. Every route but the one-click
 * unsubscribe needs a customer's token and reads or changes only that customer's own rows;
 * another customer's saved search is a 404, as one that does not exist.
 */
export const alertRoutes: FastifyPluginAsyncZod<AlertRoutesOptions> = async (
  app,
  { db, tokens },
) => {
  // On request, before the body is read: a stranger's body is never validated (nor answered).
  const customerOnly = requireRole({ db, tokens }, 'customer');
  const customer = (operationId: string, summary: string) => ({
    tags: ['customer'],
    operationId,
    summary,
  });

  app.get(
    SAVED_SEARCHES_PATH,
    {
      onRequest: customerOnly,
      schema: {
        ...customer('listSavedSearches', "The signed-in customer's saved searches"),
        response: { 200: SavedSearchListResponseSchema, ...privateErrors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listSavedSearches(db, authUserOf(request).id),
    }),
  );

  app.post(
    SAVED_SEARCHES_PATH,
    {
      onRequest: customerOnly,
      config: { rateLimit: SAVED_SEARCH_CHANGE_RATE_LIMIT },
      schema: {
        ...customer(
          'saveSearch',
          'Saves a search (the results page URL parameters) with daily or weekly mail of its new listings',
        ),
        body: SaveSearchInputSchema,
        response: { 201: SavedSearchResponseSchema, ...changeErrors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveSearch(db, authUserOf(request).id, request.body);
      return reply
        .status(201)
        .send({ status: true as const, message: ALERT_MESSAGES.searchSaved, data: saved });
    },
  );

  app.patch(
    SAVED_SEARCH_API_ROUTE,
    {
      onRequest: customerOnly,
      config: { rateLimit: SAVED_SEARCH_CHANGE_RATE_LIMIT },
      schema: {
        ...customer(
          'changeSavedSearchFrequency',
          "Changes a saved search's mail: daily, weekly or off",
        ),
        params: idParams,
        body: ChangeFrequencyInputSchema,
        response: { 200: SavedSearchResponseSchema, ...changeErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const changed = await changeSavedSearchFrequency(
        db,
        authUserOf(request).id,
        request.params.id,
        request.body.frequency,
      );
      if (!changed) throw new AppError('not_found', ALERT_MESSAGES.notFound);
      return { status: true as const, message: ALERT_MESSAGES.frequencyChanged, data: changed };
    },
  );

  app.delete(
    SAVED_SEARCH_API_ROUTE,
    {
      onRequest: customerOnly,
      config: { rateLimit: SAVED_SEARCH_CHANGE_RATE_LIMIT },
      schema: {
        ...customer('deleteSavedSearch', 'Deletes a saved search (and its mail)'),
        params: idParams,
        response: { 200: AlertMessageResponseSchema, ...changeErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const deleted = await deleteSavedSearch(db, authUserOf(request).id, request.params.id);
      if (!deleted) throw new AppError('not_found', ALERT_MESSAGES.notFound);
      return { status: true as const, message: ALERT_MESSAGES.searchDeleted };
    },
  );

  app.get(
    TOUR_ALERT_CITY_PATH,
    {
      onRequest: customerOnly,
      schema: {
        ...customer('getTourAlertCity', "The signed-in customer's tour-alert city, or null"),
        response: { 200: TourAlertCityResponseSchema, ...privateErrors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await findTourAlertCity(db, authUserOf(request).id),
    }),
  );

  app.put(
    TOUR_ALERT_CITY_PATH,
    {
      onRequest: customerOnly,
      config: { rateLimit: SAVED_SEARCH_CHANGE_RATE_LIMIT },
      schema: {
        ...customer(
          'setTourAlertCity',
          'Sets the tour-alert city (one of the popular locations), or clears it with null',
        ),
        body: TourAlertCityInputSchema,
        response: { 200: TourAlertCityResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setTourAlertCity(db, authUserOf(request).id, request.body.place),
    }),
  );

  app.get(
    TOUR_ALERTS_PATH,
    {
      onRequest: customerOnly,
      schema: {
        ...customer(
          'listTourAlerts',
          'The tour alerts the signed-in customer was sent, newest first',
        ),
        response: { 200: TourAlertsResponseSchema, ...privateErrors },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listTourAlerts(db, authUserOf(request).id),
    }),
  );

  ignoreOneClickFormBodies(app);
  // RFC 8058 one-click (no cookies, no sign-in), and the mailed page's button: stops the mail
  // of the one saved search whose token it is.
  app.post(
    SAVED_SEARCH_UNSUBSCRIBE_ROUTE,
    {
      config: { rateLimit: SAVED_SEARCH_UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['customer'],
        operationId: 'unsubscribeSavedSearch',
        summary: "Stops a saved search's mail (one-click unsubscribe, RFC 8058)",
        params: SavedSearchUnsubscribeParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const found = await unsubscribeSavedSearch(db, request.params.token);
      if (!found) throw new AppError('not_found', ALERT_MESSAGES.invalidToken);
      return { message: ALERT_MESSAGES.unsubscribed };
    },
  );
};
