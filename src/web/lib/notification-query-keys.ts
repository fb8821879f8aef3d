// The notifications' query keys, apart from their hooks, so the live table (app/live-invalidation.ts) can name them
// without bringing the hooks into the first load; in lib because reading a conversation rereads the sidebar's counts.

export const notificationsQueryKey = ['notifications'] as const;
// Under the list's key, so that invalidating the notifications refetches the sidebar's counts too.
export const unreadCountsQueryKey = [...notificationsQueryKey, 'unread-counts'] as const;

/** Settings → Notifications; an email's unsubscribe link changes it too. */
export const notificationPreferencesQueryKey = ['notification-preferences'] as const;
