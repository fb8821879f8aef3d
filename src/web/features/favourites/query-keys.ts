// The favourites' cache keys, apart from their hooks so the live-event table can name them without loading them.
export const favouritesQueryKey = ['favourites'] as const;

export const favouriteKeys = {
  all: favouritesQueryKey,
  ids: [...favouritesQueryKey, 'ids'] as const,
  pages: [...favouritesQueryKey, 'page'] as const,
  page: (page: number) => [...favouritesQueryKey, 'page', page] as const,
};
