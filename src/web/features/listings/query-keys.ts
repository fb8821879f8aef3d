// This feature's query keys, apart from its hooks, so the live table (app/live-invalidation.ts) can name them
// without bringing the hooks into the first load.

export const myListingsKey = ['my-listings'] as const;
