import {
  TOUR_ALERTS_PATH,
  TOUR_ALERT_CITY_PATH,
  TourAlertCityResponseSchema,
  TourAlertsResponseSchema,
  type TourAlert,
  type TourAlertCity,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Per account, never the token (the query cache logs keys on failure). */
export function tourAlertCityQueryKey(userId: string) {
  return ['customer', 'tour-alert-city', userId] as const;
}

export function tourAlertCityQueryOptions(userId: string) {
  return queryOptions({
    queryKey: tourAlertCityQueryKey(userId),
    queryFn: async ({ signal }): Promise<TourAlertCity | null> =>
      TourAlertCityResponseSchema.parse(await apiRequest<unknown>(TOUR_ALERT_CITY_PATH, { signal }))
        .data,
    enabled: Boolean(userId),
  });
}

/** PUT the city (null turns tour alerts off); answers the city as saved. */
export async function saveTourAlertCity(
  place: TourAlertCity | null,
): Promise<TourAlertCity | null> {
  const body = await apiRequest<unknown>(TOUR_ALERT_CITY_PATH, { method: 'PUT', body: { place } });
  return TourAlertCityResponseSchema.parse(body).data;
}

export function tourAlertsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['customer', 'tour-alerts', userId] as const,
    queryFn: async ({ signal }): Promise<TourAlert[]> =>
      TourAlertsResponseSchema.parse(await apiRequest<unknown>(TOUR_ALERTS_PATH, { signal })).data,
    enabled: Boolean(userId),
  });
}
