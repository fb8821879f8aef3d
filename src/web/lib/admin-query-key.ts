// The admin panel's root query key, apart from its hooks, so the live table (app/live-invalidation.ts) can name it
// without bringing the hooks into the first load; in lib because the disputes feature's case and ruling hooks sit
// under it too, so a ruling rereads the panel's lists and stats.

export const adminQueryKey = ['admin'] as const;
