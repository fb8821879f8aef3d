import type { QueryClient, QueryKey } from '@tanstack/react-query';

// A history fetched while another fetch of it is under way cancels that one, and neither a cancelled reread nor a
// cancelled page of earlier messages is asked for again. So the two take turns.

/**
 * Rereads a history (a new message, a reconnected stream) once no fetch of it is under way. Invalidating at once
 * would cancel a page of earlier messages on its way, and the reader who scrolled up to it would stay at the top
 * without it.
 */
export async function rereadHistory(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  // Each wait ends once that fetch's answer is stored; another fetch may have started meanwhile.
  while (query?.state.fetchStatus === 'fetching') await query.promise?.catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey, exact: true });
}

/** Loads the page before the oldest loaded one; a reread it cancels runs again once the page is in. */
export async function loadEarlierMessages(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetchNextPage: () => Promise<unknown>,
): Promise<void> {
  const state = queryClient.getQueryState(queryKey);
  const rereading = state?.fetchStatus === 'fetching' && !state.fetchMeta?.fetchMore;
  await fetchNextPage();
  if (rereading) await rereadHistory(queryClient, queryKey);
}
