import {
  ADMIN_INBOX_PATH,
  buildAdminInboxHandledPath,
  buildAdminInboxMessagePath,
  buildAdminInboxReplyPath,
  buildAdminInboxUnhandledPath,
  type AdminInboxActionResponse,
  type AdminInboxMessage,
  type AdminInboxReplyInput,
  type AdminInboxStatus,
  type AdminPage,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../dashboard/dashboard-api';
import { adminItemQuery, adminListKeys, adminPageQuery } from '../lib/admin-query';

export interface InboxFilters {
  readonly status: AdminInboxStatus;
  readonly q: string;
  readonly page: number;
}

export const inboxKeys = adminListKeys<InboxFilters>('messages');

/** GET /api/admin/messages: one page, unread first. */
export function useInboxPage(filters: InboxFilters) {
  return useQuery(
    adminPageQuery<AdminPage<AdminInboxMessage>>(inboxKeys.list(filters), ADMIN_INBOX_PATH, {
      status: filters.status === 'all' ? undefined : filters.status,
      q: filters.q,
      page: filters.page === 1 ? undefined : filters.page,
    }),
  );
}

/** GET /api/admin/messages/:id: the open message (it may be on no page of the list shown). */
export function useInboxMessage(id: number | null) {
  const path = id === null ? undefined : buildAdminInboxMessagePath(id);
  return useQuery(adminItemQuery<AdminInboxMessage>(inboxKeys.one(id ?? 0), path));
}

/**
 * After any change the open message shows the server's answer at once; the lists and the
 * dashboard's unread count are read again.
 */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (answer: AdminInboxActionResponse) =>
    Promise.all([
      queryClient.setQueryData(inboxKeys.one(answer.data.id), answer.data),
      queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** POST …/handled or …/unhandled. */
export function useSetHandled() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiRequest<AdminInboxActionResponse>(
        handled ? buildAdminInboxHandledPath(id) : buildAdminInboxUnhandledPath(id),
        { method: 'POST' },
      ),
    onSuccess: refresh,
  });
}

/** POST …/reply: mails the reply to the sender. */
export function useReplyToMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: AdminInboxReplyInput }) =>
      apiRequest<AdminInboxActionResponse>(buildAdminInboxReplyPath(id), {
        method: 'POST',
        body: reply,
      }),
    onSuccess: refresh,
  });
}
