import type { QueryClient, QueryKey } from '@tanstack/react-query';

// A history fetched while another fetch of it is under way cancels that one, and neither a cancelled reread nor a
// cancelled page of earlier messages is asked for again; a fetch also stores its response over whatever was written
// into the history while it ran. So fetches take turns, and what is written meanwhile is written again after.

/** Resolves once no fetch of the history is under way (each wait ends when that fetch's response is stored). */
async function waitForHistoryFetches(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  while (query?.state.fetchStatus === 'fetching') await query.promise?.catch(() => undefined);
}

// Per history, the reread that is waiting for a fetch to end: one asked for meanwhile joins it, so a burst of new
// messages (a reconnected stream's replay) costs one reread, not one each.
const waitingRereads = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * Rereads a history (a new message, a reconnected stream) once no fetch of it is under way. Invalidating at once
 * would cancel a page of earlier messages on its way, and the reader who scrolled up to it would stay at the top
 * without it.
 */
export function rereadHistory(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const waiting = waitingRereads.get(queryClient) ?? new Map<string, Promise<void>>();
  waitingRereads.set(queryClient, waiting);
  const id = JSON.stringify(queryKey);
  const joined = waiting.get(id);
  if (joined) return joined;
  const reread = waitForHistoryFetches(queryClient, queryKey).then(() => {
    // From here the reread is under way: news from now on needs another one after it.
    waiting.delete(id);
    return queryClient.invalidateQueries({ queryKey, exact: true });
  });
  waiting.set(id, reread);
  return reread;
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

/**
 * Writes a change into the history now, and again once the fetches under way have stored their responses, which were
 * asked for before it and would otherwise drop it (the member's own message, sent while earlier ones load).
 */
export async function writeHistoryThrough(
  queryClient: QueryClient,
  queryKey: QueryKey,
  write: () => void,
): Promise<void> {
  write();
  await waitForHistoryFetches(queryClient, queryKey);
  write();
}
