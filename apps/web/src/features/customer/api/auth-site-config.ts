import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/http';

/**
 * GET /api/site-config. The key is the one the search feature uses for the same call, so the
 * answer is fetched once per visit whichever page asks first.
 */
export function useGoogleClientId(): { clientId: string | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: ['site-config'] as const,
    queryFn: ({ signal }) => fetchJson<SiteConfigResponse>(SITE_CONFIG_PATH, { signal }),
    staleTime: Infinity,
  });
  return { clientId: query.data?.google_client_id || null, isLoading: query.isLoading };
}
