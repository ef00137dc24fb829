import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/http';

export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfigResponse> {
  return fetchJson<SiteConfigResponse>(SITE_CONFIG_PATH, signal ? { signal } : {});
}

/** The map's tile server and attribution; they change only with the server's configuration. */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }) => fetchSiteConfig(signal),
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
