import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { applyNotificationEvents, type NotificationEvent } from './notification-cache.ts';
import {
  notificationPreferencesQueryKey,
  notificationsQueryKey,
  unreadCountsQueryKey,
} from '#web/lib/notification-query-keys.ts';

export { notificationsQueryKey } from '#web/lib/notification-query-keys.ts';

export const notificationEventTypes = [
  'notification.created',
  'notification.updated',
  'notification.deleted',
  'notifications.read-all',
  'notifications.cleared',
] as const satisfies readonly NotificationEvent['type'][];

// Spec section 8 wording, by message id.
const failures = {
  mark: 'notifications.api.markFailed',
  delete: 'notifications.api.deleteFailed',
  clear: 'notifications.api.clearFailed',
} as const;

/** Applies events to the cached list; without a cached list there is nothing to correct, the next fetch reads all. */
export function updateNotificationCache(queryClient: QueryClient, events: NotificationEvent[]): void {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
    list ? applyNotificationEvents(list, events) : list,
  );
  // The events carry only the total unread, not the sections, so the sidebar's counts are asked again; this only
  // refetches while something shows them.
  void queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey, exact: true });
}

/** The member's 50 newest notifications and the unread count; visitors have none, so nothing is asked. */
export function useNotifications() {
  const { user } = useSession();
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => api.get('/notifications', { signal }),
    enabled: Boolean(user),
    // Live events keep the list current; refetching on every focus would only repeat what they said.
    staleTime: Infinity,
  });
}

/**
 * The dashboard sidebar's badges (docs/decisions/007-sidebar-badges.md, 019): unread notifications per proposals
 * section, and the conversations with unread messages, which a new message or a read conversation changes.
 */
export function useUnreadCounts() {
  const { user } = useSession();
  return useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => api.get('/notifications/unread-counts', { signal }),
    enabled: Boolean(user),
    // Every notification event and mutation response invalidates it (updateNotificationCache), and the messaging
    // events through the live table (app/live-invalidation.ts).
    staleTime: Infinity,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: string) => api.post('/notifications/:id/read', { params: { id } }),
    onSuccess: (data) => updateNotificationCache(queryClient, [{ type: 'notification.updated', data }]),
    onError: () => toast.error(intl.formatMessage({ id: failures.mark })),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: () => api.post('/notifications/read-all'),
    onSuccess: (data) => updateNotificationCache(queryClient, [{ type: 'notifications.read-all', data }]),
    onError: () => toast.error(intl.formatMessage({ id: failures.mark })),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: string) => api.delete('/notifications/:id', { params: { id } }),
    onSuccess: ({ unreadCount }, id) =>
      updateNotificationCache(queryClient, [{ type: 'notification.deleted', data: { id, unreadCount } }]),
    onError: () => toast.error(intl.formatMessage({ id: failures.delete })),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: () => api.delete('/notifications'),
    onSuccess: (data) => updateNotificationCache(queryClient, [{ type: 'notifications.cleared', data }]),
    onError: () => toast.error(intl.formatMessage({ id: failures.clear })),
  });
}

const unsubscribeKey = (token: string) => ['notification-unsubscribe', token] as const;

/** What an email's unsubscribe link stands for (signed out: the token is the only credential); changes nothing. */
export function useKindsUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => api.get('/notification-preferences/unsubscribe', { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribeKinds(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notification-preferences/unsubscribe', { query: { token } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(unsubscribeKey(token), answer);
      void queryClient.invalidateQueries({ queryKey: notificationPreferencesQueryKey });
    },
  });
}
