// This feature's query keys, apart from its hooks, so the live table (app/live-invalidation.ts) can name them
// without bringing the hooks into the first load.

export const dashboardQueryKey = ['dashboard'] as const;
/** 'Needs your action': under the dashboard's key, so every live event that makes the dashboard stale rereads it. */
export const dashboardActionsQueryKey = [...dashboardQueryKey, 'actions'] as const;
