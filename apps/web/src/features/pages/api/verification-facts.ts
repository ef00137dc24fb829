import { VERIFICATION_FACTS_PATH, type VerificationFactsResponse } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/http';

/** GET /api/verification: how long the team takes to check a listing now. */
export const verificationFactsQueryOptions = queryOptions({
  queryKey: ['verification-facts'] as const,
  queryFn: ({ signal }) =>
    fetchJson<VerificationFactsResponse>(VERIFICATION_FACTS_PATH, { signal }),
});
