import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from './http';

/** GET /api/site-config: map tiles and the Google client id; they change only with the server's configuration. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }) => fetchJson<SiteConfigResponse>(SITE_CONFIG_PATH, { signal }),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
