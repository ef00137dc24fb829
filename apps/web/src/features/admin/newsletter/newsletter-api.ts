import {
  ADMIN_CAMPAIGNS_PATH,
  ADMIN_SUBSCRIBERS_CSV_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  buildAdminCampaignPath,
  buildAdminCampaignSendPath,
  buildAdminCampaignTestSendPath,
  type AdminCampaign,
  type AdminCampaignResponse,
  type AdminCampaignSummary,
  type AdminPage,
  type AdminSubscriber,
  type CampaignInput,
  type SubscriberStatus,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, authorizationHeader, endSession } from '../../../lib/api-client';
import { HttpError, messageOfBody } from '../../../lib/http';
import { adminPageQuery, buildAdminQuery } from '../lib/admin-query';

export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
  page?: number;
}

export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  subscribers: (filters: SubscriberFilters) => ['admin', 'newsletter', 'subscribers', filters],
  campaigns: (page: number) => ['admin', 'newsletter', 'campaigns', page],
  campaign: (id: number) => ['admin', 'newsletter', 'campaign', id],
};

/** How often the console asks for a sending campaign's progress. */
export const PROGRESS_POLL_MS = 2_000;

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery(
    adminPageQuery<AdminPage<AdminSubscriber>>(
      newsletterKeys.subscribers(filters),
      ADMIN_SUBSCRIBERS_PATH,
      { ...filters },
    ),
  );
}

export function useCampaigns(page: number) {
  return useQuery({
    ...adminPageQuery<AdminPage<AdminCampaignSummary>>(
      newsletterKeys.campaigns(page),
      ADMIN_CAMPAIGNS_PATH,
      { page },
    ),
    // A sending campaign's numbers move: the list follows them while one is sending.
    refetchInterval: (query) =>
      query.state.data?.data.some((campaign) => campaign.status === 'sending')
        ? PROGRESS_POLL_MS
        : false,
  });
}

export function useCampaign(id: number | undefined) {
  return useQuery({
    queryKey: newsletterKeys.campaign(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<AdminCampaignResponse>(buildAdminCampaignPath(id!), { signal })).data,
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
}

/** Create (no id) or save a draft; answers the campaign and the server's message. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CampaignInput }) =>
      apiRequest<AdminCampaignResponse>(id ? buildAdminCampaignPath(id) : ADMIN_CAMPAIGNS_PATH, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(newsletterKeys.campaign(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'campaigns'] });
    },
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(buildAdminCampaignPath(id), { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'campaigns'] }),
  });
}

export function useTestSendCampaign() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(buildAdminCampaignTestSendPath(id), { method: 'POST' }),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminCampaignResponse>(buildAdminCampaignSendPath(id), { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(newsletterKeys.campaign(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'campaigns'] });
    },
  });
}

/**
 * Downloads the subscribers CSV of the current filters. A plain link would not carry the
 * Bearer token, so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadSubscribersCsv(filters: Omit<SubscriberFilters, 'page'>) {
  const authorization = authorizationHeader();
  if (!authorization) {
    endSession();
    throw new HttpError(401, 'Please sign in again.', null);
  }
  const response = await fetch(buildAdminQuery(ADMIN_SUBSCRIBERS_CSV_PATH, { ...filters }), {
    headers: { Authorization: authorization, Accept: 'text/csv' },
  });
  if (!response.ok) {
    if (response.status === 401) endSession();
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(response.status, messageOfBody(body) ?? 'The export failed.', body);
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'subscribers.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export type { AdminCampaign };
