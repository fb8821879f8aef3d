// This feature's query keys, apart from its hooks, so the live table (app/live-invalidation.ts) can name them
// without bringing the hooks into the first load.

export const notificationsQueryKey = ['notifications'] as const;
// Under the list's key, so that invalidating the notifications refetches the sidebar's counts too.
export const unreadCountsQueryKey = [...notificationsQueryKey, 'unread-counts'] as const;
